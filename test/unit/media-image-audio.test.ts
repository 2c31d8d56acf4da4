import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  AUDIO_FILES,
  audioArgs,
  makeAudioDerivatives,
  PeakReducer,
  type WaveformJson,
} from '../../server/media/audio.js';
import { fitInside } from '../../server/media/derivatives.js';
import { IMAGE_FILES, MAX_IMAGE_PIXELS, makeImageDerivatives, probeImage } from '../../server/media/image.js';
import { probe } from '../../server/media/probe.js';
import { MediaToolError } from '../../server/media/tools.js';
import { md5File } from '../../server/storage/md5.js';
import {
  fixtureDir,
  makeAudio,
  makeImage,
  makeTextFile,
  makeVideo,
  fixtureTools as tools,
} from '../support/media-fixtures.js';

const outDir = () => mkdtemp(path.join(fixtureDir(), 'out-'));

describe('image derivatives', () => {
  it('makes a 640 px thumbnail and a 1280 px watermarked preview, both WebP', async () => {
    const input = await makeImage({ width: 2000, height: 1000, format: 'jpeg' });
    const dir = await outDir();
    const [thumbnail, preview] = await makeImageDerivatives(input, dir);
    expect(thumbnail).toEqual({
      role: 'THUMBNAIL',
      file: path.join(dir, IMAGE_FILES.thumbnail),
      contentType: 'image/webp',
      width: 640,
      height: 320,
    });
    expect(preview).toEqual({
      role: 'PREVIEW',
      file: path.join(dir, IMAGE_FILES.preview),
      contentType: 'image/webp',
      width: 1280,
      height: 640,
    });
    expect(await sharp(thumbnail?.file).metadata()).toMatchObject({ format: 'webp', width: 640, height: 320 });
    expect(await sharp(preview?.file).metadata()).toMatchObject({ format: 'webp', width: 1280, height: 640 });

    // The watermark: against the same resize without it, many pixels change clearly; compression alone changes few.
    const clean = await sharp(input).resize({ width: 1280 }).webp({ quality: 82 }).toBuffer();
    const raw = async (img: string | Buffer) => (await sharp(img).removeAlpha().raw().toBuffer()) as Buffer;
    const [plain, cleanRaw, marked] = await Promise.all([
      raw(await sharp(input).resize({ width: 1280 }).png().toBuffer()),
      raw(clean),
      raw(preview?.file ?? ''),
    ]);
    const share = (a: Buffer, b: Buffer) => {
      let n = 0;
      for (let i = 0; i < a.length; i++) if (Math.abs((a[i] ?? 0) - (b[i] ?? 0)) > 30) n++;
      return n / a.length;
    };
    expect(share(plain, cleanRaw)).toBeLessThan(0.01);
    expect(share(plain, marked)).toBeGreaterThan(0.05);
    expect(await readdir(dir)).toEqual(Object.values(IMAGE_FILES).sort());
  });

  it('never enlarges, keeps transparency, and stands a photo up per its EXIF orientation', async () => {
    const small = await makeImage({ width: 300, height: 200, format: 'png', alpha: true });
    const [thumb, preview] = await makeImageDerivatives(small, await outDir());
    expect(thumb).toMatchObject({ width: 300, height: 200 });
    expect(preview).toMatchObject({ width: 300, height: 200 });
    const pixels = await sharp(preview?.file).raw().toBuffer({ resolveWithObject: true });
    expect(pixels.info.channels).toBe(4);
    expect(pixels.data[(190 * 300 + 290) * 4 + 3]).toBe(0); // the transparent bottom-right corner

    // Stored 400x300 with orientation 6 (turn 90° clockwise): upright it is 300x400.
    const sideways = await makeImage({ width: 400, height: 300, format: 'jpeg', orientation: 6 });
    expect(await probeImage(sideways)).toEqual({ width: 300, height: 400, format: 'jpeg', hasAlpha: false });
    const [upright] = await makeImageDerivatives(sideways, await outDir());
    expect(upright).toMatchObject({ width: 300, height: 400 });
    expect((await sharp(upright?.file).metadata()).orientation).toBeUndefined();
    // The dark square drawn in the stored top-left corner is now top-right.
    const { data, info } = await sharp(upright?.file).raw().toBuffer({ resolveWithObject: true });
    const lum = (x: number, y: number) => data[(y * info.width + x) * info.channels] ?? 0;
    expect(lum(290, 10)).toBeLessThan(40);
    expect(lum(10, 10)).toBeGreaterThan(100);
  });

  it('refuses non-images, SVG, and images over the pixel limit', async () => {
    const dir = await outDir();
    await expect(makeImageDerivatives(await makeTextFile('photo.jpg'), dir)).rejects.toMatchObject({
      code: 'INVALID_MEDIA',
      message: 'The file is not an image we can read',
    });
    const svg = path.join(fixtureDir(), 'drawing.svg');
    await writeFile(svg, '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    await expect(makeImageDerivatives(svg, dir)).rejects.toThrow(
      'The file is not a JPEG, PNG, WebP, GIF, TIFF or AVIF image',
    );
    // A small PNG whose header declares 20000x10000 pixels: refused from the header, before any decoding.
    const png = await sharp({ create: { width: 1, height: 1, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    png.writeUInt32BE(20_000, 16);
    png.writeUInt32BE(10_000, 20);
    png.writeUInt32BE(crc32(png.subarray(12, 29)), 29); // IHDR: type and data, then their CRC
    const hugeFile = path.join(fixtureDir(), 'huge.png');
    await writeFile(hugeFile, png);
    expect(20_000 * 10_000).toBeGreaterThan(MAX_IMAGE_PIXELS);
    await expect(makeImageDerivatives(hugeFile, dir)).rejects.toThrow('at most 100 megapixels');
    expect(await readdir(dir)).toEqual([]);
  });
});

describe('audio derivatives', () => {
  it('makes a 128 kbit/s MP3 preview, a waveform for wavesurfer and its picture', async () => {
    const input = await makeAudio({ seconds: 3, format: 'wav', sampleRate: 48000 });
    const info = await probe(tools, input);
    const dir = await outDir();
    const derivatives = await makeAudioDerivatives(tools, input, info, dir);
    expect(derivatives.map((d) => [d.role, path.basename(d.file), d.contentType])).toEqual([
      ['PREVIEW', 'preview.mp3', 'audio/mpeg'],
      ['WAVEFORM', 'waveform.json', 'application/json'],
      ['THUMBNAIL', 'thumbnail.webp', 'image/webp'],
    ]);
    expect(await probe(tools, path.join(dir, AUDIO_FILES.preview))).toMatchObject({
      formatName: 'mp3',
      audio: { codec: 'mp3', bitRate: 128000, channels: 2, sampleRate: 48000 },
      tags: {},
    });

    const waveform = JSON.parse(await readFile(path.join(dir, AUDIO_FILES.waveform), 'utf8')) as WaveformJson;
    expect(waveform).toMatchObject({ version: 1, sampleRate: 16000, duration: 3 });
    expect(waveform.length).toBeGreaterThanOrEqual(1000);
    expect(waveform.length).toBeLessThanOrEqual(2000);
    expect(waveform.data).toHaveLength(2 * waveform.length);
    expect(waveform.samplesPerPixel * waveform.length).toBeGreaterThanOrEqual(3 * 16000);
    expect(Math.min(...waveform.data)).toBeGreaterThanOrEqual(-1);
    expect(Math.max(...waveform.data)).toBeLessThanOrEqual(1);
    // ffmpeg's sine source is at 1/8 of full scale; the two channels average into one.
    expect(Math.max(...waveform.data)).toBeGreaterThan(0.05);
    expect(waveform.data.filter((_, i) => i % 2 === 0).every((min, i) => min <= (waveform.data[2 * i + 1] ?? 0))).toBe(
      true,
    );

    expect(await sharp(path.join(dir, AUDIO_FILES.thumbnail)).metadata()).toMatchObject({
      format: 'webp',
      width: 640,
      height: 160,
      hasAlpha: true,
    });
    expect((await readdir(dir)).sort()).toEqual(Object.values(AUDIO_FILES).sort());
  });

  it('keeps a mono source mono, resamples rates MP3 cannot carry, and draws silence flat', async () => {
    const input = await makeAudio({ seconds: 1, format: 'wav', channels: 1, sampleRate: 96000, silent: true });
    const info = await probe(tools, input);
    const dir = await outDir();
    await makeAudioDerivatives(tools, input, info, dir);
    expect((await probe(tools, path.join(dir, AUDIO_FILES.preview))).audio).toMatchObject({
      channels: 1,
      sampleRate: 48000,
    });
    const waveform = JSON.parse(await readFile(path.join(dir, AUDIO_FILES.waveform), 'utf8')) as WaveformJson;
    expect(waveform.data.every((v) => v === 0)).toBe(true);
  });

  it('makes the sound track of a video its preview; refuses a silent video', async () => {
    const clip = await makeVideo({ seconds: 1, width: 160, height: 120, fps: 10, audio: true });
    const dir = await outDir();
    await makeAudioDerivatives(tools, clip, await probe(tools, clip), dir);
    expect((await probe(tools, path.join(dir, AUDIO_FILES.preview))).video).toBeNull();
    const silent = await makeVideo({ seconds: 1, width: 160, height: 120, fps: 10 });
    await expect(makeAudioDerivatives(tools, silent, await probe(tools, silent), dir)).rejects.toMatchObject({
      code: 'INVALID_MEDIA',
      message: 'The file has no audio stream',
    });
  });

  it('builds one ffmpeg run: the MP3 to a file, 16 kHz mono PCM to stdout', async () => {
    const info = await probe(tools, await makeAudio({ seconds: 1, format: 'mp3' }));
    const args = audioArgs(info, '/in/song.mp3', '/out', 2);
    expect(args.join(' ')).toContain('-c:a libmp3lame -b:a 128k -ac 2 -ar 44100');
    expect(args.slice(-11)).toEqual([
      '-map',
      '0:a:0',
      '-ac',
      '1',
      '-ar',
      '16000',
      '-c:a',
      'pcm_s16le',
      '-f',
      's16le',
      'pipe:1',
    ]);
    expect(args).toContain('file:/out/preview.mp3');
  });
});

describe('PeakReducer', () => {
  it('keeps 1000–2000 min/max pairs whatever the length, across odd chunk boundaries', () => {
    const reducer = new PeakReducer(1);
    const total = 1_234_567;
    const pcm = Buffer.alloc(total * 2);
    for (let i = 0; i < total; i++) pcm.writeInt16LE(Math.round(Math.sin(i / 7) * 16384), i * 2);
    pcm.writeInt16LE(-32768, 2 * 500_000);
    pcm.writeInt16LE(32767, 2 * 900_001);
    for (let offset = 0; offset < pcm.length; offset += 4097) reducer.push(pcm.subarray(offset, offset + 4097));
    const w = reducer.finish();
    expect(w.length).toBeGreaterThanOrEqual(1000);
    expect(w.length).toBeLessThanOrEqual(2000);
    expect(w.samplesPerPixel * (w.length - 1)).toBeLessThan(total);
    expect(w.samplesPerPixel * w.length).toBeGreaterThanOrEqual(total);
    expect(Math.min(...w.data)).toBe(-1);
    expect(Math.max(...w.data)).toBe(1);
    expect(w.data[2 * Math.floor(500_000 / w.samplesPerPixel)]).toBe(-1);
    expect(w.duration).toBeCloseTo(total / 16000, 2);
  });
});

describe('helpers', () => {
  it('md5File is the base64 MD5 of the bytes, as GCS reports it', async () => {
    const file = await makeTextFile('notes.txt');
    const expected = createHash('md5')
      .update(await readFile(file))
      .digest('base64');
    expect(await md5File(file)).toBe(expected);
  });

  it('fitInside never enlarges and can round to even sides', () => {
    expect(fitInside(1920, 1080, 1280, 720, true)).toEqual({ width: 1280, height: 720 });
    expect(fitInside(1080, 1920, 1280, 720, true)).toEqual({ width: 404, height: 720 });
    expect(fitInside(641, 361, 1280, 720, true)).toEqual({ width: 640, height: 360 });
    expect(fitInside(300, 200, 640, Number.POSITIVE_INFINITY)).toEqual({ width: 300, height: 200 });
    expect(fitInside(4000, 10, 480, 480, true)).toEqual({ width: 480, height: 2 });
  });

  it('MediaToolError carries a code and a detail for the log', () => {
    const error = new MediaToolError('ffmpeg failed: x', { code: 'FAILED', detail: 'stderr' });
    expect(error).toMatchObject({
      name: 'MediaToolError',
      code: 'FAILED',
      detail: 'stderr',
      message: 'ffmpeg failed: x',
    });
  });
});
