/**
 * The demo tips' step pictures: a simplified CapCut screen (phone or
 * desktop) showing where the step happens — the button to press lit up, the
 * timeline with keyframes, beat marks or a speed curve, and what the preview
 * shows — beside the step's one-line instruction. Drawn on this machine
 * (server/media/layout-image.ts), nothing downloaded.
 */
import { h, INTER, type LayoutNode, renderLayout } from '../../../media/layout-image.js';

export type Scene =
  | 'subject'
  | 'text'
  | 'captions'
  | 'green'
  | 'mask'
  | 'split'
  | 'reframe'
  | 'color'
  | 'export'
  | 'library';

export interface Diagram {
  device: 'mobile' | 'desktop';
  /** Tool buttons (bottom bar on the phone, side panel on desktop); `active` is lit. */
  tools: string[];
  active?: string;
  scene: Scene;
  /** Clips on the main track. */
  clips?: number;
  /** Keyframe diamonds, as positions 0–1 along the timeline. */
  keyframes?: number[];
  /** Beat marks on the music track, positions 0–1. */
  beats?: number[];
  /** A speed curve: heights 0–1 sampled left to right. */
  curve?: number[];
  /** A transition icon between clip i and i+1. */
  transitionAfter?: number;
  /** The instruction beside the screen. */
  note: string;
}

export const DIAGRAM_SIZE = { width: 960, height: 600 };

const C = {
  bg: '#0b0c10',
  panel: '#111319',
  surface: '#161922',
  surface2: '#1d212c',
  border: '#2b3040',
  text: '#f2f3f7',
  muted: '#aeb4c4',
  violet: '#a78bfa',
  pink: '#f472b6',
  amber: '#fbbf24',
  teal: '#2dd4bf',
  green: '#22c55e',
};

const abs = (left: number, top: number, width: number, height: number, extra: Record<string, unknown> = {}) => ({
  position: 'absolute',
  left,
  top,
  width,
  height,
  display: 'flex',
  ...extra,
});

/** One colour as a background image (the preview always paints `backgroundImage`). */
const flat = (color: string) => `linear-gradient(0deg, ${color} 0%, ${color} 100%)`;

function person(x: number, y: number, scale: number, color = '#f2d3c2'): LayoutNode[] {
  return [
    h('div', abs(x - 22 * scale, y, 44 * scale, 44 * scale, { borderRadius: 999, backgroundColor: color })),
    h(
      'div',
      abs(x - 42 * scale, y + 50 * scale, 84 * scale, 90 * scale, {
        borderRadius: `${40 * scale}px ${40 * scale}px 8px 8px`,
        backgroundColor: C.violet,
      }),
    ),
  ];
}

function preview(scene: Scene, w: number, ht: number): LayoutNode {
  const cx = w / 2;
  const parts: LayoutNode[] = [];
  let background = 'linear-gradient(160deg, #27304a 0%, #3b2a4f 60%, #4a2a3d 100%)';
  switch (scene) {
    case 'green':
      background = flat(C.green);
      parts.push(...person(cx, ht * 0.28, ht / 260, '#e8c4b0'));
      break;
    case 'text':
      parts.push(
        h(
          'div',
          abs(20, ht * 0.34, w - 40, 56, {
            alignItems: 'center',
            justifyContent: 'center',
            fontSize: Math.min(40, w / 7),
            fontWeight: 800,
            color: C.text,
          }),
          'TITLE',
        ),
        h('div', abs(w * 0.25, ht * 0.34 + 60, w * 0.5, 8, { borderRadius: 4, backgroundColor: C.pink })),
      );
      break;
    case 'captions':
      parts.push(...person(cx, ht * 0.2, ht / 300));
      parts.push(
        h(
          'div',
          abs(14, ht * 0.72, w - 28, 40, {
            alignItems: 'center',
            justifyContent: 'center',
            gap: 8,
            fontSize: 18,
            fontWeight: 800,
          }),
          [
            h('div', { color: C.text }, 'this is'),
            h('div', { color: C.bg, backgroundColor: C.amber, padding: '2px 6px', borderRadius: 6 }, 'HOW'),
            h('div', { color: C.text }, 'you do it'),
          ],
        ),
      );
      break;
    case 'mask':
      parts.push(...person(cx, ht * 0.24, ht / 280));
      parts.push(
        h(
          'div',
          abs(cx - ht * 0.3, ht * 0.14, ht * 0.6, ht * 0.6, { borderRadius: 999, border: `4px dashed ${C.amber}` }),
        ),
      );
      break;
    case 'split':
      background = 'linear-gradient(90deg, #2c4a6b 0%, #2c4a6b 50%, #6b2c4a 50%, #6b2c4a 100%)';
      parts.push(h('div', abs(cx - 2, 0, 4, ht, { backgroundColor: C.text })));
      break;
    case 'reframe':
      parts.push(
        h('div', abs(8, ht * 0.3, w - 16, (w - 16) * 0.5625, { backgroundColor: '#3b4a6b', borderRadius: 6 })),
      );
      parts.push(...person(cx, ht * 0.33, ht / 420));
      parts.push(
        h('div', abs(cx - ht * 0.2, 6, ht * 0.4, ht - 12, { border: `3px dashed ${C.amber}`, borderRadius: 6 })),
      );
      break;
    case 'color':
      background = 'linear-gradient(90deg, #5b5f66 0%, #6f7279 50%, #ff8a3d 50%, #7b3fe4 100%)';
      parts.push(h('div', abs(cx - 2, 0, 4, ht, { backgroundColor: C.text })));
      parts.push(h('div', abs(10, 10, 80, 24, { fontSize: 14, color: C.text, fontWeight: 800 }), 'BEFORE'));
      parts.push(h('div', abs(w - 80, 10, 80, 24, { fontSize: 14, color: C.text, fontWeight: 800 }), 'AFTER'));
      break;
    case 'export':
      background = flat(C.surface);
      parts.push(
        h(
          'div',
          abs(16, 16, w - 32, ht - 32, { flexDirection: 'column', gap: 10, fontSize: 15, color: C.muted }),
          [
            ['Resolution', '1080p'],
            ['Frame rate', '30 fps'],
            ['Code rate', 'Recommended'],
            ['Format', 'MP4'],
          ].map(([k, v]) =>
            h(
              'div',
              {
                display: 'flex',
                justifyContent: 'space-between',
                padding: '8px 10px',
                borderRadius: 8,
                backgroundColor: C.surface2,
              },
              [h('div', {}, k), h('div', { color: C.text, fontWeight: 800 }, v)],
            ),
          ),
        ),
      );
      break;
    case 'library':
      background = flat(C.surface);
      parts.push(
        h(
          'div',
          abs(12, 12, w - 24, ht - 24, { flexWrap: 'wrap', gap: 8 }),
          Array.from({ length: 6 }, (_, i) =>
            h('div', {
              width: (w - 24 - 16) / 3 - 1,
              height: (ht - 24 - 8) / 2,
              borderRadius: 8,
              backgroundImage: `linear-gradient(135deg, ${[C.violet, C.pink, C.teal, C.amber, '#60a5fa', '#f87171'][i]} 0%, #1d212c 100%)`,
              border: i === 1 ? `3px solid ${C.amber}` : `1px solid ${C.border}`,
            }),
          ),
        ),
      );
      break;
    default:
      parts.push(...person(cx, ht * 0.24, ht / 260));
  }
  return h(
    'div',
    {
      position: 'relative',
      display: 'flex',
      width: w,
      height: ht,
      borderRadius: 10,
      backgroundImage: background,
      backgroundColor: C.surface,
      overflow: 'hidden',
    },
    parts,
  );
}

function timeline(d: Diagram, w: number): LayoutNode {
  const clips = d.clips ?? 2;
  const gap = 4;
  const clipW = (w - gap * (clips - 1)) / clips;
  const children: LayoutNode[] = [];
  // Speed curve (above the clips).
  if (d.curve) {
    const bw = w / d.curve.length;
    d.curve.forEach((v, i) => {
      children.push(
        h('div', abs(i * bw, 6 + (1 - v) * 34, bw - 2, 4 + v * 0, { backgroundColor: C.amber, borderRadius: 2 })),
      );
    });
  }
  const clipTop = 46;
  for (let i = 0; i < clips; i++) {
    children.push(
      h(
        'div',
        abs(i * (clipW + gap), clipTop, clipW, 34, {
          borderRadius: 6,
          backgroundImage: `linear-gradient(90deg, ${i % 2 ? '#3b82f6' : '#7c3aed'} 0%, ${i % 2 ? '#1e3a8a' : '#4c1d95'} 100%)`,
          border: `1px solid ${C.border}`,
        }),
      ),
    );
  }
  if (d.transitionAfter !== undefined) {
    const x = (d.transitionAfter + 1) * (clipW + gap) - gap / 2;
    children.push(
      h(
        'div',
        abs(x - 13, clipTop + 4, 26, 26, {
          borderRadius: 6,
          backgroundColor: C.amber,
          alignItems: 'center',
          justifyContent: 'center',
          fontSize: 16,
          fontWeight: 800,
          color: C.bg,
        }),
        '⇄',
      ),
    );
  }
  for (const k of d.keyframes ?? []) {
    children.push(
      h(
        'div',
        abs(k * w - 8, clipTop - 14, 16, 16, { backgroundColor: C.amber, transform: 'rotate(45deg)', borderRadius: 2 }),
      ),
    );
  }
  // Music track with beat marks.
  const musicTop = clipTop + 42;
  children.push(
    h('div', abs(0, musicTop, w, 18, { borderRadius: 5, backgroundColor: '#134e4a', border: `1px solid ${C.border}` })),
  );
  for (const b of d.beats ?? []) {
    children.push(h('div', abs(b * w - 4, musicTop + 5, 8, 8, { borderRadius: 999, backgroundColor: C.amber })));
  }
  // Playhead.
  children.push(h('div', abs(w * 0.42, 2, 2, musicTop + 20, { backgroundColor: C.text })));
  return h('div', { position: 'relative', display: 'flex', width: w, height: musicTop + 22 }, children);
}

function toolChip(label: string, active: boolean, size: 'small' | 'row'): LayoutNode {
  return h(
    'div',
    {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      padding: size === 'small' ? '6px 8px' : '8px 12px',
      borderRadius: 8,
      fontSize: size === 'small' ? 13 : 15,
      fontWeight: active ? 800 : 500,
      color: active ? C.bg : C.muted,
      backgroundColor: active ? C.amber : C.surface2,
      border: active ? `2px solid ${C.text}` : `1px solid ${C.border}`,
    },
    label,
  );
}

function phone(d: Diagram): LayoutNode {
  const w = 300;
  return h(
    'div',
    {
      display: 'flex',
      flexDirection: 'column',
      gap: 12,
      width: w + 24,
      padding: 12,
      borderRadius: 36,
      backgroundColor: '#05060a',
      border: `2px solid ${C.border}`,
    },
    [
      preview(d.scene, w, d.scene === 'export' || d.scene === 'library' ? 250 : 290),
      timeline(d, w),
      h(
        'div',
        { display: 'flex', flexWrap: 'wrap', gap: 6 },
        d.tools.map((t) => toolChip(t, t === d.active, 'small')),
      ),
    ],
  );
}

function desktop(d: Diagram): LayoutNode {
  const w = 520;
  return h(
    'div',
    {
      display: 'flex',
      flexDirection: 'column',
      gap: 10,
      width: w + 24,
      padding: 12,
      borderRadius: 14,
      backgroundColor: '#05060a',
      border: `2px solid ${C.border}`,
    },
    [
      h(
        'div',
        { display: 'flex', gap: 6 },
        ['#f87171', '#fbbf24', '#34d399'].map((c) =>
          h('div', { width: 10, height: 10, borderRadius: 99, backgroundColor: c }),
        ),
      ),
      h('div', { display: 'flex', gap: 10 }, [
        preview(d.scene, 330, 200),
        h(
          'div',
          { display: 'flex', flexDirection: 'column', gap: 6, width: w - 340 },
          d.tools.map((t) => toolChip(t, t === d.active, 'row')),
        ),
      ]),
      timeline(d, w),
    ],
  );
}

function layout(d: Diagram, label: string): LayoutNode {
  return h(
    'div',
    {
      ...DIAGRAM_SIZE,
      display: 'flex',
      alignItems: 'center',
      gap: 40,
      boxSizing: 'border-box',
      padding: '0 48px',
      backgroundImage: 'linear-gradient(135deg, #0b0c10 0%, #0b0c10 55%, #1f1633 100%)',
      color: C.text,
      fontFamily: INTER,
    },
    [
      d.device === 'mobile' ? phone(d) : desktop(d),
      h('div', { display: 'flex', flexDirection: 'column', gap: 16, flex: 1 }, [
        h('div', { display: 'flex', fontSize: 22, fontWeight: 800, color: C.violet, letterSpacing: 2 }, label),
        h(
          'div',
          { display: 'block', fontSize: d.device === 'mobile' ? 34 : 28, fontWeight: 800, lineHeight: 1.2 },
          d.note,
        ),
        h(
          'div',
          { display: 'flex', fontSize: 18, color: C.muted },
          d.device === 'mobile' ? 'CapCut mobile' : 'CapCut desktop',
        ),
      ]),
    ],
  );
}

/** The picture as WebP; `label` is the small line above the note ("STEP 2", "CAPCUT TIP"). */
export function renderDiagram(d: Diagram, label: string): Promise<Buffer> {
  return renderLayout(layout(d, label), DIAGRAM_SIZE, 'webp');
}
