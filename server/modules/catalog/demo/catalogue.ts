/**
 * The demo catalogue: plausible titles, the category tree of each kind,
 * tags, platforms (CapCut first and most common), a free/premium mix and
 * bundles. Pure data; seed.ts turns it into rows and files.
 *
 * Every item has a stable `key`: the seeder stores it as the upload id
 * (`demo:<key>`), so a second run finds what the first made and adds nothing.
 */
import type { AssetTypeValue, MediaEntity } from '../media.entity.js';
import type { MediaKindValue } from '../taxonomy.entity.js';
import type { SourceSpec, VideoRecipe } from './generate.js';

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
    { name: 'Transitions', children: ['Slides', 'Fades & Dissolves', 'Glitch Transitions'] },
    { name: 'Effects', children: ['Glitch & VHS', 'Colour & Light'] },
    { name: 'Overlays', children: ['Particles', 'Frames & Borders', 'Weather'] },
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

const ALL_PLATFORMS = [
  'capcut',
  'premiere-pro',
  'after-effects',
  'davinci-resolve',
  'final-cut-pro',
  'filmora',
  'imovie',
  'vn',
] as const;

/**
 * CapCut on four items in five, then one to three of the others, varied by
 * index: CapCut is the most common and is listed first (platform order).
 */
export function platformsFor(i: number): string[] {
  const others = ALL_PLATFORMS.slice(1);
  const picked = new Set<string>();
  if (i % 5 !== 4) picked.add('capcut');
  const extra = 1 + (i % 3);
  for (let k = 0; k < extra; k++) picked.add(others[(i * 3 + k * 2) % others.length] as string);
  return ALL_PLATFORMS.filter((p) => picked.has(p));
}

/** About a third free; premium items mostly included in the subscription, a few with a price. */
export function accessFor(i: number): { access: MediaEntity['access']; priceCents: number } {
  if (i % 3 === 0) return { access: 'FREE', priceCents: 0 };
  return { access: 'PREMIUM', priceCents: i % 7 === 0 ? 499 : i % 11 === 0 ? 999 : 0 };
}

type Row = [title: string, category: CategoryPath, tags: string[], description: string];

function assets(
  group: DemoGroup,
  assetType: AssetTypeValue,
  recipes: VideoRecipe[],
  rows: Row[],
  offset: number,
): DemoItem[] {
  return rows.map(([title, category, tags, description], i) => ({
    key: `${group}-${i + 1}`,
    kind: 'ASSET',
    title,
    description,
    category,
    tags,
    platforms: platformsFor(offset + i),
    ...accessFor(offset + i),
    assetType: rowAssetType(assetType, category),
    source: { type: 'video', recipe: recipes[i % recipes.length] as VideoRecipe, variant: offset + i },
    group,
  }));
}

/** Overlays live beside effects in the seed's "effects" group; their category says which they are. */
const rowAssetType = (fallback: AssetTypeValue, category: CategoryPath): AssetTypeValue =>
  category[0] === 'Overlays' ? 'OVERLAY' : fallback;

const ANIMATIONS: Row[] = [
  [
    'Neon Fractal Zoom',
    ['Animations', 'Abstract Motion'],
    ['neon', 'fractal', 'loop'],
    'An endless dive into a glowing fractal, colours cycling as it goes.',
  ],
  [
    'Pixel Life Background',
    ['Animations', 'Retro'],
    ['pixel', '8-bit', 'background'],
    'Game-of-life cells blooming and fading in soft violet — a calm retro backdrop.',
  ],
  [
    'Cellular Rain',
    ['Animations', 'Retro'],
    ['pixel', 'pattern', 'loop'],
    'A scrolling automaton pattern that reads as digital rain.',
  ],
  [
    'Prism Test Pattern',
    ['Animations', 'Backgrounds'],
    ['colorful', 'retro', 'broadcast'],
    'A broadcast test card with a rolling rainbow shift, for intros and bumpers.',
  ],
  [
    'Broadcast Bars Pulse',
    ['Animations', 'Retro'],
    ['broadcast', 'retro', 'vhs'],
    'Colour bars with grain and a drifting hue: instant “technical difficulties”.',
  ],
  [
    'Liquid Plasma',
    ['Animations', 'Backgrounds'],
    ['gradient', 'smooth', 'background'],
    'Slow, soft plasma colours for titles and lower thirds.',
  ],
  [
    'Deep Space Spiral',
    ['Animations', 'Abstract Motion'],
    ['fractal', 'space', 'cinematic'],
    'A fractal spiral that pulls the eye in — made for reveal moments.',
  ],
  [
    'Arcade Bloom',
    ['Animations', 'Retro'],
    ['8-bit', 'arcade', 'colorful'],
    'Chunky pixels growing like an old arcade attract screen.',
  ],
  [
    'Mosaic Drift',
    ['Animations', 'Abstract Motion'],
    ['pattern', 'minimal', 'loop'],
    'Elementary automaton rows drifting upwards in cool tones.',
  ],
  [
    'Sunset Gradient Flow',
    ['Animations', 'Backgrounds'],
    ['gradient', 'warm', 'background'],
    'Warm gradient motion for vlogs and travel edits.',
  ],
  [
    'Hypno Tunnel',
    ['Animations', 'Abstract Motion'],
    ['psychedelic', 'fractal', 'music video'],
    'A hypnotic fractal tunnel for music videos and drops.',
  ],
  [
    'Retro Signal Loop',
    ['Animations', 'Retro'],
    ['retro', 'broadcast', 'loop'],
    'A looping retro signal pattern for channel idents.',
  ],
];

const TRANSITIONS: Row[] = [
  [
    'Smooth Crossfade',
    ['Transitions', 'Fades & Dissolves'],
    ['smooth', 'fade', 'minimal'],
    'A clean dissolve between two shots.',
  ],
  [
    'Swipe Left',
    ['Transitions', 'Slides'],
    ['slide', 'fast', 'social'],
    'A quick horizontal swipe, the staple of short-form edits.',
  ],
  [
    'Push Up',
    ['Transitions', 'Slides'],
    ['slide', 'vertical', 'social'],
    'The next shot pushes the last one up and out.',
  ],
  [
    'Dream Dissolve',
    ['Transitions', 'Fades & Dissolves'],
    ['fade', 'dreamy', 'wedding'],
    'A slow, soft dissolve for weddings and memories.',
  ],
  [
    'Hard Cut Slide',
    ['Transitions', 'Slides'],
    ['slide', 'punchy', 'sports'],
    'A punchy slide for sports highlights and fast cuts.',
  ],
  [
    'Glitch Swap',
    ['Transitions', 'Glitch Transitions'],
    ['glitch', 'digital', 'gaming'],
    'A slide with a digital glitch flavour for gaming montages.',
  ],
  [
    'Film Fade',
    ['Transitions', 'Fades & Dissolves'],
    ['fade', 'cinematic', 'film'],
    'A film-style fade that keeps the mood between scenes.',
  ],
  [
    'Elevator Up',
    ['Transitions', 'Slides'],
    ['vertical', 'slide', 'vlog'],
    'A vertical push, built for portrait and vlog edits.',
  ],
  ['Quick Wipe', ['Transitions', 'Slides'], ['wipe', 'fast', 'minimal'], 'A fast wipe that keeps the pace up.'],
  [
    'Signal Crossfade',
    ['Transitions', 'Glitch Transitions'],
    ['glitch', 'fade', 'broadcast'],
    'A crossfade through broadcast bars for retro cuts.',
  ],
];

const EFFECTS: Row[] = [
  [
    'Firefly Particles',
    ['Overlays', 'Particles'],
    ['particles', 'alpha', 'sparkle'],
    'Glowing specks on a transparent background — lay it over any footage.',
  ],
  [
    'RGB Glitch Burst',
    ['Effects', 'Glitch & VHS'],
    ['glitch', 'rgb', 'digital'],
    'Noisy RGB glitching to drop on beats and impacts.',
  ],
  [
    'VHS Tape Look',
    ['Effects', 'Glitch & VHS'],
    ['vhs', 'retro', 'grain'],
    'Soft blur, grain and vignette: the home-video look.',
  ],
  [
    'Chromatic Noise',
    ['Effects', 'Colour & Light'],
    ['noise', 'colorful', 'texture'],
    'Heavy colour noise for stylised, gritty sequences.',
  ],
  [
    'Old Camcorder',
    ['Effects', 'Glitch & VHS'],
    ['vhs', 'vintage', 'grain'],
    'A worn camcorder feel with drifting colour.',
  ],
  [
    'Pixel Confetti',
    ['Overlays', 'Particles'],
    ['particles', 'alpha', 'celebration'],
    'Colourful pixel confetti with alpha, for celebrations and giveaways.',
  ],
  [
    'Neon Frame',
    ['Overlays', 'Frames & Borders'],
    ['frame', 'alpha', 'neon'],
    'A glowing border with a transparent centre for reactions and facecams.',
  ],
  [
    'Snowfall Overlay',
    ['Overlays', 'Weather'],
    ['snow', 'alpha', 'winter'],
    'Falling flakes on transparency for winter edits.',
  ],
  [
    'Digital Cells Overlay',
    ['Overlays', 'Particles'],
    ['pixel', 'alpha', 'digital'],
    'Scrolling lit cells with alpha: a tech texture over footage.',
  ],
  [
    'Story Border',
    ['Overlays', 'Frames & Borders'],
    ['frame', 'alpha', 'social'],
    'A clean border with transparency for stories and reels.',
  ],
];

const IMAGES: [string, CategoryPath, string[], string, SourceSpec & { type: 'image' }][] = [
  [
    'Violet Dusk Gradient',
    ['Backgrounds', 'Gradients'],
    ['gradient', 'purple', 'background'],
    'A violet-to-amber gradient for titles.',
    img('gradient', 0, 1920, 1080),
  ],
  [
    'Ocean Glass Gradient',
    ['Backgrounds', 'Gradients'],
    ['gradient', 'blue', 'calm'],
    'Cool blues and greens, calm and clean.',
    img('gradient', 1, 1920, 1080),
  ],
  [
    'Soft Orbs',
    ['Abstract'],
    ['bokeh', 'abstract', 'colorful'],
    'Blurred colour orbs, like out-of-focus city lights.',
    img('orbs', 2, 1920, 1080),
  ],
  [
    'Ember Orbs',
    ['Abstract'],
    ['bokeh', 'warm', 'abstract'],
    'Warm glowing orbs for cosy, autumn edits.',
    img('orbs', 3, 1920, 1080),
  ],
  [
    'Candy Stripes',
    ['Abstract'],
    ['stripes', 'pattern', 'colorful'],
    'Bold diagonal stripes for thumbnails and banners.',
    img('stripes', 4, 1920, 1080),
  ],
  [
    'Film Grain Texture',
    ['Backgrounds', 'Textures'],
    ['grain', 'texture', 'film'],
    'A grainy gradient texture to add analogue warmth.',
    img('noise', 5, 1920, 1080),
  ],
  [
    'Midnight Gradient (Phone)',
    ['Wallpapers', 'Phone'],
    ['gradient', 'dark', 'vertical'],
    'A dark vertical gradient sized for phones.',
    img('gradient', 6, 1080, 1920),
  ],
  [
    'Aurora Orbs (Phone)',
    ['Wallpapers', 'Phone'],
    ['bokeh', 'vertical', 'aurora'],
    'Aurora-coloured orbs in portrait.',
    img('orbs', 7, 1080, 1920),
  ],
  [
    'Neon Stripes (Phone)',
    ['Wallpapers', 'Phone'],
    ['stripes', 'neon', 'vertical'],
    'Neon stripes for vertical stories.',
    img('stripes', 8, 1080, 1920),
  ],
  [
    'Forest Haze',
    ['Backgrounds', 'Gradients'],
    ['gradient', 'green', 'nature'],
    'Deep greens fading into cream.',
    img('gradient', 11, 1920, 1080),
  ],
  [
    'Square Bokeh',
    ['Abstract'],
    ['bokeh', 'square', 'social'],
    'Square orbs composition for feed posts.',
    img('orbs', 12, 1440, 1440),
  ],
  [
    'Paper Grain Square',
    ['Backgrounds', 'Textures'],
    ['grain', 'texture', 'square'],
    'A subtle grain texture in square format.',
    img('noise', 13, 1440, 1440),
  ],
  [
    'Skyline Stripes',
    ['Wallpapers', 'Desktop'],
    ['stripes', 'desktop', 'blue'],
    'Blue stripes for a tidy desktop.',
    img('stripes', 14, 2560, 1440),
  ],
  [
    'Retro Sunset Wallpaper',
    ['Wallpapers', 'Desktop'],
    ['gradient', 'retro', 'sunset'],
    'A retro sunset gradient in 1440p.',
    img('gradient', 15, 2560, 1440),
  ],
];

function img(recipe: 'gradient' | 'orbs' | 'stripes' | 'noise', variant: number, width: number, height: number) {
  return { type: 'image' as const, recipe, variant, width, height };
}

const MUSIC: [string, CategoryPath, string[], string, 'beat' | 'pad', number, string, string, string][] = [
  [
    'Late Night Study',
    ['Music', 'Lo-fi'],
    ['lofi', 'chill', 'study'],
    'A dusty lo-fi loop for study vlogs.',
    'beat',
    78,
    'Lo-fi',
    'Relaxed',
    'A minor',
  ],
  [
    'Coffee Shop Loop',
    ['Music', 'Lo-fi'],
    ['lofi', 'cozy', 'background'],
    'Warm, lazy beat for cafe and lifestyle clips.',
    'beat',
    84,
    'Lo-fi',
    'Cozy',
    'F major',
  ],
  [
    'Neon Drive',
    ['Music', 'Electronic'],
    ['synthwave', 'driving', 'energetic'],
    'Driving four-on-the-floor for night-time edits.',
    'beat',
    118,
    'Synthwave',
    'Energetic',
    'D minor',
  ],
  [
    'Pulse Runner',
    ['Music', 'Electronic'],
    ['edm', 'workout', 'upbeat'],
    'Fast electronic pulse for sport and workout reels.',
    'beat',
    128,
    'EDM',
    'Upbeat',
    'G minor',
  ],
  [
    'Street Corner',
    ['Music', 'Hip-hop'],
    ['hip-hop', 'boom bap', 'urban'],
    'A head-nodding boom-bap loop.',
    'beat',
    92,
    'Hip-hop',
    'Confident',
    'C minor',
  ],
  [
    'Trap Horizon',
    ['Music', 'Hip-hop'],
    ['trap', 'dark', 'urban'],
    'A dark trap groove for streetwear edits.',
    'beat',
    140,
    'Trap',
    'Dark',
    'E minor',
  ],
  [
    'Floating Pad',
    ['Music', 'Ambient'],
    ['ambient', 'calm', 'meditation'],
    'A soft chord bed that loops without a seam.',
    'pad',
    70,
    'Ambient',
    'Calm',
    'C major',
  ],
  [
    'Morning Light',
    ['Music', 'Ambient'],
    ['ambient', 'uplifting', 'nature'],
    'Gentle, uplifting tones for sunrise shots.',
    'pad',
    80,
    'Ambient',
    'Hopeful',
    'G major',
  ],
  [
    'Vapour Dreams',
    ['Music', 'Electronic'],
    ['vaporwave', 'dreamy', 'retro'],
    'Hazy retro pad for aesthetic edits.',
    'pad',
    90,
    'Vaporwave',
    'Dreamy',
    'A major',
  ],
  [
    'Sunday Groove',
    ['Music', 'Lo-fi'],
    ['lofi', 'happy', 'vlog'],
    'An easy-going groove for weekend vlogs.',
    'beat',
    96,
    'Lo-fi',
    'Happy',
    'D major',
  ],
];

const SOUND_EFFECTS: [string, CategoryPath, string[], string, 'whoosh' | 'impact' | 'ding' | 'riser'][] = [
  [
    'Fast Whoosh',
    ['Sound effects', 'Whooshes'],
    ['whoosh', 'transition', 'swipe'],
    'A quick air whoosh to sell a transition.',
    'whoosh',
  ],
  ['Deep Whoosh', ['Sound effects', 'Whooshes'], ['whoosh', 'cinematic', 'low'], 'A deeper, slower pass-by.', 'whoosh'],
  [
    'Cinematic Boom',
    ['Sound effects', 'Impacts'],
    ['impact', 'boom', 'trailer'],
    'A heavy sub boom for titles and reveals.',
    'impact',
  ],
  [
    'Notification Ding',
    ['Sound effects', 'UI & Notifications'],
    ['ui', 'notification', 'bell'],
    'A bright, friendly ding.',
    'ding',
  ],
  [
    'Success Chime',
    ['Sound effects', 'UI & Notifications'],
    ['ui', 'success', 'bell'],
    'A short chime for “done!” moments.',
    'ding',
  ],
  [
    'Tension Riser',
    ['Sound effects', 'Risers'],
    ['riser', 'build-up', 'tension'],
    'A rising sweep that builds into a drop.',
    'riser',
  ],
];

/** Bundles: slug, title, description, access, and which items (by key) in order. */
export const BUNDLES: {
  title: string;
  description: string;
  access: MediaEntity['access'];
  featured: boolean;
  keys: string[];
}[] = [
  {
    title: 'Glitch Starter Pack',
    description: 'Glitch transitions, VHS effects and digital overlays that work together.',
    access: 'PREMIUM',
    featured: true,
    keys: ['transitions-6', 'transitions-10', 'effects-2', 'effects-3', 'effects-9', 'sound-effects-1'],
  },
  {
    title: 'Lo-fi Creator Kit',
    description: 'Lo-fi loops, soft backgrounds and a grain texture for cosy study and cafe content.',
    access: 'PREMIUM',
    featured: true,
    keys: ['music-1', 'music-2', 'music-10', 'animations-6', 'images-6', 'images-4'],
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
    description: 'Vertical wallpapers, borders and swipes for stories and reels.',
    access: 'PREMIUM',
    featured: false,
    keys: ['images-7', 'images-8', 'effects-10', 'effects-7', 'transitions-3', 'transitions-8'],
  },
];

/** The full default catalogue (62 items). */
export function demoCatalogue(): DemoItem[] {
  let offset = 0;
  const next = <T>(list: T[]) => {
    const start = offset;
    offset += list.length;
    return start;
  };
  const animations = assets(
    'animations',
    'ANIMATION',
    ['mandelbrot', 'life', 'cellauto', 'testsrc', 'bars', 'plasma'],
    ANIMATIONS,
    next(ANIMATIONS),
  );
  const transitions = assets(
    'transitions',
    'TRANSITION',
    ['crossfade', 'slide', 'push-up', 'crossfade', 'slide', 'slide', 'crossfade', 'push-up', 'slide', 'crossfade'],
    TRANSITIONS,
    next(TRANSITIONS),
  );
  const effects = assets(
    'effects',
    'EFFECT',
    [
      'alpha-particles',
      'glitch',
      'vhs',
      'glitch',
      'vhs',
      'alpha-particles',
      'alpha-frame',
      'alpha-snow',
      'alpha-cells',
      'alpha-frame',
    ],
    EFFECTS,
    next(EFFECTS),
  );
  const imagesStart = next(IMAGES);
  const images: DemoItem[] = IMAGES.map(([title, category, tags, description, source], i) => ({
    key: `images-${i + 1}`,
    kind: 'IMAGE',
    title,
    description,
    category,
    tags,
    platforms: platformsFor(imagesStart + i),
    ...accessFor(imagesStart + i),
    source,
    group: 'images',
  }));
  const musicStart = next(MUSIC);
  const music: DemoItem[] = MUSIC.map(([title, category, tags, description, recipe, bpm, genre, mood, key], i) => ({
    key: `music-${i + 1}`,
    kind: 'AUDIO',
    title,
    description,
    category,
    tags: [...tags, `${bpm} bpm`, 'loop'],
    platforms: platformsFor(musicStart + i),
    ...accessFor(musicStart + i),
    audio: { bpm, musicalKey: key, genre, mood, isLoop: true, isSoundEffect: false },
    source: { type: 'audio', recipe, variant: i, bpm, genre },
    group: 'music',
  }));
  const sfxStart = next(SOUND_EFFECTS);
  const soundEffects: DemoItem[] = SOUND_EFFECTS.map(([title, category, tags, description, recipe], i) => ({
    key: `sound-effects-${i + 1}`,
    kind: 'AUDIO',
    title,
    description,
    category,
    tags: [...tags, 'sfx'],
    platforms: platformsFor(sfxStart + i),
    ...accessFor(sfxStart + i),
    audio: { bpm: null, musicalKey: null, genre: 'Sound effect', mood: 'Neutral', isLoop: false, isSoundEffect: true },
    source: { type: 'audio', recipe, variant: i },
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
