/**
 * /public/about: what Framestock is, what the library holds, and how the
 * subscription and the licence work, in plain words. Static text; the numbers
 * (prices, plans) live on the pricing page, not here.
 */
import '../../styles/site-pages.css';
import { Link } from 'react-router';

const LIBRARY = [
  { title: 'Animations', text: 'Motion graphics, animated titles, lower thirds and logo reveals.' },
  { title: 'Transitions', text: 'Cuts, wipes, zooms and glitches to move between scenes.' },
  { title: 'Effects and overlays', text: 'Light leaks, textures, film grain, particles and LUTs.' },
  { title: 'Images', text: 'Backgrounds, textures and stills for thumbnails, intros and B-roll.' },
  { title: 'Audio', text: 'Music, loops and sound effects, with BPM, key and mood to search by.' },
  { title: 'Bundles', text: 'Curated sets that share a style, to keep a whole project consistent.' },
] as const;

const SOFTWARE = ['CapCut', 'Premiere Pro', 'After Effects', 'DaVinci Resolve', 'Final Cut Pro'] as const;

export default function AboutPage() {
  return (
    <div className="container site-page about">
      <header className="site-page__header">
        <p className="eyebrow">About Framestock</p>
        <h1>Media for video creators, ready for your timeline</h1>
        <p className="site-page__lead">
          Framestock is a library of media assets for people who edit video: animations, transitions, effects, images,
          audio and bundles. Every item is tagged with the editing software it works in, so you find what fits your
          project and drop it straight in.
        </p>
      </header>

      <section aria-labelledby="about-library" className="about__section">
        <h2 id="about-library">What is in the library</h2>
        <ul className="about__cards">
          {LIBRARY.map((item) => (
            <li key={item.title} className="about__card">
              <h3>{item.title}</h3>
              <p>{item.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="about-software" className="about__section">
        <h2 id="about-software">Works with the editor you use</h2>
        <p>
          Assets come in formats the common editors open, and each is marked with the software it has been made and
          tested for:
        </p>
        <ul className="about__chips">
          {SOFTWARE.map((name) => (
            <li key={name}>{name}</li>
          ))}
          <li>and more</li>
        </ul>
        <p>
          Editing on your phone? The <Link to="/public/capcut-tips">CapCut tips</Link> show how to get the most out of
          mobile editing.
        </p>
      </section>

      <div className="about__section about__split">
        <section aria-labelledby="about-subscription">
          <h2 id="about-subscription">How the subscription works</h2>
          <ul className="about__points">
            <li>Create a free account to browse, preview and download the free items.</li>
            <li>Subscribe to a plan to download premium items as well, as long as your subscription runs.</li>
            <li>
              Pay by card through our payment provider. Your plan renews until you cancel, which you can do any time.
            </li>
          </ul>
        </section>
        <section aria-labelledby="about-licence">
          <h2 id="about-licence">What the licence lets you do</h2>
          <ul className="about__points">
            <li>Use what you download in your own videos — personal or commercial, including client work.</li>
            <li>Edit it freely: cut, recolour and combine it with your own footage.</li>
            <li>Keep using it in those projects after your subscription ends.</li>
            <li>Do not resell or share the files themselves, on their own or in packs or templates.</li>
          </ul>
          <p>
            The <Link to="/terms#licence">terms of service</Link> spell the licence out in full.
          </p>
        </section>
      </div>

      <section aria-labelledby="about-next" className="about__section about__next">
        <h2 id="about-next">Have a look</h2>
        <div className="button-row">
          <Link to="/public/browse" className="button button--primary">
            Browse the library
          </Link>
          <Link to="/public/pricing" className="button button--secondary">
            See the plans
          </Link>
        </div>
      </section>
    </div>
  );
}
