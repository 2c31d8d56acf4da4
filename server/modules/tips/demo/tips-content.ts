/**
 * The twelve CapCut tips a new Framestock shows, written for this project.
 * Menu names follow CapCut's English interface (mobile 13–14, desktop 5–6,
 * 2025); CapCut renames things now and then, so each tip names the idea as
 * well as the button. `media` names demo catalogue items by their demo key
 * (server/modules/catalog/demo/catalogue.ts); they are linked once published.
 */
import type { TipAccessValue, TipDeviceValue, TipDifficultyValue } from '../tip.entity.js';
import type { Diagram } from './step-diagram.js';

export interface DemoStep {
  title: string;
  body: string;
  diagram: Diagram;
  alt: string;
}

export interface DemoTip {
  key: string;
  title: string;
  summary: string;
  difficulty: TipDifficultyValue;
  device: TipDeviceValue;
  capcutVersion: string;
  tags: string[];
  access: TipAccessValue;
  body: string;
  steps: DemoStep[];
  media: string[];
}

const MOBILE_TOOLS = ['Edit', 'Audio', 'Text', 'Overlay', 'Effects', 'Format'];
const CLIP_TOOLS = ['Split', 'Speed', 'Animation', 'Mask', 'Adjust', 'Remove BG'];

export const DEMO_TIPS: DemoTip[] = [
  {
    key: 'keyframes',
    title: 'Animate anything with keyframes',
    summary:
      'Zooms, pans, slides and fades that you control: set a start and an end state, and CapCut moves everything in between.',
    difficulty: 'BEGINNER',
    device: 'MOBILE',
    capcutVersion: 'Mobile 13+',
    tags: ['keyframes', 'zoom', 'motion', 'basics'],
    access: 'FREE',
    body: `A keyframe is a bookmark of how a clip looks at one moment: its position, scale, rotation and opacity. Put two keyframes on a clip with different values and CapCut animates between them. That is all a "Ken Burns" zoom, a slide-in photo or a slow fade really is.

Keyframes belong to the **selected clip**, text or overlay, and sit on the timeline as small diamonds. The playhead decides *when*; what you change in the preview decides *what*.

## Good habits

- Add the **first** keyframe before you change anything, otherwise the clip starts already moved.
- Keep zooms subtle: 100% → 115% over three seconds feels cinematic, 100% → 200% feels like a mistake.
- Use the ease curves (tap a keyframe, then **Graphs**) so movement starts and stops gently instead of robotically.`,
    steps: [
      {
        title: 'Select the clip and park the playhead',
        body: 'Tap the clip on the timeline so it gets a white outline, then scroll the timeline so the playhead sits where the movement should **start**.',
        alt: 'A phone editor with a clip selected and the playhead near its start.',
        diagram: {
          device: 'mobile',
          tools: MOBILE_TOOLS,
          active: 'Edit',
          scene: 'subject',
          clips: 2,
          note: 'Select the clip, playhead at the start of the move',
        },
      },
      {
        title: 'Add the first keyframe',
        body: 'Tap the **diamond with a plus** just above the timeline, on the right. A diamond appears on the clip: this is the starting state, recorded as it is now.',
        alt: 'A yellow keyframe diamond on the clip under the playhead.',
        diagram: {
          device: 'mobile',
          tools: MOBILE_TOOLS,
          active: 'Edit',
          scene: 'subject',
          clips: 2,
          keyframes: [0.2],
          note: 'Tap the diamond button to add keyframe 1',
        },
      },
      {
        title: 'Move on and change the picture',
        body: 'Drag the timeline two or three seconds on. In the preview, **pinch to zoom** or drag the picture. CapCut adds the second keyframe by itself the moment you change something.',
        alt: 'Two keyframe diamonds on the clip, the second one added automatically.',
        diagram: {
          device: 'mobile',
          tools: MOBILE_TOOLS,
          active: 'Edit',
          scene: 'subject',
          clips: 2,
          keyframes: [0.2, 0.42],
          note: 'Move the playhead, pinch the preview: keyframe 2 appears',
        },
      },
      {
        title: 'Smooth the motion',
        body: 'Tap a keyframe, then **Graphs** (the curve icon) and pick an ease such as *Ease in-out*. Play it back: the move now starts and lands softly.',
        alt: 'The keyframe graphs panel with an ease curve selected.',
        diagram: {
          device: 'mobile',
          tools: ['Graphs', 'Linear', 'Ease in', 'Ease out', 'Custom'],
          active: 'Graphs',
          scene: 'subject',
          clips: 2,
          keyframes: [0.2, 0.42],
          curve: [0.1, 0.15, 0.35, 0.65, 0.85, 0.9],
          note: 'Tap a keyframe › Graphs › Ease in-out',
        },
      },
    ],
    media: ['animations-1', 'images-1'],
  },
  {
    key: 'speed-ramping',
    title: 'Smooth speed ramps with Speed › Curve',
    summary:
      'Fast, then dramatic slow motion on the moment that matters, then fast again — the speed ramp, done with CapCut’s curve editor.',
    difficulty: 'INTERMEDIATE',
    device: 'MOBILE',
    capcutVersion: 'Mobile 13+',
    tags: ['speed', 'slow motion', 'velocity', 'action'],
    access: 'FREE',
    body: `A speed ramp changes a clip's speed *gradually* instead of in one jump: the skateboarder flies towards the camera, everything slows right at the trick, then snaps back to full speed. It keeps energy high while still showing the important moment.

**Normal** speed changes the whole clip at one rate. **Curve** lets you draw the speed over time, which is what a ramp is. Footage shot at 60 fps or more holds up far better when slowed down; at 30 fps turn on **Smooth slow-mo** so CapCut invents the missing frames.

## Where ramps shine

Sports and action, dance transitions, product reveals and "before → after" moments. Put the slowest part exactly on the peak of the action, and cut the clip so the ramp has a second of run-up.`,
    steps: [
      {
        title: 'Open the speed curve',
        body: 'Select the clip, tap **Speed**, then **Curve**. You get presets such as *Montage*, *Hero*, *Bullet*, *Jump cut*, *Flash in* and *Flash out*.',
        alt: 'The Speed tool selected in the clip toolbar.',
        diagram: {
          device: 'mobile',
          tools: CLIP_TOOLS,
          active: 'Speed',
          scene: 'subject',
          clips: 2,
          note: 'Select the clip › Speed › Curve',
        },
      },
      {
        title: 'Start from Montage',
        body: 'Tap **Montage** twice to edit it. It is fast at both ends and slow in the middle — a ramp already.',
        alt: 'A speed curve that is high at both ends and low in the middle.',
        diagram: {
          device: 'mobile',
          tools: ['Normal', 'Curve', 'Montage', 'Hero', 'Bullet', 'Custom'],
          active: 'Montage',
          scene: 'subject',
          clips: 1,
          curve: [0.85, 0.85, 0.6, 0.15, 0.1, 0.15, 0.6, 0.85, 0.85],
          note: 'Curve › Montage: fast, slow, fast',
        },
      },
      {
        title: 'Line the slow part up with the action',
        body: 'Drag the white playhead in the curve editor to the key moment, then drag the **lowest beat point** under it. Lower points are slower; keep the dip short so it feels intentional.',
        alt: 'The lowest point of the curve moved under the playhead.',
        diagram: {
          device: 'mobile',
          tools: ['Add beat', 'Delete beat', 'Reset', 'Smooth slow-mo'],
          active: 'Add beat',
          scene: 'subject',
          clips: 1,
          curve: [0.85, 0.85, 0.85, 0.55, 0.1, 0.55, 0.85, 0.85, 0.85],
          note: 'Drag the low point under the key moment',
        },
      },
      {
        title: 'Smooth the slow section',
        body: 'Turn on **Smooth slow-mo** if the slow part stutters. Keep *Pitch* off for music and on for voices you want to sound natural.',
        alt: 'The Smooth slow-mo switch turned on.',
        diagram: {
          device: 'mobile',
          tools: ['Add beat', 'Delete beat', 'Reset', 'Smooth slow-mo'],
          active: 'Smooth slow-mo',
          scene: 'subject',
          clips: 1,
          curve: [0.85, 0.85, 0.85, 0.55, 0.1, 0.55, 0.85, 0.85, 0.85],
          note: 'Turn on Smooth slow-mo for clean slow motion',
        },
      },
    ],
    media: ['transitions-5', 'sound-effects-1'],
  },
  {
    key: 'auto-captions',
    title: 'Auto captions that people can actually read',
    summary:
      'Generate captions from speech in one tap, fix the words that matter, and style them for a phone screen without covering the app’s buttons.',
    difficulty: 'BEGINNER',
    device: 'BOTH',
    capcutVersion: 'Mobile 13+ / Desktop 5+',
    tags: ['captions', 'subtitles', 'text', 'accessibility'],
    access: 'FREE',
    body: `Most short videos are watched with the sound off, and captions are also how deaf and hard-of-hearing viewers follow along. CapCut transcribes speech for you; your job is to check it and make it readable.

Readable means: **two lines at most**, large and bold, high contrast (white with a dark outline or a box), and placed in the middle band of the screen — TikTok, Reels and Shorts put their own buttons and descriptions along the bottom and the right edge.

## Accuracy

Speech recognition is good but not perfect with names, brands and slang. Always read the transcript once; a wrong word in a caption is more noticeable than a wrong cut.`,
    steps: [
      {
        title: 'Generate the captions',
        body: 'On mobile tap **Text › Auto captions**; on desktop open **Captions › Auto captions**. Choose the spoken language and start. Each sentence becomes a caption clip.',
        alt: 'The Auto captions button under Text.',
        diagram: {
          device: 'mobile',
          tools: ['Add text', 'Auto captions', 'Templates', 'Stickers'],
          active: 'Auto captions',
          scene: 'captions',
          clips: 3,
          note: 'Text › Auto captions, pick the language',
        },
      },
      {
        title: 'Fix the words in one list',
        body: 'Use **Batch edit** (mobile) or the caption list (desktop) to read the whole transcript and correct names and slang in one place.',
        alt: 'A list of caption lines being edited.',
        diagram: {
          device: 'desktop',
          tools: ['Captions', 'Batch edit', 'Text', 'Animation'],
          active: 'Batch edit',
          scene: 'captions',
          clips: 3,
          note: 'Read the transcript in Batch edit and fix names',
        },
      },
      {
        title: 'Style every caption at once',
        body: 'Pick a bold font, white text and a black **stroke** or background box. Keep *Apply to all captions* on so the style is consistent.',
        alt: 'Captions styled bold white with a highlighted word.',
        diagram: {
          device: 'mobile',
          tools: ['Font', 'Style', 'Effects', 'Animation', 'Apply to all'],
          active: 'Apply to all',
          scene: 'captions',
          clips: 3,
          note: 'Bold, high contrast, Apply to all',
        },
      },
      {
        title: 'Place them in the safe zone',
        body: 'Drag the captions up to roughly the lower third *above* the bottom 20% of the screen, and away from the right edge where the like and share buttons sit.',
        alt: 'Captions placed above the bottom of a vertical frame.',
        diagram: {
          device: 'mobile',
          tools: MOBILE_TOOLS,
          active: 'Text',
          scene: 'captions',
          clips: 3,
          note: 'Keep captions clear of the app’s buttons',
        },
      },
    ],
    media: ['music-1'],
  },
  {
    key: 'green-screen',
    title: 'Remove a green screen with Chroma key',
    summary:
      'Put a presenter, a product or a Framestock overlay shot on green over any background, with clean edges and no green fringe.',
    difficulty: 'INTERMEDIATE',
    device: 'MOBILE',
    capcutVersion: 'Mobile 13+',
    tags: ['green screen', 'chroma key', 'overlay', 'compositing'],
    access: 'MEMBERS',
    body: `Chroma key makes one colour transparent. Shot against an evenly lit green (or blue) backdrop, your subject can then stand in front of anything: a gradient, a city, a game clip.

The trick is that the keyed clip has to be an **overlay** — a layer above the background — not the main track. Good results start at the shoot: light the backdrop evenly, keep the subject a step or two away from it to avoid green spill, and avoid green clothes.

## When Chroma key is not the right tool

If you have no green screen at all, try **Remove BG › Auto removal**, which cuts a person out of an ordinary background. It is quicker but less precise around hair and fast motion than a proper key.`,
    steps: [
      {
        title: 'Put the background on the main track',
        body: 'Start the project with the background video or image — for example a Framestock gradient or animated loop.',
        alt: 'A background clip on the main track.',
        diagram: {
          device: 'mobile',
          tools: MOBILE_TOOLS,
          active: 'Edit',
          scene: 'subject',
          clips: 1,
          note: 'Background first, on the main track',
        },
      },
      {
        title: 'Add the green clip as an overlay',
        body: 'Tap **Overlay › Add overlay** and choose the green-screen clip. Pinch it in the preview so it fills the frame.',
        alt: 'The Overlay tool highlighted, a green clip above the background.',
        diagram: {
          device: 'mobile',
          tools: MOBILE_TOOLS,
          active: 'Overlay',
          scene: 'green',
          clips: 2,
          note: 'Overlay › Add overlay › your green clip',
        },
      },
      {
        title: 'Pick the colour to remove',
        body: 'With the overlay selected tap **Remove BG › Chroma key**, then drag the **colour picker** ring onto the green, close to the subject.',
        alt: 'The Remove BG tool selected on the overlay.',
        diagram: {
          device: 'mobile',
          tools: CLIP_TOOLS,
          active: 'Remove BG',
          scene: 'green',
          clips: 2,
          note: 'Remove BG › Chroma key › pick the green',
        },
      },
      {
        title: 'Tune Intensity and Shadow',
        body: 'Raise **Intensity** until the green is gone but stop before the edges of the subject start to eat away. Raise **Shadow** a little to soften the edge and remove green fringe.',
        alt: 'The subject now over the background with the green removed.',
        diagram: {
          device: 'mobile',
          tools: ['Color picker', 'Intensity', 'Shadow'],
          active: 'Intensity',
          scene: 'subject',
          clips: 2,
          note: 'Intensity until the green goes, Shadow to soften',
        },
      },
    ],
    media: ['images-1', 'animations-1'],
  },
  {
    key: 'transitions',
    title: 'Transitions that hide the cut',
    summary:
      'When a transition helps, when a hard cut is better, and how to add, time and reuse transitions between clips in CapCut.',
    difficulty: 'BEGINNER',
    device: 'MOBILE',
    capcutVersion: 'Mobile 13+',
    tags: ['transitions', 'cuts', 'editing', 'basics'],
    access: 'FREE',
    body: `A transition is a promise to the viewer that something changes: place, time or mood. Used everywhere, transitions make an edit feel slow and amateur; used at the right cut, they carry energy from one shot to the next.

Rules of thumb:

- **Hard cuts** for most edits. They are invisible.
- **Whips, slides and zooms** when the camera is already moving in that direction — the motion hides the join.
- **Dissolves** for time passing or a softer mood.
- Keep transitions short: 0.2–0.5 s for short-form video.

Framestock's transition packs are clips you lay over the cut (on an overlay track) — they work the same way in CapCut, Premiere Pro and DaVinci Resolve.`,
    steps: [
      {
        title: 'Tap the join between two clips',
        body: 'On the main track, tap the small **white square** between two clips. The transitions panel opens.',
        alt: 'The transition marker between two clips on the timeline.',
        diagram: {
          device: 'mobile',
          tools: MOBILE_TOOLS,
          active: 'Edit',
          scene: 'split',
          clips: 2,
          transitionAfter: 0,
          note: 'Tap the square between two clips',
        },
      },
      {
        title: 'Choose one that matches the motion',
        body: 'Browse *Trending*, *Basic*, *Camera*, *Effects*… If the first shot pans left, a left slide or whip feels natural; against the motion it jars.',
        alt: 'The transition categories.',
        diagram: {
          device: 'mobile',
          tools: ['Trending', 'Basic', 'Camera', 'Effects', 'Slide'],
          active: 'Camera',
          scene: 'split',
          clips: 2,
          transitionAfter: 0,
          note: 'Match the direction of the camera move',
        },
      },
      {
        title: 'Set the duration',
        body: 'Drag the **Duration** slider. Start around 0.3 s and play it back at full speed before deciding.',
        alt: 'A short transition duration selected.',
        diagram: {
          device: 'mobile',
          tools: ['Duration', 'Apply to all'],
          active: 'Duration',
          scene: 'split',
          clips: 2,
          transitionAfter: 0,
          note: 'Keep it short: about 0.3 s',
        },
      },
      {
        title: 'Reuse it with Apply to all — carefully',
        body: '**Apply to all** puts the same transition on every cut. Handy for a slideshow; for anything else, pick transitions cut by cut.',
        alt: 'The Apply to all button.',
        diagram: {
          device: 'mobile',
          tools: ['Duration', 'Apply to all'],
          active: 'Apply to all',
          scene: 'split',
          clips: 3,
          transitionAfter: 1,
          note: 'Apply to all for slideshows only',
        },
      },
    ],
    media: ['transitions-1', 'transitions-2', 'transitions-6'],
  },
  {
    key: 'beat-sync',
    title: 'Cut to the beat with Beats markers',
    summary:
      'Let CapCut mark the beats of your music, then cut and time your clips to them for edits that feel musical.',
    difficulty: 'INTERMEDIATE',
    device: 'MOBILE',
    capcutVersion: 'Mobile 13+',
    tags: ['music', 'beat sync', 'rhythm', 'montage'],
    access: 'MEMBERS',
    body: `Edits that land on the beat feel right even to viewers who could not say why. CapCut can place **beat markers** — small yellow dots — on the music track, and clip edges snap to them.

You do not have to cut on *every* beat. Cutting every beat at 120 BPM means a new shot every half second, which is exhausting. Cut on every second or fourth beat, and save the fast cuts for the chorus or the drop.

## Choosing the music

A track with a clear, steady beat (Framestock lists the BPM of every music loop) gives the cleanest markers. Trim the song so the first beat falls at the very start of the video.`,
    steps: [
      {
        title: 'Add the music',
        body: 'Tap **Audio › Sounds** (or **Extracted** to use the sound of a video) and add your track under the clips.',
        alt: 'A music track under the video clips.',
        diagram: {
          device: 'mobile',
          tools: MOBILE_TOOLS,
          active: 'Audio',
          scene: 'subject',
          clips: 3,
          note: 'Audio › add the music track',
        },
      },
      {
        title: 'Generate the beat markers',
        body: 'Select the music, tap **Beats**, and switch on **Auto generate**. Choose *Slow* for fewer markers or *Fast* for more.',
        alt: 'Yellow beat markers along the music track.',
        diagram: {
          device: 'mobile',
          tools: ['Volume', 'Fade', 'Beats', 'Split', 'Speed'],
          active: 'Beats',
          scene: 'subject',
          clips: 3,
          beats: [0.08, 0.25, 0.42, 0.58, 0.75, 0.92],
          note: 'Select the music › Beats › Auto generate',
        },
      },
      {
        title: 'Cut on the markers',
        body: 'Move the playhead to a marker — it snaps there — select a clip and tap **Split**, or drag the end of a clip until it snaps onto the marker.',
        alt: 'Clip edges lined up with the beat markers.',
        diagram: {
          device: 'mobile',
          tools: CLIP_TOOLS,
          active: 'Split',
          scene: 'subject',
          clips: 4,
          beats: [0.08, 0.25, 0.42, 0.58, 0.75, 0.92],
          note: 'Snap clip edges to the yellow dots',
        },
      },
      {
        title: 'Add hits on the big beats',
        body: 'On the drop, add a short zoom keyframe, a flash or a Framestock hit sound on the marker. One accent per section is plenty.',
        alt: 'A keyframe placed exactly on a beat marker.',
        diagram: {
          device: 'mobile',
          tools: MOBILE_TOOLS,
          active: 'Effects',
          scene: 'subject',
          clips: 4,
          beats: [0.08, 0.25, 0.42, 0.58, 0.75, 0.92],
          keyframes: [0.58],
          note: 'Accent the drop: zoom, flash or hit',
        },
      },
    ],
    media: ['music-4', 'music-1', 'sound-effects-2'],
  },
  {
    key: 'vertical-reframe',
    title: 'Reframe 16:9 footage for 9:16 vertical video',
    summary:
      'Turn landscape footage into TikTok, Reels and Shorts without black bars: change the format, then keep the subject in frame with Auto reframe or keyframes.',
    difficulty: 'BEGINNER',
    device: 'BOTH',
    capcutVersion: 'Mobile 13+ / Desktop 5+',
    tags: ['9:16', 'vertical', 'reframe', 'aspect ratio'],
    access: 'FREE',
    body: `Landscape footage in a vertical video either gets black bars (small and wasteful) or has to be cropped. Cropping keeps only about a third of the width, so the subject must stay inside that third.

Two ways to get there:

- **Auto reframe** (desktop): CapCut tracks the subject and moves the crop for you.
- **Format + keyframes** (mobile and desktop): set the project to 9:16, scale the clip up to fill the frame, and keyframe its position when the subject moves.

## Backgrounds instead of bars

When you do want the whole landscape frame visible (a gameplay clip, a slide), fill the empty space with **Canvas › Blur** or a Framestock background rather than black.`,
    steps: [
      {
        title: 'Set the project to 9:16',
        body: 'Mobile: tap **Format** (called *Ratio* in older versions) and choose **9:16**. Desktop: set the ratio under the player to 9:16.',
        alt: 'The Format tool with 9:16 chosen.',
        diagram: {
          device: 'mobile',
          tools: MOBILE_TOOLS,
          active: 'Format',
          scene: 'reframe',
          clips: 2,
          note: 'Format › 9:16',
        },
      },
      {
        title: 'Let Auto reframe follow the subject (desktop)',
        body: 'Select the clip, open **Video › Auto reframe**, choose 9:16 and a motion speed. CapCut keeps the main subject inside the crop.',
        alt: 'The Auto reframe option in the desktop video panel.',
        diagram: {
          device: 'desktop',
          tools: ['Basic', 'Auto reframe', 'Remove BG', 'Mask'],
          active: 'Auto reframe',
          scene: 'reframe',
          clips: 2,
          note: 'Video › Auto reframe › 9:16',
        },
      },
      {
        title: 'Or fill the frame by hand (mobile)',
        body: 'Pinch the clip until it fills the 9:16 frame. Where the subject moves, add **keyframes** and drag the picture so they stay centred.',
        alt: 'A landscape clip scaled to fill a vertical frame, with keyframes.',
        diagram: {
          device: 'mobile',
          tools: MOBILE_TOOLS,
          active: 'Edit',
          scene: 'reframe',
          clips: 2,
          keyframes: [0.15, 0.55],
          note: 'Pinch to fill, keyframe to follow',
        },
      },
      {
        title: 'Fill gaps with a blurred canvas',
        body: 'If you keep the whole frame, tap **Canvas › Blur** (or *Image* with a Framestock background) so the space above and below is not plain black.',
        alt: 'A blurred copy of the video behind it, filling the vertical frame.',
        diagram: {
          device: 'mobile',
          tools: ['Canvas', 'Color', 'Image', 'Blur'],
          active: 'Blur',
          scene: 'reframe',
          clips: 2,
          note: 'Canvas › Blur instead of black bars',
        },
      },
    ],
    media: ['transitions-8', 'images-1'],
  },
  {
    key: 'text-animation',
    title: 'Animated titles with In, Out and Loop animations',
    summary:
      'Make titles pop in, breathe, and leave in style — and time them to the edit — with CapCut’s text animations and templates.',
    difficulty: 'BEGINNER',
    device: 'MOBILE',
    capcutVersion: 'Mobile 13+',
    tags: ['text', 'titles', 'animation', 'typography'],
    access: 'FREE',
    body: `Every text layer in CapCut has three animation slots:

- **In** — how it arrives (typewriter, pop, slide, blur in…),
- **Out** — how it leaves,
- **Loop** — what it does while on screen (a gentle bounce, a shimmer).

Pick **one** style for a whole video and stick to it; mixed animations look like a template sampler. Keep In and Out short (0.3–0.6 s) so the words are still readable for most of their time on screen.

## Text templates

**Text › Templates** gives finished, animated designs. They are a quick start — change the font and colours to match your video so they do not look like everyone else's.`,
    steps: [
      {
        title: 'Add your text',
        body: 'Tap **Text › Add text**, type the title and pick a font and style. Keep titles short: three to six words.',
        alt: 'A title typed in the preview.',
        diagram: {
          device: 'mobile',
          tools: ['Add text', 'Auto captions', 'Templates', 'Stickers'],
          active: 'Add text',
          scene: 'text',
          clips: 2,
          note: 'Text › Add text, short and bold',
        },
      },
      {
        title: 'Choose an In animation',
        body: 'Open the **Animation** tab of the text, pick **In** and try *Pop up* or *Typewriter*. Drag the duration slider to about 0.5 s.',
        alt: 'The In animation tab.',
        diagram: {
          device: 'mobile',
          tools: ['In', 'Out', 'Loop', 'Duration'],
          active: 'In',
          scene: 'text',
          clips: 2,
          note: 'Animation › In › about 0.5 s',
        },
      },
      {
        title: 'Add an Out animation',
        body: 'Under **Out**, choose a matching exit — if it popped in, let it pop or fade out. Same duration as the In.',
        alt: 'The Out animation tab.',
        diagram: {
          device: 'mobile',
          tools: ['In', 'Out', 'Loop', 'Duration'],
          active: 'Out',
          scene: 'text',
          clips: 2,
          note: 'Animation › Out, matching the In',
        },
      },
      {
        title: 'Time it to the cut',
        body: 'Drag the ends of the text clip so it appears with the shot it belongs to and leaves a few frames *before* the next cut.',
        alt: 'A text clip trimmed to end just before a cut.',
        diagram: {
          device: 'mobile',
          tools: MOBILE_TOOLS,
          active: 'Text',
          scene: 'text',
          clips: 2,
          keyframes: [0.1, 0.45],
          note: 'Trim the text to its shot',
        },
      },
    ],
    media: ['animations-1'],
  },
  {
    key: 'masking',
    title: 'Masks: reveals, split screens and clone shots',
    summary:
      'Show part of one clip over another with CapCut’s masks — for reveals, split screens and the classic “two of me” clone effect.',
    difficulty: 'ADVANCED',
    device: 'MOBILE',
    capcutVersion: 'Mobile 13+',
    tags: ['mask', 'split screen', 'clone', 'compositing'],
    access: 'MEMBERS',
    body: `A mask decides which part of a layer is visible. Put one clip as an **overlay** above another, mask the overlay, and the two combine: a circle reveal, a diagonal split screen, or the same person twice in one shot.

CapCut's mask shapes are **Split** (a straight line), **Mirror** (a band), **Circle**, **Rectangle**, **Heart** and **Star**. Each can be moved, rotated, **feathered** (soft edge) and **inverted**.

## The clone shot, in short

Film two takes from a locked-off camera (tripod, no zoom), with you on the left in one and on the right in the other. Put one take as an overlay, add a Split mask down the middle, feather it a little — and there are two of you.`,
    steps: [
      {
        title: 'Stack the two clips',
        body: 'Put the first clip on the main track and add the second with **Overlay › Add overlay**. Make the overlay fill the frame.',
        alt: 'Two clips stacked, one as an overlay.',
        diagram: {
          device: 'mobile',
          tools: MOBILE_TOOLS,
          active: 'Overlay',
          scene: 'split',
          clips: 2,
          note: 'Second clip as an overlay',
        },
      },
      {
        title: 'Add a mask to the overlay',
        body: 'Select the overlay and tap **Mask**. Choose **Split** for a split screen or clone shot, **Circle** for a spotlight reveal.',
        alt: 'The Mask tool with Split selected.',
        diagram: {
          device: 'mobile',
          tools: ['None', 'Split', 'Mirror', 'Circle', 'Rectangle', 'Invert'],
          active: 'Split',
          scene: 'split',
          clips: 2,
          note: 'Overlay › Mask › Split',
        },
      },
      {
        title: 'Position and feather it',
        body: 'Drag the mask line to where the two takes meet, rotate it with two fingers, and pull the **double arrow** to feather the edge so the join disappears.',
        alt: 'A circular mask being positioned and feathered.',
        diagram: {
          device: 'mobile',
          tools: ['None', 'Split', 'Mirror', 'Circle', 'Rectangle', 'Invert'],
          active: 'Circle',
          scene: 'mask',
          clips: 2,
          note: 'Drag, rotate, and feather the edge',
        },
      },
      {
        title: 'Animate the mask for a reveal',
        body: 'Keyframe the overlay: a small circle at the start, a circle larger than the frame two seconds later. The new shot grows out from the centre.',
        alt: 'Keyframes on a masked overlay for a growing circle reveal.',
        diagram: {
          device: 'mobile',
          tools: CLIP_TOOLS,
          active: 'Mask',
          scene: 'mask',
          clips: 2,
          keyframes: [0.2, 0.55],
          note: 'Keyframe the mask size for a reveal',
        },
      },
    ],
    media: ['transitions-3', 'effects-2'],
  },
  {
    key: 'colour-adjustment',
    title: 'Colour correction with Adjust, HSL and Curves',
    summary:
      'Fix exposure and white balance first, then give the video a consistent look — with CapCut desktop’s Adjust panel, HSL and Curves.',
    difficulty: 'ADVANCED',
    device: 'DESKTOP',
    capcutVersion: 'Desktop 5+',
    tags: ['colour', 'color grading', 'hsl', 'curves', 'adjust'],
    access: 'MEMBERS',
    body: `Colour work has two separate jobs, done in this order:

1. **Correction** — make each shot look *right*: not too dark or bright, whites actually white, shots matching each other.
2. **Grading** — give the whole video a *look*: warm and soft, teal and orange, moody and desaturated.

Grading before correcting means grading over problems. Work on one representative shot, then copy the adjustment to the others (**Apply to all** or copy/paste attributes) and tweak.

## A light touch

Small numbers go a long way: +5 to +15 on most sliders. Check skin tones after every change — viewers forgive a strange sky, not strange faces.`,
    steps: [
      {
        title: 'Correct exposure and contrast',
        body: 'Select the clip and open **Adjust › Basic**. Set **Exposure** so faces are well lit without clipping the highlights, then add a little **Contrast**.',
        alt: 'The desktop Adjust panel with Basic selected.',
        diagram: {
          device: 'desktop',
          tools: ['Basic', 'HSL', 'Curves', 'Color wheel', 'LUT'],
          active: 'Basic',
          scene: 'color',
          clips: 3,
          note: 'Adjust › Basic: exposure, then contrast',
        },
      },
      {
        title: 'Fix white balance',
        body: 'Move **Temperature** and **Tint** until something that should be white or grey looks neutral. Cool footage needs warming; fluorescent light often needs less green.',
        alt: 'Temperature and tint sliders.',
        diagram: {
          device: 'desktop',
          tools: ['Basic', 'HSL', 'Curves', 'Color wheel', 'LUT'],
          active: 'Basic',
          scene: 'color',
          clips: 3,
          note: 'Temperature and Tint to neutral whites',
        },
      },
      {
        title: 'Shape single colours with HSL',
        body: 'In **HSL** pick one colour and change its hue, saturation or lightness — e.g. deepen the blue of a sky or calm an over-saturated red shirt — without touching the rest.',
        alt: 'HSL colour swatches.',
        diagram: {
          device: 'desktop',
          tools: ['Basic', 'HSL', 'Curves', 'Color wheel', 'LUT'],
          active: 'HSL',
          scene: 'color',
          clips: 3,
          note: 'HSL: one colour at a time',
        },
      },
      {
        title: 'Add the look with Curves',
        body: 'In **Curves**, a gentle S (lift the upper part, lower the lower part) adds punch. Apply the result to the other shots and compare them side by side.',
        alt: 'A gentle S-curve.',
        diagram: {
          device: 'desktop',
          tools: ['Basic', 'HSL', 'Curves', 'Color wheel', 'LUT'],
          active: 'Curves',
          scene: 'color',
          clips: 3,
          curve: [0.9, 0.85, 0.7, 0.5, 0.3, 0.15, 0.1],
          note: 'A gentle S-curve, then match the shots',
        },
      },
    ],
    media: ['effects-3'],
  },
  {
    key: 'export-settings',
    title: 'Export settings for TikTok, Reels, Shorts and YouTube',
    summary:
      'The resolution, frame rate and quality to export with for each platform, so uploads stay sharp after the platform compresses them.',
    difficulty: 'BEGINNER',
    device: 'BOTH',
    capcutVersion: 'Mobile 13+ / Desktop 5+',
    tags: ['export', 'tiktok', 'instagram reels', 'youtube shorts', 'quality'],
    access: 'FREE',
    body: `Every platform re-compresses what you upload. You cannot stop that, but you can give it the best possible source: the right size, a steady frame rate and enough quality.

| Platform | Aspect | Resolution | Frame rate |
|---|---|---|---|
| TikTok | 9:16 | 1080 × 1920 | 30 (or 60) |
| Instagram Reels | 9:16 | 1080 × 1920 | 30 |
| YouTube Shorts | 9:16 | 1080 × 1920 (up to 4K) | 30 or 60 |
| YouTube | 16:9 | 1920 × 1080 or 3840 × 2160 | same as filmed |

Export at the **frame rate you filmed** (or lower, never higher: it only adds repeated frames). Exporting vertical video above 1080p rarely helps on TikTok and Reels, which deliver 1080p; YouTube does reward 4K uploads with better quality.

Platforms change their limits over time — check the current maximum length and file size in each app's help pages.`,
    steps: [
      {
        title: 'Check the project format first',
        body: 'Make sure the project is already **9:16** for vertical platforms or **16:9** for YouTube. Exporting does not change the aspect ratio.',
        alt: 'The Format tool with the aspect ratio.',
        diagram: {
          device: 'mobile',
          tools: MOBILE_TOOLS,
          active: 'Format',
          scene: 'reframe',
          clips: 2,
          note: 'Format matches the platform before export',
        },
      },
      {
        title: 'Open the export settings',
        body: 'On mobile tap the **resolution label** (e.g. *1080P*) next to Export at the top right; on desktop click **Export** to open the settings.',
        alt: 'The export settings panel.',
        diagram: {
          device: 'mobile',
          tools: ['Resolution', 'Frame rate', 'Code rate', 'Export'],
          active: 'Resolution',
          scene: 'export',
          clips: 2,
          note: 'Tap 1080P next to Export',
        },
      },
      {
        title: 'Set resolution, frame rate and quality',
        body: 'Choose **1080p**, the frame rate you filmed at (usually **30**), and **Code rate: Recommended** or *Higher*. For YouTube 4K footage choose 4K.',
        alt: '1080p, 30 fps, recommended code rate selected.',
        diagram: {
          device: 'desktop',
          tools: ['Resolution', 'Frame rate', 'Code rate', 'Format'],
          active: 'Code rate',
          scene: 'export',
          clips: 2,
          note: '1080p · filmed frame rate · Recommended',
        },
      },
      {
        title: 'Export and upload the file itself',
        body: 'Export, then upload the saved file in the platform’s own app. Uploading the original file beats sharing a re-saved or screen-recorded copy.',
        alt: 'The export button.',
        diagram: {
          device: 'mobile',
          tools: ['Resolution', 'Frame rate', 'Code rate', 'Export'],
          active: 'Export',
          scene: 'export',
          clips: 2,
          note: 'Export, then upload the original file',
        },
      },
    ],
    media: [],
  },
  {
    key: 'framestock-assets-in-capcut',
    title: 'Use Framestock overlays, transitions and music in CapCut',
    summary:
      'Bring Framestock clips, overlays with transparency and music loops into CapCut, and blend them in so they look like part of your edit.',
    difficulty: 'BEGINNER',
    device: 'BOTH',
    capcutVersion: 'Mobile 13+ / Desktop 5+',
    tags: ['framestock', 'overlays', 'import', 'blend mode', 'music'],
    access: 'FREE',
    body: `Framestock assets are ordinary video, image and audio files, so they work in CapCut like your own footage. What matters is *where* they go:

- **Backgrounds and animations** go on the main track, like any clip.
- **Overlays, light leaks, particles and transitions** go *above* your footage, on an **overlay** track.
- **Music and sound effects** go on the audio track.

Overlays come in two kinds. Clips **with transparency** (an alpha channel) simply sit on top. Clips on a **black background** need a blend mode: **Screen** (or *Lighten*) makes the black disappear and keeps the light.

Every asset page says which editors it has been tested in, its resolution and frame rate, and for music the BPM — handy for cutting to the beat.`,
    steps: [
      {
        title: 'Download the asset to your device',
        body: 'Open the asset on Framestock and download it. On a phone, save it to your photos or files so CapCut can see it.',
        alt: 'A grid of Framestock assets with one selected.',
        diagram: {
          device: 'mobile',
          tools: ['Videos', 'Photos', 'Stock', 'Files'],
          active: 'Files',
          scene: 'library',
          clips: 2,
          note: 'Download the asset, save it to the device',
        },
      },
      {
        title: 'Add it as an overlay',
        body: 'In your project tap **Overlay › Add overlay** and choose the file. Pinch it to fill the frame and drag it on the timeline to where it belongs.',
        alt: 'An overlay clip above the main footage.',
        diagram: {
          device: 'mobile',
          tools: MOBILE_TOOLS,
          active: 'Overlay',
          scene: 'subject',
          clips: 2,
          note: 'Overlay › Add overlay › the asset',
        },
      },
      {
        title: 'Blend black backgrounds away',
        body: 'For overlays on black, select the overlay, tap **Blend** (or *Splice › Blend* in some versions) and choose **Screen**. Lower the opacity if the effect is too strong.',
        alt: 'Blend mode Screen selected for an overlay.',
        diagram: {
          device: 'mobile',
          tools: ['Normal', 'Screen', 'Lighten', 'Overlay', 'Opacity'],
          active: 'Screen',
          scene: 'subject',
          clips: 2,
          note: 'Blend › Screen makes black transparent',
        },
      },
      {
        title: 'Add the music under it',
        body: 'Tap **Audio › Sounds › Device** (or import on desktop) and add the track. With the BPM from the asset page, cut your clips to the beat.',
        alt: 'A music track under the clips with beat markers.',
        diagram: {
          device: 'mobile',
          tools: MOBILE_TOOLS,
          active: 'Audio',
          scene: 'subject',
          clips: 3,
          beats: [0.12, 0.37, 0.62, 0.87],
          note: 'Audio › the Framestock track',
        },
      },
    ],
    media: ['effects-1', 'transitions-2', 'music-2'],
  },
];
