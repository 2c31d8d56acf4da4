/**
 * Demo clips made by ffmpeg filter graphs over still layers (scenes.ts
 * landscapes, text rendered by sharp): transitions between two shots, looks
 * applied to a shot, a lower third, and two of lavfi's cellular automata.
 * A handful of overlay/crop/fade filters per clip: cheap next to encoding.
 *
 * Each recipe writes its stills (PNG) into the work directory and returns
 * them with a filter graph that reads still k as [s<k>] (decoded once and
 * repeated from memory: `-loop 1` would decode the PNG again every frame),
 * any further inputs from index `stills.length` on, and ends in [out].
 */
import path from 'node:path';
import type { SceneName } from './scenes.js';

export interface FilterClip {
  width: number;
  height: number;
  fps: number;
  seconds: number;
  variant: number;
}

/** Writes an SVG as a PNG file (sharp, injected so this file stays pure). */
export type SvgToPng = (svg: string, file: string) => Promise<void>;

export interface FilterGraph {
  /** PNG files, read as [s0], [s1]… */
  stills: string[];
  /** Further ffmpeg inputs (lavfi sources), numbered after the stills. */
  inputs?: string[];
  graph: string;
}

export interface FilterRecipe {
  alpha: boolean;
  build(clip: FilterClip, dir: string, toPng: SvgToPng): Promise<FilterGraph>;
}

/** The ffmpeg arguments of a built recipe: inputs and the whole graph, still loops first. */
export function filterArgs(built: FilterGraph, fps: number): string[] {
  // Converted once, before the loop: per frame it would cost more than the rest of the graph.
  const loops = built.stills.map(
    (_, k) => `[${k}:v]format=yuva420p,loop=loop=-1:size=1:start=0,setpts=N/(${fps}*TB)[s${k}]`,
  );
  return [
    ...built.stills.flatMap((file) => ['-i', file]),
    ...(built.inputs ?? []),
    '-filter_complex',
    [...loops, built.graph].join(';'),
  ];
}

const PAIRS: [SceneName, SceneName][] = [
  ['peaks', 'city'],
  ['ocean', 'forest'],
  ['dunes', 'synthwave'],
  ['city', 'ocean'],
  ['forest', 'dunes'],
  ['synthwave', 'peaks'],
];

/** Seconds with millisecond precision, as ffmpeg expressions take them. */
const s = (v: number) => String(Math.round(v * 1000) / 1000);

/** Eased (smoothstep) progress from 0 to 1 between t0 and t0 + span, as an ffmpeg expression. */
const eased = (t0: number, span: number) => `st(0,clip((t-${s(t0)})/${s(span)},0,1));ld(0)*ld(0)*(3-2*ld(0))`;

/**
 * Two landscapes at 110 % size, A slowly panning right and B left ([a], [b]),
 * for a transition's before and after shots.
 */
async function twoShots(clip: FilterClip, dir: string, toPng: SvgToPng, sceneSvg: SceneSource) {
  const [first, second] = PAIRS[clip.variant % PAIRS.length] as [SceneName, SceneName];
  const w = Math.round(clip.width * 1.1);
  const h = Math.round(clip.height * 1.1);
  const a = path.join(dir, 'shot-a.png');
  const b = path.join(dir, 'shot-b.png');
  await toPng(sceneSvg(first, clip.variant, w, h), a);
  await toPng(sceneSvg(second, clip.variant + 1, w, h), b);
  const pan = (to: 'right' | 'left') =>
    `crop=${clip.width}:${clip.height}:x='(iw-ow)*${to === 'right' ? '' : '(1-'}t/${s(clip.seconds)}${to === 'right' ? '' : ')'}':y='(ih-oh)/2',setsar=1,format=yuv420p`;
  return { stills: [a, b], graph: `[s0]${pan('right')}[a];[s1]${pan('left')}[b]` };
}

type SceneSource = (scene: SceneName, variant: number, w: number, h: number) => string;

/** The transition runs over the middle half of the clip: a quarter on shot A before, a quarter on B after. */
const windowOf = (clip: FilterClip) => ({ t0: clip.seconds * 0.25, span: clip.seconds * 0.5, mid: clip.seconds * 0.5 });

/**
 * A transition: the graph `make` returns reads the two shots as [a] and [b]
 * (stills 0 and 1; any stills of its own follow from [s2]) and ends in [out].
 */
function transition(
  sceneSvg: SceneSource,
  make: (
    clip: FilterClip,
    w: ReturnType<typeof windowOf>,
    extra: { dir: string; toPng: SvgToPng },
  ) => Promise<{ graph: string; stills?: string[] }> | { graph: string; stills?: string[] },
): FilterRecipe {
  return {
    alpha: false,
    async build(clip, dir, toPng) {
      const shots = await twoShots(clip, dir, toPng, sceneSvg);
      const own = await make(clip, windowOf(clip), { dir, toPng });
      return { stills: [...shots.stills, ...(own.stills ?? [])], graph: `${shots.graph};${own.graph}` };
    },
  };
}

/** Horizontal slices of the frame thrown sideways, channels split and noise, inside the given windows. */
function glitchBursts(input: string, windows: [number, number][], height: number): string {
  const on = windows.map(([a, b]) => `between(t,${s(a)},${s(b)})`).join('+');
  const strips = [0.18, 0.41, 0.63, 0.8].map((y, k) => ({
    y: Math.round(height * y),
    h: Math.round(height * (0.04 + 0.03 * (k % 3))),
  }));
  let graph = `[${input}]split=${strips.length + 1}[g0]${strips.map((_, k) => `[gs${k}]`).join('')};`;
  strips.forEach((st, k) => {
    graph += `[gs${k}]crop=iw:${st.h}:0:${st.y}[strip${k}];`;
  });
  let last = 'g0';
  strips.forEach((st, k) => {
    graph += `[${last}][strip${k}]overlay=x='${k % 2 ? '-' : ''}${60 + k * 25}*sin(t*${71 + k * 13})':y=${st.y}:enable='${on}'[go${k}];`;
    last = `go${k}`;
  });
  return `${graph}[${last}]chromashift=cbh=-18:crh=18:cbv=4:enable='${on}',noise=c0s=24:allf=t:enable='${on}'`;
}

export function filterRecipes(sceneSvg: SceneSource): Record<string, FilterRecipe> {
  return {
    crossfade: transition(sceneSvg, (_, { t0, span }) => ({
      graph: `[b]format=yuva420p,fade=in:st=${s(t0)}:d=${s(span)}:alpha=1[bf];[a][bf]overlay,format=yuv420p[out]`,
    })),
    swipe: transition(sceneSvg, ({ width }, { t0, span }) => {
      const e = eased(t0, span);
      return {
        graph: `[a][b]overlay=x='${width}*(1-(${e}))':y=0,avgblur=sizeX=18:sizeY=1:enable='between(t,${s(t0 + span * 0.15)},${s(t0 + span * 0.85)})',format=yuv420p[out]`,
      };
    }),
    'push-up': transition(sceneSvg, ({ width, height, fps, seconds }, { t0, span }) => {
      const e = eased(t0, span);
      return {
        graph: `color=c=black:s=${width}x${height}:r=${fps}:d=${s(seconds)}[base];[base][a]overlay=x=0:y='-${height}*(${e})'[pa];[pa][b]overlay=x=0:y='${height}*(1-(${e}))',format=yuv420p[out]`,
      };
    }),
    whip: transition(sceneSvg, ({ width, height, fps, seconds }, { t0, span }) => {
      const e = eased(t0, span);
      return {
        graph: `color=c=black:s=${width}x${height}:r=${fps}:d=${s(seconds)}[base];[base][a]overlay=x='-${width}*(${e})':y=0[pa];[pa][b]overlay=x='${width}*(1-(${e}))':y=0,avgblur=sizeX=60:sizeY=1:enable='between(t,${s(t0 + span * 0.2)},${s(t0 + span * 0.8)})',format=yuv420p[out]`,
      };
    }),
    split: transition(sceneSvg, ({ height }, { t0, span }) => {
      const e = eased(t0, span);
      const half = Math.round(height / 2);
      return {
        graph: `[a]split[a1][a2];[a1]crop=iw:${half}:0:0[top];[a2]crop=iw:${height - half}:0:${half}[bottom];[b][top]overlay=x=0:y='-${half}*(${e})'[bt];[bt][bottom]overlay=x=0:y='${half}+${height - half}*(${e})',format=yuv420p[out]`,
      };
    }),
    flash: transition(sceneSvg, ({ width, height, fps, seconds }, { mid, span }) => {
      const d = span * 0.35;
      return {
        graph: `color=c=white:s=${width}x${height}:r=${fps}:d=${s(seconds)},format=yuva420p,fade=in:st=${s(mid - d)}:d=${s(d)}:alpha=1,fade=out:st=${s(mid)}:d=${s(d * 1.6)}:alpha=1[white];[a][b]overlay=enable='gte(t,${s(mid)})'[cut];[cut][white]overlay,format=yuv420p[out]`,
      };
    }),
    'blur-dissolve': transition(sceneSvg, (_, { t0, span }) => {
      const blur = (a: number, b: number, sigma: number) =>
        `gblur=sigma=${sigma}:enable='between(t,${s(t0 + span * a)},${s(t0 + span * b)})'`;
      return {
        graph: `[b]format=yuva420p,fade=in:st=${s(t0 + span * 0.2)}:d=${s(span * 0.6)}:alpha=1[bf];[a][bf]overlay,${blur(0.05, 0.95, 4)},${blur(0.2, 0.8, 9)},${blur(0.35, 0.65, 16)},format=yuv420p[out]`,
      };
    }),
    'glitch-cut': transition(sceneSvg, ({ height }, { mid }) => {
      return {
        graph: `[a][b]overlay=enable='gte(t,${s(mid)})'[cut];${glitchBursts('cut', [[mid - 0.35, mid + 0.3]], height)},format=yuv420p[out]`,
      };
    }),
    'light-leak': transition(sceneSvg, async ({ width, height }, { t0, span }, { dir, toPng }) => {
      const file = path.join(dir, 'leak.png');
      await toPng(leakStripSvg(width * 3, height), file);
      const e = eased(t0 - span * 0.2, span * 1.4);
      return {
        stills: [file],
        graph: `[s2]crop=${width}:${height}:x='${width * 2}*(${e})':y=0,format=gbrp[leak];[b]format=yuva420p,fade=in:st=${s(t0 + span * 0.3)}:d=${s(span * 0.4)}:alpha=1[bf];[a][bf]overlay,format=gbrp[ab];[ab][leak]blend=all_mode=screen:shortest=1,format=yuv420p[out]`,
      };
    }),
    'zoom-punch': transition(sceneSvg, ({ width, height, fps }, { mid, span }) => {
      const half = span / 2;
      const zoom = (from: number, to: number, start: number) =>
        `zoompan=z='st(1,clip((on/${fps}-${s(start)})/${s(half)},0,1));${from}+(${to}-${from})*ld(1)*ld(1)':d=1:x='iw/2-(iw/zoom/2)':y='ih/2-(ih/zoom/2)':s=${width}x${height}:fps=${fps}`;
      return {
        graph: `[a]${zoom(1, 2.6, mid - half)}[za];[b]${zoom(2.6, 1, mid)},setpts=PTS[zb];[za][zb]overlay=enable='gte(t,${s(mid)})',gblur=sigma=10:enable='between(t,${s(mid - half * 0.5)},${s(mid + half * 0.5)})',format=yuv420p[out]`,
      };
    }),
    'glitch-look': {
      alpha: false,
      async build(clip, dir, toPng) {
        const file = path.join(dir, 'shot.png');
        await toPng(
          sceneSvg(clip.variant % 2 ? 'city' : 'synthwave', clip.variant, Math.round(clip.width * 1.1), clip.height),
          file,
        );
        const d = clip.seconds;
        const bursts: [number, number][] = [
          [d * 0.12, d * 0.2],
          [d * 0.45, d * 0.52],
          [d * 0.56, d * 0.6],
          [d * 0.82, d * 0.9],
        ];
        return {
          stills: [file],
          graph: `[s0]crop=${clip.width}:${clip.height}:x='(iw-ow)*t/${s(d)}':y=0,format=yuv420p[shot];${glitchBursts('shot', bursts, clip.height)},format=yuv420p[out]`,
        };
      },
    },
    vhs: {
      alpha: false,
      async build(clip, dir, toPng) {
        const shot = path.join(dir, 'shot.png');
        const lines = path.join(dir, 'scanlines.png');
        const band = path.join(dir, 'band.png');
        const label = path.join(dir, 'label.png');
        const { width: w, height: h } = clip;
        await toPng(sceneSvg(clip.variant % 2 ? 'ocean' : 'peaks', clip.variant, Math.round(w * 1.1), h), shot);
        let rows = '';
        for (let y = 0; y < h; y += 3) rows += `<rect y="${y}" width="${w}" height="1" fill="#000" opacity="0.28"/>`;
        await toPng(`<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">${rows}</svg>`, lines);
        await toPng(
          `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="60"><defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0"/><stop offset="0.5" stop-color="#fff" stop-opacity="0.35"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></linearGradient></defs><rect width="${w}" height="60" fill="url(#g)"/></svg>`,
          band,
        );
        await toPng(
          `<svg xmlns="http://www.w3.org/2000/svg" width="360" height="80"><text x="10" y="54" font-family="DejaVu Sans Mono, monospace" font-size="44" font-weight="700" fill="#fff" opacity="0.9">PLAY ▶</text></svg>`,
          label,
        );
        const d = clip.seconds;
        return {
          stills: [shot, lines, band, label],
          graph: `[s0]crop=${w}:${h}:x='(iw-ow)*t/${s(d)}':y=0,chromashift=cbh=6:crh=-6,scale=${Math.round(w / 2)}:-2,scale=${w}:${h}:flags=bicubic,eq=saturation=1.35:contrast=1.08,format=yuv420p[v0];[v0][s1]overlay[v1];[v1][s2]overlay=x=0:y='mod(t*${Math.round(h / 1.6)},${h + 60})-60'[v2];[v2][s3]overlay=x=${Math.round(w * 0.06)}:y=${Math.round(h * 0.06)}:enable='lt(mod(t,1),0.7)',vignette=PI/5,format=yuv420p[out]`,
        };
      },
    },
    'old-film': {
      alpha: false,
      async build(clip, dir, toPng) {
        const shot = path.join(dir, 'shot.png');
        const scratch = path.join(dir, 'scratch.png');
        const { width: w, height: h } = clip;
        await toPng(sceneSvg(clip.variant % 2 ? 'forest' : 'dunes', clip.variant, Math.round(w * 1.1), h), shot);
        await toPng(
          `<svg xmlns="http://www.w3.org/2000/svg" width="3" height="${h}"><rect width="2" height="${h}" fill="#fff" opacity="0.55"/></svg>`,
          scratch,
        );
        const d = clip.seconds;
        return {
          stills: [shot, scratch],
          graph: `[s0]crop=${w}:${h}:x='(iw-ow)*t/${s(d)}':y=0,hue=s=0,lutyuv=u=val-14:v=val+18,eq=brightness='0.04*sin(t*41)*sin(t*17)':contrast=1.15:eval=frame,vignette=PI/4,format=yuv420p[v0];[s1]split[k1][k2];[v0][k1]overlay=x='mod(t*1733,${w})':y=0:enable='lt(mod(t,0.6),0.3)'[v1];[v1][k2]overlay=x='mod(t*911+${Math.round(w / 3)},${w})':y=0:enable='gt(mod(t,0.9),0.5)',format=yuv420p[out]`,
        };
      },
    },
    'lower-third': {
      alpha: true,
      async build(clip, dir, toPng) {
        const { width: w, height: h, seconds: d } = clip;
        const names = [
          ['ALEX MORGAN', 'Travel Creator'],
          ['JAMIE CHEN', 'Host · Weekly Tech'],
          ['SAM RIVERA', 'Founder, Studio North'],
        ][clip.variant % 3] as [string, string];
        const accent = ['#7c3aed', '#0ea5e9', '#f43f5e'][clip.variant % 3] as string;
        const barW = Math.round(w * 0.46);
        const u = h / 720;
        const bar = path.join(dir, 'bar.png');
        const name = path.join(dir, 'name.png');
        const title = path.join(dir, 'title.png');
        await toPng(
          `<svg xmlns="http://www.w3.org/2000/svg" width="${barW}" height="${Math.round(140 * u)}"><rect width="${12 * u}" height="${140 * u}" fill="${accent}"/><rect x="${12 * u}" width="${barW - 12 * u}" height="${88 * u}" fill="#0b0b14" opacity="0.85"/><rect x="${12 * u}" y="${88 * u}" width="${Math.round(barW * 0.72)}" height="${52 * u}" fill="${accent}"/></svg>`,
          bar,
        );
        await toPng(
          `<svg xmlns="http://www.w3.org/2000/svg" width="${barW}" height="${Math.round(88 * u)}"><text x="${40 * u}" y="${62 * u}" font-family="DejaVu Sans, Arial, sans-serif" font-size="${48 * u}" font-weight="700" letter-spacing="${3 * u}" fill="#fff">${names[0]}</text></svg>`,
          name,
        );
        await toPng(
          `<svg xmlns="http://www.w3.org/2000/svg" width="${barW}" height="${Math.round(52 * u)}"><text x="${40 * u}" y="${36 * u}" font-family="DejaVu Sans, Arial, sans-serif" font-size="${28 * u}" fill="#fff">${names[1]}</text></svg>`,
          title,
        );
        const x0 = Math.round(w * 0.07);
        const y0 = Math.round(h * 0.7);
        const inE = eased(0.15, 0.45);
        const outE = eased(d - 0.6, 0.45);
        const slide = (delay: number) => `${x0}-${barW + x0}*(1-(${eased(0.15 + delay, 0.45)}))-${barW + x0}*(${outE})`;
        return {
          stills: [bar, name, title],
          inputs: ['-f', 'lavfi', '-i', `color=c=black@0:s=${w}x${h}:r=${clip.fps}:d=${s(d)},format=rgba`],
          graph: `[3:v][s0]overlay=x='${x0}-${barW + x0}*(1-(${inE}))-${barW + x0}*(${outE})':y=${y0}:format=rgb[l1];[s1]format=rgba,fade=in:st=0.35:d=0.3:alpha=1[n];[l1][n]overlay=x='${slide(0.12)}':y=${y0}:format=rgb[l2];[s2]format=rgba,fade=in:st=0.6:d=0.35:alpha=1[tt];[l2][tt]overlay=x='${slide(0.2)}':y=${y0 + Math.round(88 * u)}:format=rgb,format=rgba[out]`,
        };
      },
    },
    'pixel-life': {
      alpha: false,
      async build(clip) {
        const grid = `${Math.round(clip.width / 10)}x${Math.round(clip.height / 10)}`;
        const colours = [
          ['#a78bfa', '#1e1b4b'],
          ['#34d399', '#022c22'],
        ][clip.variant % 2] as [string, string];
        return {
          stills: [],
          inputs: [
            '-f',
            'lavfi',
            '-i',
            `life=size=${grid}:rate=${clip.fps}:ratio=0.3:seed=${clip.variant}:mold=10:life_color=${colours[0]}:death_color=${colours[1]}:mold_color=#0b1020`,
          ],
          graph: `[0:v]scale=${clip.width}:${clip.height}:flags=neighbor,format=yuv420p[out]`,
        };
      },
    },
    'cellular-scroll': {
      alpha: false,
      async build(clip) {
        const grid = `${Math.round(clip.width / 8)}x${Math.round(clip.height / 8)}`;
        const tint = clip.variant % 2 ? 'rr=0.2:gg=0.8:bb=1' : 'rr=1:gg=0.45:bb=0.8';
        return {
          stills: [],
          inputs: [
            '-f',
            'lavfi',
            '-i',
            `cellauto=size=${grid}:rate=${clip.fps}:rule=${[30, 90, 110][clip.variant % 3]}:seed=${clip.variant}:scroll=1`,
          ],
          graph: `[0:v]scale=${clip.width}:${clip.height}:flags=neighbor,format=rgb24,colorchannelmixer=${tint},format=yuv420p[out]`,
        };
      },
    },
  };
}

/** A strip three frames wide: black at both ends, warm light in the middle third, for a leak to sweep across. */
function leakStripSvg(w: number, h: number): string {
  const blobs = [
    [0.42, 0.3, 0.16, '#ff7a18'],
    [0.5, 0.65, 0.2, '#ff3d77'],
    [0.56, 0.4, 0.13, '#ffd166'],
    [0.47, 0.8, 0.1, '#ffb347'],
  ] as const;
  const defs = blobs
    .map(
      ([, , , c], k) =>
        `<radialGradient id="l${k}"><stop offset="0" stop-color="${c}" stop-opacity="0.95"/><stop offset="1" stop-color="${c}" stop-opacity="0"/></radialGradient>`,
    )
    .join('');
  const shapes = blobs
    .map(
      ([x, y, r], k) => `<ellipse cx="${x * w}" cy="${y * h}" rx="${r * w}" ry="${r * w * 0.6}" fill="url(#l${k})"/>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><defs>${defs}</defs><rect width="${w}" height="${h}" fill="#000"/>${shapes}</svg>`;
}
