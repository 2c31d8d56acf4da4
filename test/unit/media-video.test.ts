import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Derivative } from '../../server/media/derivatives.js';
import { type ProbeResult, probe } from '../../server/media/probe.js';
import { MediaToolError } from '../../server/media/tools.js';
import { makeVideoDerivatives, planVideo, VIDEO_FILES, videoArgs } from '../../server/media/video.js';
import { watermarkPng, watermarkSvg } from '../../server/media/watermark.js';
import {
  fixtureDir,
  makeAudio,
  makeTextFile,
  makeVideo,
  fixtureTools as tools,
  type VideoFixture,
} from '../support/media-fixtures.js';

const exec = promisify(execFile);

const outDir = () => mkdtemp(path.join(fixtureDir(), 'out-'));

async function derive(fixture: VideoFixture) {
  const input = await makeVideo(fixture);
  const info = await probe(tools, input);
  const dir = await outDir();
  const derivatives = await makeVideoDerivatives(tools, input, info, dir);
  const byRole = Object.fromEntries(derivatives.map((d) => [d.role, d])) as Record<Derivative['role'], Derivative>;
  return { input, info, dir, derivatives, byRole };
}

/** One frame as raw RGB, optionally scaled, decoded by ffmpeg. */
async function frame(file: string, seconds: number, size?: { width: number; height: number }) {
  const scale = size ? ['-vf', `scale=${size.width}:${size.height}`] : [];
  const { stdout } = await exec(
    tools.ffmpeg,
    [
      '-v',
      'error',
      '-ss',
      String(seconds),
      '-i',
      file,
      ...scale,
      '-frames:v',
      '1',
      '-f',
      'rawvideo',
      '-pix_fmt',
      'rgb24',
      '-',
    ],
    { encoding: 'buffer', maxBuffer: 64 * 1024 * 1024 },
  );
  return stdout;
}

/** Share of pixels whose colour differs clearly (by more than 40 in some channel). */
function changedShare(a: Buffer, b: Buffer): number {
  let changed = 0;
  for (let i = 0; i < a.length; i += 3) {
    let d = 0;
    for (let c = i; c < i + 3; c++) d = Math.max(d, Math.abs((a[c] ?? 0) - (b[c] ?? 0)));
    if (d > 40) changed++;
  }
  return changed / (a.length / 3);
}

describe('video derivatives', () => {
  let landscape: Awaited<ReturnType<typeof derive>>;
  beforeAll(async () => {
    landscape = await derive({ seconds: 8, width: 640, height: 360, fps: 25, audio: true });
  });

  it('makes a 640 px WebP thumbnail at 10% of the clip', async () => {
    const t = landscape.byRole.THUMBNAIL;
    expect(t).toMatchObject({ file: path.join(landscape.dir, 'thumbnail.webp'), contentType: 'image/webp' });
    expect(await sharp(t.file).metadata()).toMatchObject({ format: 'webp', width: 640, height: 360, hasAlpha: false });
    expect(planVideo(landscape.info).thumbnail.atSeconds).toBeCloseTo(0.8, 2);
  });

  it('makes a watermarked H.264 preview with AAC sound, never enlarged, moov first', async () => {
    const p = landscape.byRole.PREVIEW;
    expect(p).toMatchObject({ contentType: 'video/mp4', width: 640, height: 360 });
    const info = await probe(tools, p.file);
    expect(info.video).toMatchObject({ codec: 'h264', pixelFormat: 'yuv420p', width: 640, height: 360, fps: 25 });
    expect(info.audio).toMatchObject({ codec: 'aac' });
    expect(info.durationSeconds).toBeCloseTo(8, 0);
    // faststart: the index ('moov') comes before the media data ('mdat').
    const bytes = await readFile(p.file);
    expect(bytes.indexOf('moov')).toBeLessThan(bytes.indexOf('mdat'));
  });

  it('puts a visible watermark on the preview and the hover loop', async () => {
    // The control: the same clip through the same encoder settings, without the mark.
    const unmarked = path.join(await outDir(), 'unmarked.mp4');
    await exec(tools.ffmpeg, [
      '-v',
      'error',
      '-i',
      landscape.input,
      '-t',
      '3',
      '-c:v',
      'libx264',
      '-preset',
      'veryfast',
      '-crf',
      '23',
      unmarked,
    ]);
    const clean = await frame(unmarked, 2);
    const source = await frame(landscape.input, 2);
    const marked = await frame(landscape.byRole.PREVIEW.file, 2);
    expect(changedShare(source, clean)).toBeLessThan(0.03);
    expect(changedShare(clean, marked)).toBeGreaterThan(0.08);
    // The hover loop too: for a clip under 6 s it is the whole clip.
    const small = { width: 480, height: 270 };
    const hover = await frame(landscape.byRole.HOVER_LOOP.file, 2, small);
    expect(changedShare(await frame(unmarked, 2, small), hover)).toBeGreaterThan(0.05);
  });

  it('makes a muted hover loop of the first 6 s, inside 480x480', async () => {
    const h = landscape.byRole.HOVER_LOOP;
    expect(h).toMatchObject({ contentType: 'video/mp4', width: 480, height: 270 });
    const info = await probe(tools, h.file);
    expect(info.audio).toBeNull();
    expect(info.video).toMatchObject({ codec: 'h264', width: 480, height: 270 });
    expect(info.durationSeconds).toBeGreaterThan(5.9);
    expect(info.durationSeconds).toBeLessThanOrEqual(6.05);
  });

  it('makes a storyboard sprite whose metadata matches its size and the clip', async () => {
    const s = landscape.byRole.STORYBOARD;
    const m = s.metadata ?? {};
    const [columns, rows, tileWidth, tileHeight, count] = ['columns', 'rows', 'tileWidth', 'tileHeight', 'count'].map(
      (k) => Number(m[k]),
    ) as [number, number, number, number, number];
    expect({ columns, rows, tileWidth, tileHeight, count }).toEqual({
      columns: 10,
      rows: 8,
      tileWidth: 160,
      tileHeight: 90,
      count: 80,
    });
    expect(Number(m.intervalSeconds) * count).toBeCloseTo(8, 1);
    expect(await sharp(s.file).metadata()).toMatchObject({
      format: 'webp',
      width: columns * tileWidth,
      height: rows * tileHeight,
    });
    expect(s).toMatchObject({ width: columns * tileWidth, height: rows * tileHeight });
  });

  it('overwrites the same files when run again, leaving nothing else', async () => {
    const names = (await readdir(landscape.dir)).sort();
    expect(names).toEqual(Object.values(VIDEO_FILES).sort());
    await writeFile(path.join(landscape.dir, 'thumbnail.webp'), 'stale');
    const again = await makeVideoDerivatives(tools, landscape.input, landscape.info, landscape.dir);
    expect(again.map((d) => d.file)).toEqual(landscape.derivatives.map((d) => d.file));
    expect((await readdir(landscape.dir)).sort()).toEqual(names);
    expect((await sharp(path.join(landscape.dir, 'thumbnail.webp')).metadata()).width).toBe(640);
  });

  it('fits a portrait phone clip (rotated) inside 1280x720 with even sides', async () => {
    const { byRole } = await derive({ seconds: 1, width: 320, height: 180, fps: 25, rotation: 90 });
    expect(byRole.PREVIEW).toMatchObject({ width: 180, height: 320 });
    expect((await probe(tools, byRole.PREVIEW.file)).video).toMatchObject({ width: 180, height: 320, rotation: 0 });
    expect(await sharp(byRole.THUMBNAIL.file).metadata()).toMatchObject({ width: 180, height: 320 });
  });

  it('shows a transparent clip over a checkerboard and keeps alpha in the thumbnail and storyboard', async () => {
    for (const container of ['webm', 'mov'] as const) {
      const { byRole } = await derive({ seconds: 1, width: 160, height: 120, fps: 10, alpha: true, container });
      const thumb = await sharp(byRole.THUMBNAIL.file).raw().toBuffer({ resolveWithObject: true });
      expect(thumb.info.channels).toBe(4);
      expect(thumb.data[3]).toBeLessThan(200); // the fixture is half transparent
      expect((await sharp(byRole.STORYBOARD.file).metadata()).hasAlpha).toBe(true);
      expect((await probe(tools, byRole.PREVIEW.file)).video).toMatchObject({ codec: 'h264', hasAlpha: false });
      // Checkerboard squares show through the half-transparent picture (and the watermark): neighbouring squares differ.
      const hover = await frame(byRole.HOVER_LOOP.file, 0.5);
      const pixel = (x: number, y: number) => hover[(y * 160 + x) * 3 + 1] ?? 0;
      expect(Math.abs(pixel(4, 60) - pixel(12, 60))).toBeGreaterThan(8);
    }
  });

  it('handles odd sizes, clips shorter than a second and clips without sound', async () => {
    const { byRole, info } = await derive({ seconds: 0.4, width: 321, height: 241, fps: 25 });
    expect(info.audio).toBeNull();
    expect(byRole.PREVIEW).toMatchObject({ width: 320, height: 240 });
    expect(byRole.THUMBNAIL).toMatchObject({ width: 321, height: 241 });
    expect(byRole.STORYBOARD.metadata).toMatchObject({ count: '4', columns: '4', rows: '1' });
    expect((await probe(tools, byRole.PREVIEW.file)).audio).toBeNull();
    expect((await probe(tools, byRole.HOVER_LOOP.file)).durationSeconds).toBeCloseTo(0.4, 1);
  });

  it('builds one ffmpeg run reading the file only through the whitelists', () => {
    const plan = planVideo(landscape.info);
    const args = videoArgs(plan, '/in/clip.mp4', '/out', 2);
    expect(args.filter((a) => a === '-i')).toHaveLength(2);
    expect(args.slice(args.indexOf('-protocol_whitelist'), args.indexOf('-protocol_whitelist') + 6)).toEqual([
      '-protocol_whitelist',
      'file',
      '-format_whitelist',
      expect.stringContaining('matroska'),
      '-i',
      'file:/in/clip.mp4',
    ]);
    expect(args).toEqual(expect.arrayContaining(['file:/out/preview.mp4', 'file:/out/hover.mp4', '-nostdin', '-y']));
    expect(args.join(' ')).toContain('-preset veryfast');
    expect(() => videoArgs(plan, '/in/clip%03d.mp4', '/out')).toThrow(/glob/);
  });

  it('rejects a file without a video stream, a damaged file, and a playlist disguised as a clip', async () => {
    const dir = await outDir();
    const song = await makeAudio({ seconds: 1, format: 'mp3' });
    const songInfo = await probe(tools, song);
    await expect(makeVideoDerivatives(tools, song, songInfo, dir)).rejects.toMatchObject({
      code: 'INVALID_MEDIA',
      message: 'The file has no video stream',
    });

    // As if the probe had passed (it would not): ffmpeg itself must refuse the bytes.
    const fakeInfo: ProbeResult = { ...landscape.info, audio: null };
    const junk = await makeTextFile('clip.mp4');
    const error = await makeVideoDerivatives(tools, junk, fakeInfo, dir).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MediaToolError);
    expect((error as MediaToolError).message).toMatch(/^ffmpeg failed: /);
    expect((error as MediaToolError).message).not.toContain(fixtureDir());

    const playlist = path.join(fixtureDir(), 'playlist.m3u8');
    await writeFile(playlist, `#EXTM3U\n#EXT-X-TARGETDURATION:8\n#EXTINF:8,\n${landscape.input}\n#EXT-X-ENDLIST\n`);
    await expect(makeVideoDerivatives(tools, playlist, fakeInfo, dir)).rejects.toThrow(
      'ffmpeg failed: unsupported file format (hls)',
    );
    expect(await readdir(dir)).toEqual([]);
  });
});

describe('watermarkPng', () => {
  it('is the watermark SVG rasterised at exactly that size, rendered once per size', async () => {
    const png = await watermarkPng(1280, 720);
    const [fromPng, fromSvg] = await Promise.all([
      sharp(png).raw().toBuffer({ resolveWithObject: true }),
      sharp(watermarkSvg(1280, 720)).raw().toBuffer(),
    ]);
    expect(fromPng.info).toMatchObject({ width: 1280, height: 720, channels: 4 });
    expect(fromPng.data.equals(fromSvg)).toBe(true);
    // The same size again is the kept render; another size is its own.
    expect(await watermarkPng(1280, 720)).toBe(png);
    const small = await watermarkPng(480, 270);
    expect(await sharp(small).metadata()).toMatchObject({ format: 'png', width: 480, height: 270 });
    expect(await watermarkPng(480, 270)).toBe(small);
  });
});
