/**
 * /logo: the brand page. The logo files in client/public/brand (made from the
 * artwork of components/Logo.tsx; the word mark is outlined so every viewer
 * renders the same letters), shown on dark and light, with download links,
 * clear space, minimum sizes, colours and do/don't notes.
 */
import '../../styles/site-pages.css';
import { useState } from 'react';
import { Link } from 'react-router';

interface BrandFile {
  readonly name: string;
  /** Where it is meant to sit. */
  readonly background: 'dark' | 'light';
  readonly base: string;
  /** Pixel size of the 1x PNG (2x doubles it). */
  readonly width: number;
  readonly height: number;
}

const FILES: readonly BrandFile[] = [
  { name: 'Logo for dark backgrounds', background: 'dark', base: 'framestock-logo-on-dark', width: 516, height: 128 },
  {
    name: 'Logo for light backgrounds',
    background: 'light',
    base: 'framestock-logo-on-light',
    width: 516,
    height: 128,
  },
  { name: 'Mark on dark', background: 'dark', base: 'framestock-mark', width: 256, height: 256 },
  { name: 'Mark on light', background: 'light', base: 'framestock-mark', width: 256, height: 256 },
];

/** The brand colours: design tokens of styles/global.css, read from the page so this list can never drift. */
const COLOURS = [
  { token: '--violet', name: 'Violet', use: 'Gradient start, links, accents' },
  { token: '--pink', name: 'Pink', use: 'Gradient end, highlights' },
  { token: '--bg', name: 'Ink', use: 'Dark backgrounds, the play symbol' },
  { token: '--surface', name: 'Surface', use: 'Cards and panels on dark' },
  { token: '--text', name: 'Paper', use: 'Word mark and text on dark' },
  { token: '--amber', name: 'Amber', use: 'Secondary accent' },
  { token: '--teal', name: 'Teal', use: 'Secondary accent (audio)' },
] as const;

function readColours() {
  const style = getComputedStyle(document.documentElement);
  return COLOURS.map((c) => ({ ...c, value: style.getPropertyValue(c.token).trim() }));
}

export default function BrandLogoPage() {
  const [colours] = useState(readColours);
  return (
    <div className="container site-page brand-page">
      <header className="site-page__header">
        <p className="eyebrow">Brand</p>
        <h1>The Framestock logo</h1>
        <p className="site-page__lead">
          The files, colours and a few rules for using the Framestock logo — in a video credit, an article or a partner
          page. Writing about Framestock? See <Link to="/public/about">About</Link>.
        </p>
      </header>

      <section aria-labelledby="brand-files" className="brand-page__section">
        <h2 id="brand-files">Logo files</h2>
        <p>
          Use the SVG wherever you can: it stays sharp at any size. The PNGs have a transparent background; the 2x file
          is for high-density screens.
        </p>
        <ul className="brand-files">
          {FILES.map((file) => (
            <li key={file.name} className="brand-file">
              <div className={`brand-file__preview brand-file__preview--${file.background}`}>
                <img
                  src={`/brand/${file.base}.svg`}
                  alt={`Framestock ${file.base.includes('mark') ? 'mark' : 'logo'} on a ${file.background} background`}
                  width={file.width / 2}
                  height={file.height / 2}
                />
              </div>
              <h3 className="brand-file__name">{file.name}</h3>
              <ul className="brand-file__downloads">
                <DownloadLink file={file} suffix=".svg" label="SVG" />
                <DownloadLink file={file} suffix=".png" label={`PNG ${file.width} × ${file.height}`} />
                <DownloadLink file={file} suffix="@2x.png" label={`PNG 2x ${file.width * 2} × ${file.height * 2}`} />
              </ul>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="brand-space" className="brand-page__section brand-page__rules">
        <div>
          <h2 id="brand-space">Clear space and minimum size</h2>
          <p>
            Keep a clear space around the logo of at least half the height of the mark on every side: no text, edges or
            other logos inside it.
          </p>
          <p>
            The full logo is at least <strong>24 px</strong> high on screen (8 mm in print). Below that, use the mark
            alone, down to <strong>16 px</strong> (a favicon).
          </p>
        </div>
        <figure className="clear-space">
          <div className="clear-space__box">
            <img src="/brand/framestock-logo-on-dark.svg" alt="" width={258} height={64} />
          </div>
          <figcaption>The dashed line marks the clear space: half the mark’s height on each side.</figcaption>
        </figure>
      </section>

      <section aria-labelledby="brand-colours" className="brand-page__section">
        <h2 id="brand-colours">Colours</h2>
        <p>The mark is a violet-to-pink gradient (135°) with an ink play symbol.</p>
        <ul className="swatches">
          {colours.map((colour) => (
            <li key={colour.token} className="swatch">
              <span className="swatch__chip" style={{ background: colour.value }} aria-hidden="true" />
              <span className="swatch__name">{colour.name}</span>
              <code className="swatch__value">{colour.value}</code>
              <span className="swatch__use">{colour.use}</span>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="brand-rules" className="brand-page__section">
        <h2 id="brand-rules">Do and don’t</h2>
        <div className="brand-page__rules">
          <div>
            <h3>Do</h3>
            <ul className="brand-list brand-list--do">
              <li>Use the light-text logo on dark or busy backgrounds, the dark-text logo on light ones.</li>
              <li>Scale it in proportion, from the files on this page.</li>
              <li>Leave the clear space free, and place it on calm parts of a frame.</li>
              <li>Write the name as “Framestock”: one word, capital F.</li>
            </ul>
          </div>
          <div>
            <h3>Don’t</h3>
            <ul className="brand-list brand-list--dont">
              <li>Stretch, rotate, outline or add shadows to the logo.</li>
              <li>Change the gradient, recolour the mark or set the name in another typeface.</li>
              <li>Put it on backgrounds where it loses contrast.</li>
              <li>Use it in a way that suggests Framestock endorses your product.</li>
            </ul>
          </div>
        </div>
      </section>
    </div>
  );
}

function DownloadLink({ file, suffix, label }: { file: BrandFile; suffix: string; label: string }) {
  const href = `/brand/${file.base}${suffix}`;
  return (
    <li>
      <a href={href} download className="brand-file__download">
        <span className="visually-hidden">Download {file.name.toLowerCase()}, </span>
        {label}
      </a>
    </li>
  );
}
