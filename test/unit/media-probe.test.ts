import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { orientationOf, parseProbe, probe } from '../../server/media/probe.js';
import { MediaToolError, run, summarizeStderr } from '../../server/media/tools.js';
import {
  fixtureDir,
  makeAudio,
  makeImage,
  makeTextFile,
  makeVideo,
  fixtureTools as tools,
} from '../support/media-fixtures.js';

describe('probe', () => {
  let clip: string;
  beforeAll(async () => {
    clip = await makeVideo({ seconds: 2, width: 320, height: 240, fps: 25, audio: true });
  });

  it('reads a clip’s format, duration, size, picture and sound', async () => {
    const info = await probe(tools, clip);
    expect(info.formatName).toContain('mp4');
    expect(info.durationSeconds).toBeCloseTo(2, 1);
    expect(info.sizeBytes).toBeGreaterThan(1000);
    expect(info.video).toMatchObject({
      width: 320,
      height: 240,
      fps: 25,
      codec: 'h264',
      pixelFormat: 'yuv420p',
      hasAlpha: false,
      rotation: 0,
    });
    expect(info.audio).toMatchObject({ codec: 'aac', sampleRate: 48000, channels: 1 });
    expect(info.tags).toEqual({});
  });

  it('reports a non-integer frame rate to 3 decimals', async () => {
    const ntsc = await makeVideo({ seconds: 1, width: 160, height: 120, fps: 30000 / 1001 });
    expect((await probe(tools, ntsc)).video?.fps).toBe(29.97);
  });

  it('turns width and height by the rotation a player applies (a phone held upright)', async () => {
    const portrait = await makeVideo({ seconds: 1, width: 320, height: 180, fps: 25, rotation: 90 });
    const info = await probe(tools, portrait);
    expect(info.video).toMatchObject({ width: 180, height: 320, rotation: 90 });
    const upsideDown = await makeVideo({ seconds: 1, width: 320, height: 180, fps: 25, rotation: 180 });
    expect((await probe(tools, upsideDown)).video).toMatchObject({ width: 320, height: 180, rotation: 180 });
  });

  it.each([
    ['mp4', 'png', 'rgba'],
    ['mov', 'qtrle', 'argb'],
    ['webm', 'vp9', 'yuv420p'],
  ] as const)('sees the alpha channel of a transparent %s clip (%s)', async (container, codec, pixelFormat) => {
    const file = await makeVideo({ seconds: 1, width: 160, height: 120, fps: 10, alpha: true, container });
    const info = await probe(tools, file);
    expect(info.video).toMatchObject({ codec, pixelFormat, hasAlpha: true });
  });

  it('sees no alpha in an opaque WebM', async () => {
    const file = await makeVideo({ seconds: 1, width: 160, height: 120, fps: 10, container: 'webm' });
    expect((await probe(tools, file)).video).toMatchObject({ codec: 'vp9', hasAlpha: false });
  });

  it('reads the BPM tag of an MP3 and of a WAV, and the audio of each', async () => {
    const mp3 = await probe(tools, await makeAudio({ seconds: 1, format: 'mp3', bpm: 124 }));
    expect(mp3).toMatchObject({
      formatName: 'mp3',
      video: null,
      audio: { codec: 'mp3', sampleRate: 44100, channels: 2, bitRate: 192000 },
      tags: { bpm: 124 },
    });
    const wav = await probe(tools, await makeAudio({ seconds: 1, format: 'wav', bpm: 98, channels: 1 }));
    expect(wav).toMatchObject({ formatName: 'wav', audio: { codec: 'pcm_s16le', channels: 1 }, tags: { bpm: 98 } });
    expect(wav.durationSeconds).toBeCloseTo(1, 2);
  });

  it('reads an image’s size and alpha (duration unknown)', async () => {
    const png = await probe(tools, await makeImage({ width: 300, height: 200, format: 'png', alpha: true }));
    expect(png).toMatchObject({ durationSeconds: null, video: { width: 300, height: 200, hasAlpha: true } });
    const jpeg = await probe(tools, await makeImage({ width: 300, height: 200, format: 'jpeg' }));
    expect(jpeg.video).toMatchObject({ width: 300, height: 200, codec: 'mjpeg', hasAlpha: false });
  });

  it('rejects a text file named .mp4 with a short message naming no server path', async () => {
    const junk = await makeTextFile('clip.mp4');
    const error = await probe(tools, junk).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MediaToolError);
    expect((error as MediaToolError).code).toBe('FAILED');
    expect((error as MediaToolError).message).toBe('ffprobe failed: Invalid data found when processing input');
    expect((error as MediaToolError).detail).toContain('Invalid data');
  });

  it('refuses playlists and file lists that would read other files or URLs', async () => {
    const dir = fixtureDir();
    const playlist = path.join(dir, 'evil.m3u8');
    await writeFile(
      playlist,
      `#EXTM3U\n#EXT-X-TARGETDURATION:2\n#EXTINF:2,\n${clip}\n#EXTINF:2,\nhttp://127.0.0.1:9/x.ts\n#EXT-X-ENDLIST\n`,
    );
    await expect(probe(tools, playlist)).rejects.toThrow('ffprobe failed: unsupported file format (hls)');
    const list = path.join(dir, 'evil.ffconcat');
    await writeFile(list, `ffconcat version 1.0\nfile ${clip}\n`);
    await expect(probe(tools, list)).rejects.toThrow('ffprobe failed: unsupported file format (concat)');
  });
});

describe('parseProbe', () => {
  it('takes the rotation from a display matrix (counter-clockwise) and skips cover art', () => {
    const info = parseProbe({
      format: { format_name: 'mov,mp4,m4a,3gp,3g2,mj2', duration: '4.5', size: '1000' },
      streams: [
        { codec_type: 'video', codec_name: 'mjpeg', width: 600, height: 600, disposition: { attached_pic: 1 } },
        {
          codec_type: 'video',
          codec_name: 'hevc',
          width: 1920,
          height: 1080,
          pix_fmt: 'yuv420p10le',
          avg_frame_rate: '0/0',
          r_frame_rate: '60/1',
          side_data_list: [{ side_data_type: 'Display Matrix', rotation: -90 }],
        },
      ],
    });
    expect(info.video).toMatchObject({
      codec: 'hevc',
      width: 1080,
      height: 1920,
      rotation: 90,
      fps: 60,
      hasAlpha: false,
    });
    expect(info.audio).toBeNull();
  });

  it('finds music tags in any case, in format or stream tags', () => {
    const info = parseProbe({
      format: { tags: { Genre: 'Lo-fi', INITIALKEY: 'F#m' } },
      streams: [{ codec_type: 'audio', codec_name: 'flac', sample_rate: '96000', channels: 2, tags: { BPM: '87.5' } }],
    });
    expect(info.tags).toEqual({ bpm: 87.5, musicalKey: 'F#m', genre: 'Lo-fi' });
    expect(info.audio).toEqual({ codec: 'flac', sampleRate: 96000, channels: 2, bitRate: null });
    expect(parseProbe({ format: { tags: { TBPM: 'fast' } } }).tags).toEqual({});
  });

  it('knows alpha pixel formats', () => {
    const alpha = (pix_fmt: string, codec_name = 'prores') =>
      parseProbe({ streams: [{ codec_type: 'video', codec_name, width: 2, height: 2, pix_fmt }] }).video?.hasAlpha;
    expect(['yuva444p10le', 'rgba', 'argb', 'bgra', 'gbrap', 'ya8', 'pal8', 'rgba64le'].map((f) => alpha(f))).toEqual(
      Array(8).fill(true),
    );
    expect(['yuv420p', 'yuv422p10le', 'rgb24', 'gray', 'nv12'].map((f) => alpha(f))).toEqual(Array(5).fill(false));
  });
});

describe('orientationOf', () => {
  it('is square within 2%, else landscape or portrait', () => {
    expect(orientationOf(1920, 1080)).toBe('LANDSCAPE');
    expect(orientationOf(1080, 1920)).toBe('PORTRAIT');
    expect(orientationOf(1000, 1000)).toBe('SQUARE');
    expect(orientationOf(1000, 981)).toBe('SQUARE');
    expect(orientationOf(1000, 979)).toBe('LANDSCAPE');
    expect(orientationOf(979, 1000)).toBe('PORTRAIT');
  });
});

describe('run', () => {
  it('kills a tool that runs past its time limit', async () => {
    const started = performance.now();
    const endless = ['-v', 'error', '-nostdin', '-f', 'lavfi', '-i', 'testsrc2', '-f', 'null', '-'];
    // The promise settles on the process's 'close' event: rejecting means the process is gone.
    const error = await run(tools.ffmpeg, endless, { timeoutMs: 300 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MediaToolError);
    expect(error).toMatchObject({ code: 'TIMEOUT', message: 'ffmpeg took longer than 300 ms' });
    expect(performance.now() - started).toBeLessThan(5000);
  });

  it('writes each stdin chunk out before asking for the next, so a producer may refill one buffer', async () => {
    const side = 64;
    const frames = 40;
    // Large enough that a pipe (64 KiB) cannot take a frame in one write.
    const frame = Buffer.alloc(side * side * 4 * 8);
    async function* refilled() {
      for (let i = 0; i < frames; i++) {
        frame.fill(i * 6);
        yield frame;
      }
    }
    const out = await run(
      tools.ffmpeg,
      [
        ...['-v', 'error', '-f', 'rawvideo', '-pix_fmt', 'rgba', '-s', `${side * 2}x${side * 4}`, '-r', '1'],
        ...['-i', 'pipe:0', '-f', 'rawvideo', '-pix_fmt', 'gray', 'pipe:1'],
      ],
      { timeoutMs: 30_000, stdin: refilled() },
    );
    // One grey level per frame, in order: no frame was overwritten before the pipe had it.
    const levels = Array.from({ length: frames }, (_, i) => out[i * side * 8 * side]);
    expect(out.length).toBe(frames * side * 8 * side);
    expect(new Set(levels).size).toBe(frames);
    expect(levels).toEqual([...levels].sort((a, b) => (a as number) - (b as number)));
  });

  it('kills a tool when its signal aborts', async () => {
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 200);
    const endless = ['-v', 'error', '-nostdin', '-f', 'lavfi', '-i', 'testsrc2', '-f', 'null', '-'];
    await expect(run(tools.ffmpeg, endless, { timeoutMs: 30_000, signal: controller.signal })).rejects.toMatchObject({
      code: 'ABORTED',
      message: 'ffmpeg was cancelled',
    });
  });

  it('runs a tool at a lower priority when asked, and what it starts as well', async () => {
    // The nice value of a process the tool starts (field 19 of /proc/<pid>/stat).
    const niceOfChild = async (niceness?: number) => {
      const stat = await run('/bin/sh', ['-c', 'sleep 0.05; cat /proc/self/stat'], { timeoutMs: 5000, niceness });
      const text = stat.toString();
      return Number(text.slice(text.lastIndexOf(')') + 2).split(' ')[16]);
    };
    const normal = await niceOfChild();
    expect(await niceOfChild(10)).toBe(Math.max(normal, 10));
  });

  it('reports a binary that cannot be started', async () => {
    await expect(run('/nonexistent/ffmpeg', ['-version'], { timeoutMs: 5000 })).rejects.toMatchObject({
      code: 'UNAVAILABLE',
      message: 'ffmpeg could not be started',
    });
  });
});

describe('summarizeStderr', () => {
  it('keeps the last line without demuxer prefixes or server paths', () => {
    expect(
      summarizeStderr(
        '[mov,mp4,m4a,3gp,3g2,mj2 @ 0x55d0c] moov atom not found\nfile:/tmp/job-7/original.mp4: Invalid data found when processing input\n',
      ),
    ).toBe('Invalid data found when processing input');
    expect(summarizeStderr('[libx264 @ 0x1a2b] height not divisible by 2 (321x241)')).toBe(
      'height not divisible by 2 (321x241)',
    );
    expect(summarizeStderr('Could not open /srv/app/.data/x/y.png for writing, rate 25/1')).toBe(
      'Could not open y.png for writing, rate 25/1',
    );
    expect(summarizeStderr('')).toBe('unknown error');
  });
});
