/**
 * The demo catalogue: titles and descriptions that say what each preview
 * shows, the category tree of each kind, tags, platforms that fit what an
 * item is (CapCut first and most common), a free/premium mix and bundles.
 * Pure data; generate.ts makes the files, seed.ts the rows.
 *
 * Every item has a stable `key`: the seeder stores it as the upload id
 * (`demo:<key>`), so a second run finds what the first made and adds nothing.
 */
import type { AssetTypeValue, MediaEntity } from '../media.entity.js';
import type { MediaKindValue } from '../taxonomy.entity.js';
import type { SourceSpec, VideoRecipe } from './generate.js';
import type { ImageRecipe, PaletteName } from './images.js';
import type { MusicStyle, SfxName } from './music.js';

/** A category path: top level, then optionally a subcategory. */
export type CategoryPath = [string] | [string, string];

export interface DemoItem {
  key: string;
  kind: MediaKindValue;
  title: string;
  description: string;
  category: CategoryPath;
  tags: string[];
  /** Platform slugs (seeded by the taxonomy migration), in display order. */
  platforms: string[];
  access: MediaEntity['access'];
  priceCents: number;
  assetType?: AssetTypeValue;
  audio?: {
    bpm: number | null;
    musicalKey: string | null;
    genre: string;
    mood: string;
    isLoop: boolean;
    isSoundEffect: boolean;
  };
  source: SourceSpec;
  /** Shown in the catalogue's grouping of the seed (tests reduce the set per group). */
  group: DemoGroup;
}

export type DemoGroup = 'animations' | 'transitions' | 'effects' | 'images' | 'music' | 'sound-effects';

export const CATEGORY_TREE: Record<MediaKindValue, { name: string; children: string[] }[]> = {
  ASSET: [
    { name: 'Animations', children: ['Backgrounds', 'Abstract Motion', 'Retro'] },
    { name: 'Transitions', children: ['Slides', 'Fades & Dissolves', 'Glitch Transitions', 'Zooms'] },
    { name: 'Effects', children: ['Glitch & VHS', 'Colour & Light'] },
    { name: 'Overlays', children: ['Particles', 'Frames & Borders', 'Weather', 'Lower Thirds'] },
  ],
  IMAGE: [
    { name: 'Backgrounds', children: ['Gradients', 'Textures'] },
    { name: 'Abstract', children: [] },
    { name: 'Wallpapers', children: ['Phone', 'Desktop'] },
  ],
  AUDIO: [
    { name: 'Music', children: ['Lo-fi', 'Electronic', 'Hip-hop', 'Ambient'] },
    { name: 'Sound effects', children: ['Whooshes', 'Impacts', 'UI & Notifications', 'Risers'] },
  ],
};

/**
 * Where an item is used decides the editors it is tagged for: any editor
 * takes a clip or a track, but an After Effects tag belongs on motion and
 * overlays, not on a phone wallpaper or a song. CapCut (listed first, the
 * most common) goes on four items in five; then one to three of the others.
 */
const EDITORS_FOR = {
  clip: ['premiere-pro', 'after-effects', 'davinci-resolve', 'final-cut-pro', 'filmora'],
  mobileClip: ['vn', 'imovie', 'premiere-pro', 'final-cut-pro', 'davinci-resolve'],
  overlay: ['after-effects', 'premiere-pro', 'davinci-resolve', 'final-cut-pro'],
  still: ['premiere-pro', 'davinci-resolve', 'final-cut-pro', 'filmora'],
  phone: ['vn', 'imovie'],
  texture: ['after-effects', 'premiere-pro', 'davinci-resolve'],
  audio: ['premiere-pro', 'davinci-resolve', 'final-cut-pro', 'imovie', 'vn', 'filmora'],
} as const;

const PLATFORM_ORDER = [
  'capcut',
  'premiere-pro',
  'after-effects',
  'davinci-resolve',
  'final-cut-pro',
  'filmora',
  'imovie',
  'vn',
];

export function platformsFor(use: keyof typeof EDITORS_FOR, i: number): string[] {
  const others = EDITORS_FOR[use];
  const picked = new Set<string>();
  if (i % 5 !== 4) picked.add('capcut');
  const extra = Math.min(others.length, 1 + (i % 3));
  for (let k = 0; k < extra; k++) picked.add(others[(i + k * 2) % others.length] as string);
  return PLATFORM_ORDER.filter((p) => picked.has(p));
}

/** About a third free; premium items mostly included in the subscription, a few with a price. */
export function accessFor(i: number): { access: MediaEntity['access']; priceCents: number } {
  if (i % 3 === 0) return { access: 'FREE', priceCents: 0 };
  return { access: 'PREMIUM', priceCents: i % 7 === 0 ? 499 : i % 11 === 0 ? 999 : 0 };
}

interface ClipRow {
  title: string;
  category: CategoryPath;
  tags: string[];
  description: string;
  recipe: VideoRecipe;
  variant?: number;
  /** Shorter than the default 4 s loop (transitions). */
  seconds?: number;
}

const ANIMATIONS: ClipRow[] = [
  {
    title: 'Liquid Gradient Loop',
    category: ['Animations', 'Backgrounds'],
    tags: ['gradient', 'loop', 'background'],
    recipe: 'gradient-flow',
    variant: 0,
    description: 'Soft violet, pink and amber light drifting into one another: a calm loop to put behind titles.',
  },
  {
    title: 'Ocean Gradient Flow',
    category: ['Animations', 'Backgrounds'],
    tags: ['gradient', 'blue', 'loop'],
    recipe: 'gradient-flow',
    variant: 1,
    description: 'Teal, aqua and deep-blue glows flowing slowly across the frame, looping without a seam.',
  },
  {
    title: 'Synthwave Grid Drive',
    category: ['Animations', 'Retro'],
    tags: ['synthwave', 'retro', 'neon'],
    recipe: 'synthwave-drive',
    variant: 0,
    description: 'A striped retro sun over purple mountains while a neon grid races towards you: instant 80s.',
  },
  {
    title: 'Warp Speed Starfield',
    category: ['Animations', 'Abstract Motion'],
    tags: ['space', 'stars', 'intro'],
    recipe: 'starfield',
    variant: 0,
    description: 'Stars streak past on a jump to hyperspace, for intros, reveals and anything space.',
  },
  {
    title: 'Golden Bokeh Drift',
    category: ['Animations', 'Backgrounds'],
    tags: ['bokeh', 'warm', 'background'],
    recipe: 'bokeh',
    variant: 0,
    description: 'Out-of-focus golden and amber lights rising slowly on a dark backdrop: warm and festive.',
  },
  {
    title: 'Blue Bokeh Drift',
    category: ['Animations', 'Backgrounds'],
    tags: ['bokeh', 'blue', 'tech'],
    recipe: 'bokeh',
    variant: 1,
    description: 'Cool blue and violet bokeh drifting upwards, for tech and night-time edits.',
  },
  {
    title: 'Aurora Night Sky',
    category: ['Animations', 'Backgrounds'],
    tags: ['aurora', 'night', 'nature'],
    recipe: 'aurora',
    variant: 0,
    description: 'Green aurora curtains ripple over a dark ridge under a deep-blue night sky.',
  },
  {
    title: 'Audio Visualizer Bars',
    category: ['Animations', 'Abstract Motion'],
    tags: ['music', 'visualizer', 'neon'],
    recipe: 'equalizer',
    variant: 0,
    description:
      'Violet-to-pink equaliser bars bouncing over their reflection: a backdrop for music posts and podcasts.',
  },
  {
    title: 'Digital Rain',
    category: ['Animations', 'Abstract Motion'],
    tags: ['code', 'tech', 'matrix'],
    recipe: 'digital-rain',
    variant: 0,
    description: 'Columns of green glyphs raining down the screen, brightest at their head: hacker and tech vibes.',
  },
  {
    title: 'Neon Tunnel',
    category: ['Animations', 'Abstract Motion'],
    tags: ['neon', 'tunnel', 'music video'],
    recipe: 'tunnel',
    variant: 0,
    description: 'Glowing neon rectangles rush past as you fly down a tunnel, colours stepping round the wheel.',
  },
  {
    title: 'Plasma Waves',
    category: ['Animations', 'Retro'],
    tags: ['plasma', 'retro', 'colorful'],
    recipe: 'plasma',
    variant: 0,
    description: 'Old-school demoscene plasma: smooth colour waves rolling through a cycling palette.',
  },
  {
    title: '8-Bit Game of Life',
    category: ['Animations', 'Retro'],
    tags: ['pixel', '8-bit', 'retro'],
    recipe: 'pixel-life',
    variant: 0,
    description: "Conway's Game of Life in chunky violet pixels, colonies blooming and dying on navy.",
  },
];

const TRANSITION_SECONDS = 3;

const TRANSITIONS: ClipRow[] = (
  [
    {
      title: 'Smooth Crossfade',
      category: ['Transitions', 'Fades & Dissolves'],
      tags: ['fade', 'smooth', 'minimal'],
      recipe: 'crossfade',
      description: 'One shot dissolves evenly into the next over a second and a half: the classic clean cut.',
    },
    {
      title: 'Swipe Left',
      category: ['Transitions', 'Slides'],
      tags: ['swipe', 'slide', 'social'],
      recipe: 'swipe',
      description:
        'The next shot swipes in from the right with a touch of motion blur — the staple of short-form edits.',
    },
    {
      title: 'Push Up',
      category: ['Transitions', 'Slides'],
      tags: ['slide', 'vertical', 'social'],
      recipe: 'push-up',
      description: 'The next shot pushes the last one up and out of frame.',
    },
    {
      title: 'Whip Pan',
      category: ['Transitions', 'Slides'],
      tags: ['whip', 'fast', 'motion blur'],
      recipe: 'whip',
      description: 'Both shots whip sideways under heavy motion blur: a fast, energetic cut for travel and sports.',
    },
    {
      title: 'Split Reveal',
      category: ['Transitions', 'Slides'],
      tags: ['split', 'reveal', 'clean'],
      recipe: 'split',
      description: 'The first shot splits across the middle, top and bottom sliding apart to reveal the next.',
    },
    {
      title: 'White Flash',
      category: ['Transitions', 'Fades & Dissolves'],
      tags: ['flash', 'white', 'punchy'],
      recipe: 'flash',
      description: 'A bright white flash hides the cut between two shots — made for beat drops.',
    },
    {
      title: 'Blur Dissolve',
      category: ['Transitions', 'Fades & Dissolves'],
      tags: ['blur', 'dreamy', 'fade'],
      recipe: 'blur-dissolve',
      description: 'The picture softens into a blur, dissolves, and comes back sharp on the next shot.',
    },
    {
      title: 'Glitch Cut',
      category: ['Transitions', 'Glitch Transitions'],
      tags: ['glitch', 'digital', 'gaming'],
      recipe: 'glitch-cut',
      description: 'Sliced, channel-split frames glitch from one shot to the next, for gaming and tech montages.',
    },
    {
      title: 'Light Leak Transition',
      category: ['Transitions', 'Fades & Dissolves'],
      tags: ['light leak', 'warm', 'film'],
      recipe: 'light-leak',
      description: 'A warm orange-and-pink light leak sweeps across the frame while the shots cross-fade.',
    },
    {
      title: 'Zoom Punch',
      category: ['Transitions', 'Zooms'],
      tags: ['zoom', 'punchy', 'beat'],
      recipe: 'zoom-punch',
      description: 'A fast zoom into the first shot and out of the second, blurred at the cut: punchy on a beat.',
    },
  ] satisfies ClipRow[]
).map((row, i) => ({ ...row, variant: i, seconds: TRANSITION_SECONDS }));

/** Effects (opaque looks) and overlays (transparent): the group's first item is an overlay. */
const EFFECTS: ClipRow[] = [
  {
    title: 'Golden Particle Burst',
    category: ['Overlays', 'Particles'],
    tags: ['particles', 'alpha', 'sparkle'],
    recipe: 'particle-burst',
    variant: 0,
    description: 'Golden sparks burst from the centre, arc down and fade — on a transparent background.',
  },
  {
    title: 'RGB Glitch Burst',
    category: ['Effects', 'Glitch & VHS'],
    tags: ['glitch', 'rgb', 'digital'],
    recipe: 'glitch-look',
    variant: 1,
    description: 'Sliced, channel-split glitch bursts over a night city shot: drop them on beats and impacts.',
  },
  {
    title: 'VHS Tape Look',
    category: ['Effects', 'Glitch & VHS'],
    tags: ['vhs', 'retro', 'grain'],
    recipe: 'vhs',
    variant: 0,
    description:
      'Soft picture, chroma bleed, scanlines and a rolling tracking band, with PLAY in the corner: home video from 1989.',
  },
  {
    title: 'Old Film Look',
    category: ['Effects', 'Colour & Light'],
    tags: ['film', 'sepia', 'vintage'],
    recipe: 'old-film',
    variant: 0,
    description: 'Sepia tone, flicker, a vignette and running scratches over a desert landscape: the silent-film look.',
  },
  {
    title: 'Warm Light Leaks',
    category: ['Effects', 'Colour & Light'],
    tags: ['light leak', 'warm', 'film'],
    recipe: 'light-leaks',
    variant: 0,
    description: 'Orange, pink and gold light leaks drifting over black; set the layer to Screen over your footage.',
  },
  {
    title: 'Lens Flare Sweep',
    category: ['Effects', 'Colour & Light'],
    tags: ['lens flare', 'light', 'cinematic'],
    recipe: 'lens-flare',
    variant: 0,
    description:
      'A bright light sweeps across with halo, ghosts and an anamorphic streak, on black for Screen blending.',
  },
  {
    title: 'Confetti Pop',
    category: ['Overlays', 'Particles'],
    tags: ['confetti', 'alpha', 'celebration'],
    recipe: 'confetti',
    variant: 0,
    description:
      'Colourful confetti fluttering down, turning as it falls, on a transparent background: for celebrations and giveaways.',
  },
  {
    title: 'Snowfall Overlay',
    category: ['Overlays', 'Weather'],
    tags: ['snow', 'alpha', 'winter'],
    recipe: 'snowfall',
    variant: 0,
    description: 'Soft snowflakes falling in three depths, on transparency, for winter edits.',
  },
  {
    title: 'Neon Frame',
    category: ['Overlays', 'Frames & Borders'],
    tags: ['frame', 'alpha', 'neon'],
    recipe: 'neon-frame',
    variant: 0,
    description:
      'A glowing border that cycles through the colour wheel, its centre transparent: for facecams and reactions.',
  },
  {
    title: 'Clean Lower Third',
    category: ['Overlays', 'Lower Thirds'],
    tags: ['lower third', 'alpha', 'title'],
    recipe: 'lower-third',
    variant: 0,
    description:
      'A violet name bar and title slide in, hold and slide out, on transparency: ready for interviews and vlogs.',
  },
];

interface ImageRow {
  title: string;
  category: CategoryPath;
  tags: string[];
  description: string;
  recipe: ImageRecipe;
  variant: number;
  palette?: PaletteName;
  size: [number, number];
}

const FULL_HD: [number, number] = [1920, 1080];
const PHONE: [number, number] = [1080, 1920];

const IMAGES: ImageRow[] = [
  {
    title: 'Sunset Peaks Wallpaper',
    category: ['Wallpapers', 'Desktop'],
    tags: ['mountains', 'sunset', 'landscape'],
    recipe: 'peaks',
    variant: 0,
    size: FULL_HD,
    description: 'Layered violet mountain ridges under a magenta-to-gold sunset sky.',
  },
  {
    title: 'Neon City Night',
    category: ['Wallpapers', 'Desktop'],
    tags: ['city', 'night', 'skyline'],
    recipe: 'city',
    variant: 0,
    size: FULL_HD,
    description: 'A city skyline at night: lit windows, a full moon and a starry violet sky.',
  },
  {
    title: 'Ocean Sunset Horizon',
    category: ['Wallpapers', 'Desktop'],
    tags: ['ocean', 'sunset', 'calm'],
    recipe: 'ocean',
    variant: 0,
    size: FULL_HD,
    description: 'The sun sets over a calm blue sea, its glitter trailing towards the viewer.',
  },
  {
    title: 'Violet Dusk Gradient',
    category: ['Backgrounds', 'Gradients'],
    tags: ['gradient', 'purple', 'background'],
    recipe: 'mesh-gradient',
    variant: 1,
    palette: 'violetDusk',
    size: FULL_HD,
    description: 'Blurred violet, magenta and amber light on deep indigo, for titles and thumbnails.',
  },
  {
    title: 'Ocean Glass Gradient',
    category: ['Backgrounds', 'Gradients'],
    tags: ['gradient', 'teal', 'calm'],
    recipe: 'mesh-gradient',
    variant: 2,
    palette: 'oceanGlass',
    size: FULL_HD,
    description: 'Soft teal, aqua and mint glows on dark sea-green: calm and clean.',
  },
  {
    title: 'Golden Bokeh Lights',
    category: ['Abstract'],
    tags: ['bokeh', 'warm', 'lights'],
    recipe: 'bokeh',
    variant: 3,
    palette: 'ember',
    size: FULL_HD,
    description: 'Out-of-focus orange and gold lights on a dark, warm backdrop.',
  },
  {
    title: 'Film Grain Texture',
    category: ['Backgrounds', 'Textures'],
    tags: ['grain', 'texture', 'film'],
    recipe: 'grain',
    variant: 4,
    palette: 'graphite',
    size: FULL_HD,
    description: 'Fine monochrome film grain over charcoal grey with a soft vignette: overlay it for an analogue feel.',
  },
  {
    title: 'Cream Paper Texture',
    category: ['Backgrounds', 'Textures'],
    tags: ['paper', 'texture', 'square'],
    recipe: 'paper',
    variant: 5,
    palette: 'paper',
    size: [1440, 1440],
    description: 'Warm cream paper with fine fibres and soft mottling, in square format.',
  },
  {
    title: 'White Marble Texture',
    category: ['Backgrounds', 'Textures'],
    tags: ['marble', 'texture', 'luxury'],
    recipe: 'marble',
    variant: 7,
    palette: 'paper',
    size: FULL_HD,
    description: 'Cream-white marble with soft grey veins, for elegant titles and product shots.',
  },
  {
    title: 'Coral Layered Waves',
    category: ['Wallpapers', 'Desktop'],
    tags: ['waves', 'coral', 'desktop'],
    recipe: 'waves',
    variant: 8,
    palette: 'coral',
    size: [2560, 1440],
    description: 'Rose and coral wave layers rising from deep wine red, in 1440p for a tidy desktop.',
  },
  {
    title: 'Low-Poly Aurora',
    category: ['Abstract'],
    tags: ['low poly', 'geometric', 'aurora'],
    recipe: 'low-poly',
    variant: 10,
    palette: 'aurora',
    size: FULL_HD,
    description: 'Faceted triangles shading from night blue through teal and green to lilac.',
  },
  {
    title: 'Midnight Mountains (Phone)',
    category: ['Wallpapers', 'Phone'],
    tags: ['mountains', 'vertical', 'dark'],
    recipe: 'peaks',
    variant: 1,
    size: PHONE,
    description: 'Teal mountain ridges under a pale moon and a dark sky, sized for phones.',
  },
  {
    title: 'Synthwave Sunset (Phone)',
    category: ['Wallpapers', 'Phone'],
    tags: ['synthwave', 'vertical', 'retro'],
    recipe: 'synthwave',
    variant: 0,
    size: PHONE,
    description: 'A striped golden sun behind purple peaks over a neon grid, in portrait.',
  },
  {
    title: 'Misty Pine Forest (Phone)',
    category: ['Wallpapers', 'Phone'],
    tags: ['forest', 'vertical', 'mist'],
    recipe: 'forest',
    variant: 1,
    size: PHONE,
    description: 'Rows of pines fading into blue mist under a full moon, in portrait.',
  },
];

type MusicRow = [
  title: string,
  category: CategoryPath,
  tags: string[],
  description: string,
  style: MusicStyle,
  bpm: number,
  genre: string,
  mood: string,
  key: string,
];

const MUSIC: MusicRow[] = [
  [
    'Late Night Study',
    ['Music', 'Lo-fi'],
    ['lofi', 'chill', 'study'],
    'A dusty lo-fi loop: warm electric-piano chords, swung hats and vinyl crackle.',
    'lofi',
    78,
    'Lo-fi',
    'Relaxed',
    'A minor',
  ],
  [
    'Coffee Shop Loop',
    ['Music', 'Lo-fi'],
    ['lofi', 'cozy', 'background'],
    'Lazy jazz chords over a soft swung beat, for cafe and lifestyle clips.',
    'lofi',
    84,
    'Lo-fi',
    'Cozy',
    'F major',
  ],
  [
    'Neon Drive',
    ['Music', 'Electronic'],
    ['synthwave', 'driving', 'energetic'],
    'Pulsing octave bass, wide synth pads and a bright arpeggio for night-time drives.',
    'synthwave',
    118,
    'Synthwave',
    'Energetic',
    'D minor',
  ],
  [
    'Pulse Runner',
    ['Music', 'Electronic'],
    ['edm', 'workout', 'upbeat'],
    'Four-on-the-floor kick, pumping chord stabs and a plucked lead for sport and workout reels.',
    'edm',
    128,
    'EDM',
    'Upbeat',
    'G minor',
  ],
  [
    'Street Corner',
    ['Music', 'Hip-hop'],
    ['hip-hop', 'boom bap', 'urban'],
    'A head-nodding boom-bap groove with dusty keys and a round bass line.',
    'boombap',
    92,
    'Hip-hop',
    'Confident',
    'C minor',
  ],
  [
    'Trap Horizon',
    ['Music', 'Hip-hop'],
    ['trap', 'dark', 'urban'],
    'Sliding 808s, rolling hi-hats and a dark bell melody for streetwear edits.',
    'trap',
    140,
    'Trap',
    'Dark',
    'E minor',
  ],
  [
    'Floating Pad',
    ['Music', 'Ambient'],
    ['ambient', 'calm', 'meditation'],
    'Slow evolving pads with scattered bells in a big reverb; loops without a seam.',
    'ambient',
    70,
    'Ambient',
    'Calm',
    'C major',
  ],
  [
    'Morning Light',
    ['Music', 'Ambient'],
    ['ambient', 'uplifting', 'nature'],
    'Gentle, uplifting pads and bells for sunrise shots and nature footage.',
    'ambient',
    80,
    'Ambient',
    'Hopeful',
    'G major',
  ],
  [
    'Vapour Dreams',
    ['Music', 'Electronic'],
    ['vaporwave', 'dreamy', 'retro'],
    'Hazy, wobbly electric-piano chords over a muffled beat, drenched in reverb.',
    'vaporwave',
    90,
    'Vaporwave',
    'Dreamy',
    'A major',
  ],
  [
    'Sunday Groove',
    ['Music', 'Lo-fi'],
    ['lofi', 'happy', 'vlog'],
    'An easy-going lo-fi groove with jazzy chords for weekend vlogs.',
    'lofi',
    96,
    'Lo-fi',
    'Happy',
    'D major',
  ],
];

type SfxRow = [title: string, category: CategoryPath, tags: string[], description: string, effect: SfxName];

const SOUND_EFFECTS: SfxRow[] = [
  [
    'Fast Whoosh',
    ['Sound effects', 'Whooshes'],
    ['whoosh', 'transition', 'swipe'],
    'A quick airy whoosh passing left to right, to sell a swipe or a cut.',
    'whoosh',
  ],
  [
    'Deep Whoosh',
    ['Sound effects', 'Whooshes'],
    ['whoosh', 'cinematic', 'low'],
    'A slower, deeper pass-by with a sub rumble under it.',
    'deep-whoosh',
  ],
  [
    'Cinematic Boom',
    ['Sound effects', 'Impacts'],
    ['impact', 'boom', 'trailer'],
    'A heavy sub boom with a dark tail for titles and reveals.',
    'boom',
  ],
  [
    'Notification Ding',
    ['Sound effects', 'UI & Notifications'],
    ['ui', 'notification', 'bell'],
    'A bright, friendly bell ding.',
    'ding',
  ],
  [
    'Success Chime',
    ['Sound effects', 'UI & Notifications'],
    ['ui', 'success', 'bell'],
    'Four rising bell notes for “done!” moments.',
    'chime',
  ],
  [
    'Tension Riser',
    ['Sound effects', 'Risers'],
    ['riser', 'build-up', 'tension'],
    'Four seconds of rising noise and detuned saws that build into a drop.',
    'riser',
  ],
];

/** Bundles: title, description, access, and which items (by key) in order. */
export const BUNDLES: {
  title: string;
  description: string;
  access: MediaEntity['access'];
  featured: boolean;
  keys: string[];
}[] = [
  {
    title: 'Glitch Starter Pack',
    description: 'A glitch transition, glitch and VHS looks, digital rain and a whoosh that work together.',
    access: 'PREMIUM',
    featured: true,
    keys: ['transitions-8', 'effects-2', 'effects-3', 'animations-9', 'sound-effects-1'],
  },
  {
    title: 'Lo-fi Creator Kit',
    description: 'Lo-fi loops, a warm bokeh background, film grain and paper textures for cosy study and cafe content.',
    access: 'PREMIUM',
    featured: true,
    keys: ['music-1', 'music-2', 'music-10', 'animations-5', 'images-7', 'images-8'],
  },
  {
    title: 'Free Essentials',
    description: 'A taste of everything, free to download with any account.',
    access: 'FREE',
    featured: false,
    keys: ['animations-1', 'transitions-1', 'images-1', 'music-1', 'sound-effects-4'],
  },
  {
    title: 'Social Story Toolkit',
    description: 'Phone wallpapers, a neon frame, a lower third and swipes for stories and reels.',
    access: 'PREMIUM',
    featured: false,
    keys: ['images-12', 'images-13', 'effects-9', 'effects-10', 'transitions-2', 'transitions-3'],
  },
  {
    title: 'Light & Flare Pack',
    description: 'Light leaks, a lens flare sweep and light-based transitions for a warm, filmic glow.',
    access: 'PREMIUM',
    featured: true,
    keys: ['effects-5', 'effects-6', 'transitions-9', 'transitions-6'],
  },
];

/** Editors an item fits, by how it is used. */
function clipUse(row: ClipRow): keyof typeof EDITORS_FOR {
  if (row.category[0] === 'Overlays') return 'overlay';
  return row.category[0] === 'Transitions' ? 'mobileClip' : 'clip';
}

function imageUse(row: ImageRow): keyof typeof EDITORS_FOR {
  if (row.category[1] === 'Phone') return 'phone';
  return row.category[1] === 'Textures' ? 'texture' : 'still';
}

/** The full default catalogue (62 items). */
export function demoCatalogue(): DemoItem[] {
  let offset = 0;
  const clips = (group: DemoGroup, fallback: AssetTypeValue, rows: ClipRow[]): DemoItem[] => {
    const start = offset;
    offset += rows.length;
    return rows.map((row, i) => ({
      key: `${group}-${i + 1}`,
      kind: 'ASSET',
      title: row.title,
      description: row.description,
      category: row.category,
      tags: row.tags,
      platforms: platformsFor(clipUse(row), start + i),
      ...accessFor(start + i),
      assetType: row.category[0] === 'Overlays' ? 'OVERLAY' : fallback,
      source: {
        type: 'video',
        recipe: row.recipe,
        variant: row.variant ?? i,
        ...(row.seconds && { seconds: row.seconds }),
      },
      group,
    }));
  };
  const animations = clips('animations', 'ANIMATION', ANIMATIONS);
  const transitions = clips('transitions', 'TRANSITION', TRANSITIONS);
  const effects = clips('effects', 'EFFECT', EFFECTS);
  const imagesStart = offset;
  offset += IMAGES.length;
  const images: DemoItem[] = IMAGES.map((row, i) => ({
    key: `images-${i + 1}`,
    kind: 'IMAGE',
    title: row.title,
    description: row.description,
    category: row.category,
    tags: row.tags,
    platforms: platformsFor(imageUse(row), imagesStart + i),
    ...accessFor(imagesStart + i),
    source: {
      type: 'image',
      recipe: row.recipe,
      variant: row.variant,
      palette: row.palette,
      width: row.size[0],
      height: row.size[1],
    },
    group: 'images',
  }));
  const musicStart = offset;
  offset += MUSIC.length;
  const music: DemoItem[] = MUSIC.map(([title, category, tags, description, style, bpm, genre, mood, key], i) => ({
    key: `music-${i + 1}`,
    kind: 'AUDIO',
    title,
    description,
    category,
    tags: [...tags, `${bpm} bpm`, 'loop'],
    platforms: platformsFor('audio', musicStart + i),
    ...accessFor(musicStart + i),
    audio: { bpm, musicalKey: key, genre, mood, isLoop: true, isSoundEffect: false },
    source: { type: 'music', style, variant: i, bpm, key },
    group: 'music',
  }));
  const sfxStart = offset;
  const soundEffects: DemoItem[] = SOUND_EFFECTS.map(([title, category, tags, description, effect], i) => ({
    key: `sound-effects-${i + 1}`,
    kind: 'AUDIO',
    title,
    description,
    category,
    tags: [...tags, 'sfx'],
    platforms: platformsFor('audio', sfxStart + i),
    ...accessFor(sfxStart + i),
    audio: { bpm: null, musicalKey: null, genre: 'Sound effect', mood: 'Neutral', isLoop: false, isSoundEffect: true },
    source: { type: 'sfx', effect, variant: i },
    group: 'sound-effects',
  }));
  return [...animations, ...transitions, ...effects, ...images, ...music, ...soundEffects];
}

/**
 * Words the bulk rows' titles, descriptions and tags are made of (`--count
 * N`). Each list is drawn from with a skewed (Zipf-like) distribution, first
 * words most often, as words are in a real catalogue.
 */
export const BULK_WORDS = {
  /** Third words of some titles, and extra tags: many, most of them rare. */
  descriptors: `cinematic grainy dreamy vintage minimal bright moody smooth seamless dynamic playful elegant gritty
    glossy airy bouncy chunky crunchy dusky earthy fiery floral foggy frosty fuzzy glassy hazy icy inky jazzy leafy
    liquid lush matte metallic misty murky neat noisy organic painterly paper pixel plush polished rainy rustic sandy
    shadowy shiny silky sketchy sleek smoky snowy sparkly spicy starry stormy sunny tender textured tidal tiny
    twinkling velvety vibrant watery wavy windy woody zesty aerial ambient angular arcade atomic aurora balmy bokeh
    bubbly candid carbon cartoon celestial chalky chromatic circuit citrus cloudy coastal comic coral cozy crimson
    crystalline desert drifting dusty echoing emerald epic ethereal festive film flashy fluid folk fractal frozen
    funky galactic geometric glitchy glowing gothic graffiti halftone handmade harmonic holographic hypnotic indigo
    iridescent jungle kinetic lava lofi lunar magnetic marble meadow mechanic mellow midnight mirror modular monochrome
    mosaic nebula neon nocturnal nostalgic ocean orbital origami pastel pearl phantom plasma prism psychedelic pulsing
    quantum radiant retro rhythmic rippling royal ruby sapphire scenic scribble shimmering silver solar sonic spectral
    static steel strobe sunset surreal swirling synth tape thermal tropical turbo twilight ultraviolet urban vapor
    vector velvet vinyl volcanic warped wild wooden zen`
    .split(/\s+/)
    .filter(Boolean),
  /** What an item is for, in descriptions. */
  uses: [
    'intros',
    'vlogs',
    'reels',
    'travel edits',
    'music videos',
    'product shots',
    'gaming clips',
    'tutorials',
    'ads',
    'shorts',
  ],
  adjectives: [
    'Neon',
    'Golden',
    'Midnight',
    'Electric',
    'Velvet',
    'Crystal',
    'Retro',
    'Cosmic',
    'Urban',
    'Silent',
    'Vivid',
    'Frozen',
    'Solar',
    'Lunar',
    'Hyper',
    'Dusty',
    'Rapid',
    'Soft',
    'Wild',
    'Pastel',
    'Analog',
    'Digital',
    'Mellow',
    'Bold',
    'Hazy',
    'Crisp',
    'Stellar',
    'Ocean',
    'Ember',
    'Chrome',
  ],
  nouns: [
    'Pulse',
    'Drift',
    'Wave',
    'Glow',
    'Bloom',
    'Spark',
    'Echo',
    'Horizon',
    'Signal',
    'Orbit',
    'Prism',
    'Vapor',
    'Flare',
    'Storm',
    'Ripple',
    'Shift',
    'Haze',
    'Rush',
    'Dream',
    'Grid',
    'Spiral',
    'Mirage',
    'Tide',
    'Comet',
    'Static',
    'Beam',
    'Flux',
    'Canvas',
    'Vortex',
    'Breeze',
  ],
  /** The last word, by what the sample is. */
  suffix: {
    ANIMATION: ['Loop', 'Background', 'Animation', 'Motion'],
    TRANSITION: ['Transition', 'Swipe', 'Dissolve', 'Wipe'],
    EFFECT: ['Effect', 'Glitch', 'Look', 'Filter'],
    OVERLAY: ['Overlay', 'Particles', 'Frame', 'Texture'],
    IMAGE: ['Gradient', 'Wallpaper', 'Texture', 'Backdrop'],
    MUSIC: ['Beat', 'Groove', 'Loop', 'Theme'],
    SFX: ['Whoosh', 'Hit', 'Chime', 'Riser'],
  },
  genres: ['Lo-fi', 'Electronic', 'Hip-hop', 'Ambient', 'Synthwave', 'Cinematic', 'Pop', 'House'],
  moods: ['Relaxed', 'Energetic', 'Dark', 'Happy', 'Dreamy', 'Epic', 'Calm', 'Confident'],
};
