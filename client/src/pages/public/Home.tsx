/**
 * The home page: what Framestock is (the hero's frames show real catalogue
 * items, HeroShowcase; abstract ones while it loads or is empty), then the
 * library itself — the software it is made for,
 * featured bundles, new and popular items of each kind, top categories
 * (HomeCatalog) — and how it works.
 */
import '../../styles/home.css';
import { Link } from 'react-router';
import { HeroShowcase } from '../../components/catalog-pages/HeroShowcase';
import { HomeCatalog, useHomeCatalog } from '../../components/catalog-pages/HomeCatalog';
import { useAuth } from '../../lib/auth';
import { DEFAULT_TITLE } from '../../routeTable';

const STEPS = [
  { title: 'Find', text: 'Browse or search by type, category and the software you edit in.' },
  {
    title: 'Preview',
    text: 'Videos play as you point at them, or as they scroll into view on a phone; audio shows its waveform.',
  },
  { title: 'Download', text: 'Download with your plan. Every download comes with its licence.' },
] as const;

/** Bar heights of the decorative waveform. */
const WAVE = Array.from({ length: 24 }, (_, i) => ({ id: `bar-${i}`, height: `${20 + ((i * 37) % 70)}%` }));

/** Decorative "frames" of the hero until the catalogue answers: gradients and shapes only. */
function FrameMosaic() {
  return (
    <div className="mosaic" aria-hidden="true">
      <div className="mosaic__frame mosaic__frame--a">
        <span className="mosaic__play" />
      </div>
      <div className="mosaic__frame mosaic__frame--b" />
      <div className="mosaic__frame mosaic__frame--c">
        <span className="mosaic__wave">
          {WAVE.map((bar) => (
            <span key={bar.id} style={{ height: bar.height }} />
          ))}
        </span>
      </div>
      <div className="mosaic__frame mosaic__frame--d" />
      <div className="mosaic__frame mosaic__frame--timeline">
        <span className="mosaic__clip mosaic__clip--1" />
        <span className="mosaic__clip mosaic__clip--2" />
        <span className="mosaic__clip mosaic__clip--3" />
        <span className="mosaic__playhead" />
      </div>
      <div className="mosaic__frame mosaic__frame--e">
        <span className="mosaic__play" />
      </div>
    </div>
  );
}

export default function HomePage() {
  const { isAuthenticated } = useAuth();
  const catalog = useHomeCatalog();
  return (
    <>
      <section className="hero" aria-labelledby="hero-title">
        <div className="container hero__inner">
          <div className="hero__copy">
            <p className="eyebrow">Animations · Transitions · Effects · Images · Audio</p>
            <h1 id="hero-title" className="hero__title">
              {DEFAULT_TITLE}
            </h1>
            <p className="hero__lead">
              Framestock is a subscription library of motion graphics, transitions, effects, overlays, images and audio
              — each tagged with the editing software it works in, ready to drop into your timeline.
            </p>
            <div className="button-row">
              {isAuthenticated ? (
                <Link to="/members/dashboard" className="button button--primary button--large">
                  Go to your dashboard
                </Link>
              ) : (
                <Link to="/register" className="button button--primary button--large">
                  Create your account
                </Link>
              )}
              <Link to="/public/browse" className="button button--secondary button--large">
                Browse the library
              </Link>
            </div>
          </div>
          <HeroShowcase data={catalog.data} fallback={<FrameMosaic />} />
        </div>
      </section>

      <HomeCatalog query={catalog} />

      <section className="section section--alt" aria-labelledby="how-title">
        <div className="container">
          <h2 id="how-title" className="section__title">
            How it works
          </h2>
          <ol className="steps">
            {STEPS.map((step, i) => (
              <li key={step.title} className="step">
                <span className="step__number" aria-hidden="true">
                  {i + 1}
                </span>
                <h3 className="step__title">{step.title}</h3>
                <p className="step__text">{step.text}</p>
              </li>
            ))}
          </ol>
          <p className="section__aside">
            New to CapCut? Our <Link to="/public/capcut-tips">CapCut tips</Link> cover editing techniques step by step.
          </p>
        </div>
      </section>

      <section className="cta" aria-labelledby="cta-title">
        <div className="container">
          <div className="cta__inner">
            <h2 id="cta-title" className="cta__title">
              Start your next edit with Framestock
            </h2>
            <p className="cta__text">Pick a plan that fits how much you create.</p>
            <div className="button-row button-row--center">
              <Link to="/public/pricing" className="button button--primary button--large">
                See pricing
              </Link>
            </div>
          </div>
        </div>
      </section>
    </>
  );
}
