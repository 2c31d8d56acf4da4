/**
 * The frame of /terms and /privacy: the draft notice, the date, a table of
 * contents with anchors and the numbered sections. The texts are drafts until
 * a lawyer has reviewed them, and the page says so at the top.
 */
import '../../styles/site-pages.css';
import type { ReactNode } from 'react';
import { longDay } from '../../lib/dates';

export interface LegalSection {
  /** The anchor (`#id`) of the section. */
  readonly id: string;
  readonly title: string;
  readonly body: ReactNode;
}

/** "22 November 2026", in English whatever the browser locale, like the rest of the text. */
function formatDate(isoDate: string): string {
  return longDay(isoDate, 'UTC');
}

export function LegalDocument({
  title,
  lastUpdated,
  intro,
  sections,
}: {
  title: string;
  /** YYYY-MM-DD of the last change to the text. */
  lastUpdated: string;
  intro: ReactNode;
  sections: readonly LegalSection[];
}) {
  return (
    <article className="container site-page legal" aria-labelledby="legal-title">
      <header className="site-page__header">
        <p className="legal__draft">
          <strong>Draft — pending legal review.</strong> This text has not yet been reviewed by a lawyer and may change
          before it takes effect.
        </p>
        <h1 id="legal-title">{title}</h1>
        <p className="legal__updated">
          Last updated: <time dateTime={lastUpdated}>{formatDate(lastUpdated)}</time>
        </p>
        <div className="site-page__lead">{intro}</div>
      </header>

      <nav className="legal__toc" aria-labelledby="legal-toc-title">
        <h2 id="legal-toc-title">Contents</h2>
        <ol>
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.title}</a>
            </li>
          ))}
        </ol>
      </nav>

      <ol className="legal__sections">
        {sections.map((section, index) => (
          <li key={section.id}>
            <section id={section.id} aria-labelledby={`${section.id}-title`} className="legal__section">
              <h2 id={`${section.id}-title`}>
                <span className="legal__number" aria-hidden="true">
                  {index + 1}.
                </span>{' '}
                {section.title}
              </h2>
              {section.body}
            </section>
          </li>
        ))}
      </ol>
    </article>
  );
}
