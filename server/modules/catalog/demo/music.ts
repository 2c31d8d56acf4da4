/**
 * Music and sound effects for the demo catalogue, synthesised sample by
 * sample: drums (kick, snare, clap, hats, 808), bass, electric piano, pads,
 * plucks and bells over a chord progression in the track's key, with swing,
 * sidechain pumping, tape wobble, vinyl crackle and a small reverb as the
 * style asks. Tracks are seamless loops of at least 30 s (whole phrases;
 * note and reverb tails wrap round to the start). Nothing is downloaded:
 * every sample comes from the arithmetic below, seeded per variant.
 */
import { randomOf } from './scenes.js';

export const SAMPLE_RATE = 44_100;

export type MusicStyle = 'lofi' | 'synthwave' | 'edm' | 'boombap' | 'trap' | 'ambient' | 'vaporwave';
export type SfxName = 'whoosh' | 'deep-whoosh' | 'boom' | 'ding' | 'chime' | 'riser';

export interface Stereo {
  left: Float32Array;
  right: Float32Array;
}

const TAU = Math.PI * 2;
const hz = (midi: number) => 440 * 2 ** ((midi - 69) / 12);

/** A key name as the catalogue gives it ("A minor", "F major") → root MIDI note (octave 3) and mode. */
export function parseKey(key: string): { root: number; minor: boolean } {
  const [note = 'C', mode = 'major'] = key.split(' ');
  const names: Record<string, number> = {
    C: 0,
    'C#': 1,
    D: 2,
    'D#': 3,
    E: 4,
    F: 5,
    'F#': 6,
    G: 7,
    'G#': 8,
    A: 9,
    'A#': 10,
    B: 11,
  };
  return { root: 48 + (names[note] ?? 0), minor: mode.startsWith('min') };
}

/** Chords as [degree offset in semitones, intervals] for one bar each. */
const PROGRESSIONS: Record<'minor' | 'major' | 'jazz', [number, number[]][]> = {
  minor: [
    [0, [0, 3, 7, 10]],
    [8, [0, 4, 7, 11]],
    [3, [0, 4, 7, 11]],
    [10, [0, 4, 7, 9]],
  ],
  major: [
    [0, [0, 4, 7, 11]],
    [9, [0, 3, 7, 10]],
    [5, [0, 4, 7, 11]],
    [7, [0, 4, 7, 10]],
  ],
  jazz: [
    [2, [0, 3, 7, 10]],
    [7, [0, 4, 7, 10]],
    [0, [0, 4, 7, 11]],
    [9, [0, 3, 7, 10]],
  ],
};

class Mix {
  readonly left: Float32Array;
  readonly right: Float32Array;
  constructor(readonly length: number) {
    this.left = new Float32Array(length);
    this.right = new Float32Array(length);
  }
  /** Adds a mono voice at `start` seconds, panned (-1 left … 1 right). */
  add(start: number, samples: Float32Array, gain: number, pan = 0): void {
    const offset = Math.round(start * SAMPLE_RATE);
    const l = gain * Math.cos(((pan + 1) * Math.PI) / 4);
    const r = gain * Math.sin(((pan + 1) * Math.PI) / 4);
    const { left, right, length } = this;
    // Tails wrap round (the loop is seamless): `at` goes back to the start instead of a modulo per sample.
    for (let i = 0, at = offset % length; i < samples.length; i++, at = at + 1 === length ? 0 : at + 1) {
      left[at] = (left[at] as number) + (samples[i] as number) * l;
      right[at] = (right[at] as number) + (samples[i] as number) * r;
    }
  }
}

/** Renders `seconds` of one voice: `fn(t)` per sample. */
function voice(seconds: number, fn: (t: number, i: number) => number): Float32Array {
  const out = new Float32Array(Math.ceil(seconds * SAMPLE_RATE));
  for (let i = 0; i < out.length; i++) out[i] = fn(i / SAMPLE_RATE, i);
  return out;
}

/** A one-pole low-pass, in place (cutoff in Hz, fixed or per sample). */
function lowpass(x: Float32Array, cutoff: number | ((i: number) => number)): Float32Array {
  const coefficient = (fc: number) => 1 - Math.exp((-TAU * fc) / SAMPLE_RATE);
  const fixed = typeof cutoff === 'number' ? coefficient(cutoff) : 0;
  let y = 0;
  for (let i = 0; i < x.length; i++) {
    const a = typeof cutoff === 'number' ? fixed : coefficient(cutoff(i));
    y += a * ((x[i] as number) - y);
    x[i] = y;
  }
  return x;
}

/** A resonant band-pass (Chamberlin state-variable filter) with a moving centre, in place. */
function bandpass(x: Float32Array, centre: (i: number) => number, q = 0.35): Float32Array {
  let low = 0;
  let band = 0;
  for (let i = 0; i < x.length; i++) {
    const f = 2 * Math.sin((Math.PI * Math.min(centre(i), SAMPLE_RATE / 6)) / SAMPLE_RATE);
    low += f * band;
    const high = (x[i] as number) - low - q * band;
    band += f * high;
    x[i] = band;
  }
  return x;
}

function highpass(x: Float32Array, cutoff: number): Float32Array {
  let low = 0;
  const a = 1 - Math.exp((-TAU * cutoff) / SAMPLE_RATE);
  for (let i = 0; i < x.length; i++) {
    low += a * ((x[i] as number) - low);
    x[i] = (x[i] as number) - low;
  }
  return x;
}

// ---------------------------------------------------------------- instruments

/**
 * A voice that depends only on its arguments, rendered once per loop: a
 * chord comes back every few bars, and the synthesis (sines and exponentials
 * per sample) was most of a track's time. `Mix.add` only reads the samples,
 * so one buffer can be mixed in many times; the result is the same to the bit.
 */
function memo<A extends unknown[]>(render: (...args: A) => Float32Array): (...args: A) => Float32Array {
  const cache = new Map<string, Float32Array>();
  return (...args) => {
    const key = args.join(' ');
    let samples = cache.get(key);
    if (!samples) {
      samples = render(...args);
      cache.set(key, samples);
    }
    return samples;
  };
}

// Noise-based voices (snare, clap, hat) draw from `rnd` and stay fresh each hit; the tonal ones are memoised.
const instruments = (rnd: () => number) => {
  const noise = (seconds: number) => voice(seconds, () => rnd() * 2 - 1);
  return {
    kick: memo(() =>
      voice(0.45, (t) => Math.sin(TAU * (48 * t + (110 / 30) * (1 - Math.exp(-30 * t)))) * Math.exp(-7 * t)),
    ),
    snare: () => {
      const body = voice(0.3, (t) => Math.sin(TAU * 190 * t) * Math.exp(-28 * t) * 0.5);
      const rattle = highpass(noise(0.3), 1500);
      return voice(0.3, (t, i) => (body[i] as number) + (rattle[i] as number) * Math.exp(-16 * t) * 0.8);
    },
    clap: () => {
      const n = bandpass(noise(0.3), () => 1200, 0.6);
      return voice(0.3, (t, i) => {
        const bursts =
          Math.exp(-120 * (t % 0.011)) * (t < 0.033 ? 1 : 0) + (t >= 0.033 ? Math.exp(-18 * (t - 0.033)) : 0);
        return (n[i] as number) * bursts * 1.6;
      });
    },
    hat: (open: boolean) => {
      const n = highpass(noise(open ? 0.4 : 0.08), 7000);
      return voice(open ? 0.4 : 0.08, (t, i) => (n[i] as number) * Math.exp(-(open ? 9 : 70) * t));
    },
    bass: memo((midi: number, seconds: number, bright: number = 400) => {
      const f = hz(midi);
      return lowpass(
        voice(seconds, (t) => {
          const saw = 2 * ((f * t) % 1) - 1;
          return (
            (0.6 * Math.sin(TAU * f * t) + 0.4 * saw) *
            Math.min(1, t * 200) *
            Math.exp(-1.5 * t) *
            Math.min(1, (seconds - t) * 30)
          );
        }),
        bright,
      );
    }),
    sub808: memo((midi: number, seconds: number, slideFrom?: number) => {
      // The pitch glides from `slideFrom` down to the note: integrate the frequency for the phase.
      const target = hz(midi);
      const start = hz(slideFrom ?? midi);
      let phase = 0;
      return voice(seconds, (t) => {
        phase += (target + (start - target) * Math.exp(-18 * t)) / SAMPLE_RATE;
        return Math.tanh(1.6 * Math.sin(TAU * phase)) * Math.exp(-1.1 * t) * Math.min(1, (seconds - t) * 20);
      });
    }),
    /** Electric piano: a sine with a decaying bell overtone and tremolo; `wobble` bends it like old tape. */
    keys: memo((midi: number, seconds: number, wobble: number = 0) => {
      const f = hz(midi);
      const rate = TAU * 0.7;
      return voice(seconds, (t) => {
        // The integral of f·(1 + wobble·sin(rate·t)): a gentle pitch drift, not a growing one.
        const phase = TAU * (f * t - (f * wobble * Math.cos(rate * t)) / rate);
        const tone =
          Math.sin(phase) +
          0.35 * Math.sin(2 * phase) * Math.exp(-5 * t) +
          0.12 * Math.sin(7 * phase) * Math.exp(-14 * t);
        return (
          tone *
          Math.exp(-1.2 * t) *
          (1 + 0.15 * Math.sin(TAU * 4.5 * t)) *
          Math.min(1, t * 400) *
          Math.min(1, (seconds - t) * 8)
        );
      });
    }),
    /** Three detuned saws, filtered, with a slow attack and release. */
    pad: memo((midi: number, seconds: number, cutoff: number = 1600) => {
      const [f1, f2, f3] = [hz(midi - 0.11), hz(midi), hz(midi + 0.12)] as [number, number, number];
      return lowpass(
        voice(seconds, (t) => {
          const v = 2 * ((f1 * t) % 1) + 2 * ((f2 * t) % 1) + 2 * ((f3 * t) % 1) - 3;
          return (v / 3) * Math.min(1, t / 0.4) * Math.min(1, (seconds - t) / 0.6);
        }),
        cutoff,
      );
    }),
    pluck: memo((midi: number, seconds: number) => {
      const f = hz(midi);
      return lowpass(
        voice(seconds, (t) => (2 * ((f * t) % 1) - 1) * Math.exp(-9 * t)),
        (i) => 600 + 5000 * Math.exp((-12 * i) / SAMPLE_RATE),
      );
    }),
    bell: memo((midi: number, seconds: number) => {
      const w = TAU * hz(midi);
      return voice(
        seconds,
        (t) =>
          (Math.sin(w * t) * Math.exp(-2 * t) +
            0.5 * Math.sin(2.76 * w * t) * Math.exp(-4 * t) +
            0.25 * Math.sin(5.4 * w * t) * Math.exp(-7 * t)) *
          Math.min(1, t * 800),
      );
    }),
    noise,
  };
};

/**
 * A small Schroeder reverb. For a loop it first runs over the last two
 * seconds, so the tail of the end rings on into the start.
 */
function reverb(mix: Stereo, amount: number, size = 1, loop = true): void {
  if (amount <= 0) return;
  const combs = [1557, 1617, 1491, 1422].map((d) => Math.round(d * size));
  const allpasses = [225, 556];
  for (const channel of [mix.left, mix.right]) {
    const n = channel.length;
    const wet = new Float32Array(n);
    for (const [k, delay] of combs.entries()) {
      const line = new Float32Array(delay + k * 23);
      let pos = 0;
      let filtered = 0;
      const preroll = loop ? Math.min(n, 2 * SAMPLE_RATE) : 0;
      // The preroll reads the end of the loop (index j + n), then the loop itself; no modulo per sample.
      for (let j = -preroll; j < n; j++) {
        const i = j < 0 ? j + n : j;
        const out = line[pos] as number;
        filtered = out * 0.6 + filtered * 0.4;
        line[pos] = (channel[i] as number) + filtered * 0.8;
        pos = pos + 1 === line.length ? 0 : pos + 1;
        if (j >= 0) wet[i] = (wet[i] as number) + out / combs.length;
      }
    }
    for (const delay of allpasses) {
      const line = new Float32Array(delay);
      let pos = 0;
      for (let i = 0; i < n; i++) {
        const buffered = line[pos] as number;
        const input = wet[i] as number;
        line[pos] = input + buffered * 0.5;
        wet[i] = buffered - input * 0.5;
        pos = pos + 1 === delay ? 0 : pos + 1;
      }
    }
    for (let i = 0; i < n; i++) channel[i] = (channel[i] as number) + (wet[i] as number) * amount;
  }
}

/** Scales the loop to peak at `ceiling` (with a gentle tanh limiter), in place. */
function master(mix: Stereo, ceiling = 0.89): void {
  let peak = 0;
  for (const ch of [mix.left, mix.right]) for (const v of ch) peak = Math.max(peak, Math.abs(v));
  const drive = peak > 0 ? 1.4 / peak : 1;
  for (const ch of [mix.left, mix.right]) {
    for (let i = 0; i < ch.length; i++) ch[i] = (Math.tanh((ch[i] as number) * drive) / Math.tanh(1.4)) * ceiling;
  }
}

// ---------------------------------------------------------------- music

/**
 * A loop of whole 4-bar phrases lasting at least `minSeconds`: drums,
 * bass and chords per the style, a melody on the second half of each
 * 8 bars, and a fill at the end of each 8.
 */
export function renderMusic(style: MusicStyle, bpm: number, key: string, variant: number, minSeconds = 30): Stereo {
  const beat = 60 / bpm;
  const bar = beat * 4;
  const bars = Math.ceil(minSeconds / bar / 4) * 4;
  const length = Math.round(bars * bar * SAMPLE_RATE);
  const rnd = randomOf(variant * 17 + bpm);
  const ins = instruments(rnd);
  const drums = new Mix(length);
  const music = new Mix(length);
  const { root, minor } = parseKey(key);
  const progression =
    PROGRESSIONS[style === 'lofi' || style === 'vaporwave' ? (minor ? 'minor' : 'jazz') : minor ? 'minor' : 'major'];
  const swing = style === 'lofi' || style === 'boombap' ? beat * 0.08 : 0;
  const at = (b: number, beatInBar: number) => b * bar + beatInBar * beat + (beatInBar % 1 === 0.5 ? swing : 0);
  const scale = minor ? [0, 2, 3, 5, 7, 8, 10] : [0, 2, 4, 5, 7, 9, 11];

  for (let b = 0; b < bars; b++) {
    const [degree, chord] = progression[b % progression.length] as [number, number[]];
    const chordRoot = root + degree;
    const fill = b % 8 === 7;
    const second = b % 8 >= 4;
    // ---- drums
    const kicks: Record<MusicStyle, number[]> = {
      lofi: [0, 1.75, 2.5],
      boombap: [0, 0.75, 2.5],
      synthwave: [0, 1, 2, 3],
      edm: [0, 1, 2, 3],
      trap: [0, 1.75, 2.25],
      ambient: [],
      vaporwave: [0, 2.5],
    };
    for (const k of kicks[style]) drums.add(at(b, k), ins.kick(), style === 'vaporwave' ? 0.5 : 0.9);
    if (style !== 'ambient') {
      const backbeats = style === 'trap' ? [2] : [1, 3];
      for (const k of backbeats) {
        drums.add(
          at(b, k),
          style === 'edm' || style === 'trap' ? ins.clap() : ins.snare(),
          style === 'vaporwave' ? 0.3 : 0.55,
          0.05,
        );
      }
      const hatStep = style === 'trap' || style === 'edm' ? 0.25 : 0.5;
      for (let h = 0; h < 4; h += hatStep) {
        const open = style === 'edm' && h % 1 === 0.5;
        drums.add(at(b, h), ins.hat(open), (open ? 0.22 : 0.14) * (0.7 + 0.3 * rnd()), 0.3);
      }
      if (style === 'trap' && b % 2 === 1)
        for (let r = 0; r < 6; r++) drums.add(at(b, 3) + (r * beat) / 6, ins.hat(false), 0.12, 0.3);
      if (fill) for (let r = 0; r < 4; r++) drums.add(at(b, 3) + (r * beat) / 4, ins.snare(), 0.25 + r * 0.08, -0.1);
    }
    // ---- bass
    const bassNote = chordRoot - 12;
    if (style === 'trap') {
      music.add(at(b, 0), ins.sub808(bassNote, bar * 0.7, b % 4 === 0 ? bassNote + 12 : undefined), 0.75);
    } else if (style === 'synthwave') {
      for (let e = 0; e < 8; e++) music.add(at(b, e / 2), ins.bass(bassNote + (e % 2 ? 12 : 0), beat * 0.45, 900), 0.4);
    } else if (style === 'edm') {
      for (let e = 0; e < 4; e++) music.add(at(b, e + 0.5), ins.bass(bassNote, beat * 0.45, 1200), 0.55);
    } else if (style !== 'ambient') {
      for (const [k, len] of [
        [0, 1.4],
        [1.5, 0.4],
        [2, 1.5],
      ] as const) {
        music.add(at(b, k), ins.bass(bassNote + (k === 1.5 ? 7 : 0), beat * len), 0.55);
      }
    }
    // ---- chords
    const voicing = chord.map((iv) => chordRoot + 12 + iv);
    for (const [n, note] of voicing.entries()) {
      const pan = (n / (voicing.length - 1) - 0.5) * 0.8;
      if (style === 'lofi' || style === 'boombap' || style === 'vaporwave') {
        const wobble = style === 'boombap' ? 0 : 0.004;
        music.add(at(b, 0) + n * 0.012, ins.keys(note, bar * 0.95, wobble), 0.17, pan);
        if (style !== 'vaporwave') music.add(at(b, 2.5) + n * 0.012, ins.keys(note, beat * 1.3, wobble), 0.1, pan);
      } else if (style === 'edm') {
        for (const k of [0.5, 1.5, 2.5, 3.5]) music.add(at(b, k), ins.pad(note, beat * 0.4, 3500), 0.1, pan);
      } else {
        music.add(
          at(b, 0),
          ins.pad(note, bar * (style === 'ambient' ? 1.6 : 1.02), style === 'ambient' ? 900 : 1800),
          0.13,
          pan,
        );
      }
    }
    // ---- melody on the second half of each eight bars
    if (second) {
      const melodyOctave = root + 24;
      if (style === 'ambient') {
        for (let k = 0; k < 3; k++)
          music.add(
            at(b, k * 1.5 + rnd() * 0.3),
            ins.bell(melodyOctave + (scale[Math.floor(rnd() * 5)] as number), 3),
            0.12,
            rnd() - 0.5,
          );
      } else if (style === 'synthwave' || style === 'edm') {
        for (let e = 0; e < 16; e++)
          music.add(
            at(b, e / 4),
            ins.pluck((voicing[e % voicing.length] as number) + 12, beat * 0.3),
            0.12,
            e % 2 ? 0.4 : -0.4,
          );
      } else if (style === 'trap') {
        for (const k of [0, 0.75, 1.5, 2.5])
          music.add(at(b, k), ins.bell(melodyOctave + (scale[(b + Math.round(k * 2)) % 5] as number), 1.5), 0.12);
      } else {
        for (const k of [0, 1, 1.5, 2.5, 3]) {
          music.add(
            at(b, k),
            ins.keys(melodyOctave + (scale[Math.floor(rnd() * scale.length)] as number), beat * 0.9, 0.003),
            0.09,
            0.25,
          );
        }
      }
    }
  }

  // Sidechain: the music ducks under each kick (EDM, synthwave).
  if (style === 'edm' || style === 'synthwave') {
    for (let i = 0; i < length; i++) {
      const since = (i / SAMPLE_RATE) % beat;
      const duck = 0.35 + 0.65 * Math.min(1, since / (beat * 0.55));
      music.left[i] = (music.left[i] as number) * duck;
      music.right[i] = (music.right[i] as number) * duck;
    }
  }
  reverb(music, style === 'ambient' || style === 'vaporwave' ? 0.55 : 0.25, style === 'ambient' ? 1.4 : 1);
  const out: Stereo = { left: new Float32Array(length), right: new Float32Array(length) };
  for (let i = 0; i < length; i++) {
    out.left[i] = (drums.left[i] as number) + (music.left[i] as number);
    out.right[i] = (drums.right[i] as number) + (music.right[i] as number);
  }
  if (style === 'lofi' || style === 'boombap' || style === 'vaporwave') {
    // Dusty top end and vinyl crackle.
    lowpass(out.left, 5200);
    lowpass(out.right, 5200);
    for (let i = 0; i < length; i++) {
      if (rnd() < 0.0004) {
        const pop = (rnd() - 0.5) * 0.25;
        out.left[i] = (out.left[i] as number) + pop;
        out.right[i] = (out.right[i] as number) + pop;
      }
    }
  }
  master(out);
  return out;
}

// ---------------------------------------------------------------- sound effects

export function renderSfx(name: SfxName, variant: number): Stereo {
  const rnd = randomOf(variant * 13 + name.length);
  const ins = instruments(rnd);
  const seconds = { whoosh: 1.2, 'deep-whoosh': 2.2, boom: 3.2, ding: 1.4, chime: 1.8, riser: 4 }[name];
  const mix = new Mix(Math.round(seconds * SAMPLE_RATE) + SAMPLE_RATE);
  const n = Math.round(seconds * SAMPLE_RATE);
  const shape = (peakAt: number) => (i: number) => {
    const t = i / n;
    return t < peakAt ? (t / peakAt) ** 2 : ((1 - t) / (1 - peakAt)) ** 1.5;
  };
  switch (name) {
    case 'whoosh':
    case 'deep-whoosh': {
      const deep = name === 'deep-whoosh';
      const env = shape(deep ? 0.45 : 0.55);
      const air = bandpass(ins.noise(seconds), (i) => (deep ? 250 : 700) * 2 ** (3 * Math.sin((Math.PI * i) / n)), 0.5);
      for (let i = 0; i < n; i++) air[i] = (air[i] as number) * env(i) * (deep ? 1.6 : 1.3);
      // Pans past the listener, left to right.
      const half = air.length;
      mix.add(
        0,
        air.map((v, i) => v * (1 - i / half)),
        1,
        -0.8,
      );
      mix.add(
        0,
        air.map((v, i) => v * (i / half)),
        1,
        0.8,
      );
      if (deep)
        mix.add(
          0,
          voice(
            seconds,
            (t) =>
              Math.sin(TAU * (45 + 30 * Math.sin((Math.PI * t) / seconds)) * t) *
              env(Math.round(t * SAMPLE_RATE)) *
              0.6,
          ),
          1,
        );
      break;
    }
    case 'boom': {
      mix.add(
        0,
        voice(seconds, (t) => Math.sin(TAU * (32 * t + (40 / 6) * (1 - Math.exp(-6 * t)))) * Math.exp(-1.4 * t)),
        1,
      );
      mix.add(
        0,
        lowpass(ins.noise(seconds), 500).map((v, i) => v * Math.exp((-3 * i) / SAMPLE_RATE) * 2.2),
        1,
      );
      mix.add(0, ins.kick(), 0.8);
      break;
    }
    case 'ding':
      mix.add(0, ins.bell(88 + (variant % 3) * 2, seconds), 0.8);
      break;
    case 'chime':
      for (const [k, note] of [84, 88, 91, 96].entries())
        mix.add(k * 0.09, ins.bell(note, seconds - k * 0.09), 0.45, (k - 1.5) * 0.3);
      break;
    case 'riser': {
      const env = (t: number) => (t / seconds) ** 2;
      const hiss = bandpass(ins.noise(seconds), (i) => 300 * 2 ** ((5 * i) / n), 0.7);
      mix.add(
        0,
        hiss.map((v, i) => v * env(i / SAMPLE_RATE) * 1.2),
        1,
      );
      mix.add(
        0,
        voice(seconds, (t) => (2 * ((110 * 2 ** ((2 * t) / seconds) * t) % 1) - 1) * env(t) * 0.25),
        1,
        -0.3,
      );
      mix.add(
        0,
        voice(seconds, (t) => (2 * ((110.8 * 2 ** ((2 * t) / seconds) * t) % 1) - 1) * env(t) * 0.25),
        1,
        0.3,
      );
      break;
    }
  }
  // One pass: an effect rings out into the second of silence after it instead of looping.
  reverb(mix, name === 'boom' || name === 'chime' || name === 'ding' ? 0.35 : 0.15, 1, false);
  const out = { left: mix.left, right: mix.right };
  master(out, 0.93);
  return out;
}

// ---------------------------------------------------------------- files

/** 16-bit PCM WAV of a stereo buffer. */
export function wavFile({ left, right }: Stereo): Buffer {
  const frames = left.length;
  const out = Buffer.alloc(44 + frames * 4);
  out.write('RIFF', 0);
  out.writeUInt32LE(36 + frames * 4, 4);
  out.write('WAVEfmt ', 8);
  out.writeUInt32LE(16, 16);
  out.writeUInt16LE(1, 20);
  out.writeUInt16LE(2, 22);
  out.writeUInt32LE(SAMPLE_RATE, 24);
  out.writeUInt32LE(SAMPLE_RATE * 4, 28);
  out.writeUInt16LE(4, 32);
  out.writeUInt16LE(16, 34);
  out.write('data', 36);
  out.writeUInt32LE(frames * 4, 40);
  // Interleaved little-endian samples (every platform Node runs on is little-endian); Int16Array clamps nothing, so clamp first.
  const samples = new Int16Array(out.buffer, out.byteOffset + 44, frames * 2);
  for (let i = 0; i < frames; i++) {
    samples[2 * i] = Math.max(-32768, Math.min(32767, Math.round((left[i] as number) * 32767)));
    samples[2 * i + 1] = Math.max(-32768, Math.min(32767, Math.round((right[i] as number) * 32767)));
  }
  return out;
}
