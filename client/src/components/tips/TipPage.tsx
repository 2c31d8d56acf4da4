/**
 * One tip: /public/capcut-tips/:id and /members/capcut-tips/:id (`:id` is
 * the slug). The body and steps arrive as HTML the server rendered from
 * Markdown and sanitised (server/modules/tips/tip-markdown.ts), so they are
 * set as HTML here. A members-only tip read without signing in arrives
 * `locked` — only its opening — and ends with a sign-up prompt.
 */
// catalog-pages.css: the breadcrumb, and the media cards' surroundings.
import '../../styles/catalog-pages.css';
import '../../styles/tips.css';
import { useQuery } from '@apollo/client/react';
import { Link, useLocation, useParams } from 'react-router';
import { TipPageDocument } from '../../graphql/generated/graphql';
import { longDay } from '../../lib/dates';
import { loginPath } from '../../lib/redirect';
import { MediaGrid } from '../catalog/MediaGrid';
import { LoadError } from '../catalog-pages/LoadError';
import { usePageTitle } from '../catalog-pages/usePageTitle';
import { NotFoundPage } from '../ErrorPages';
import { PageLoading } from '../PageLoading';
import { DEVICE_LABEL, DIFFICULTY_LABEL, type TipArea, tipsPath } from './labels';

export function TipPage({ area }: { area: TipArea }) {
  const { id: slug = '' } = useParams();
  const { pathname } = useLocation();
  const { data, error, refetch } = useQuery(TipPageDocument, { variables: { slug } });
  const tip = data?.tip;
  usePageTitle(data && !tip ? 'Page Not Found' : (tip?.title ?? null));
  const wrap = area === 'public' ? 'container tip-page' : 'tip-page';

  if (data && !tip) return <NotFoundPage />;
  if (!tip) {
    return <div className={wrap}>{error ? <LoadError error={error} onRetry={refetch} /> : <PageLoading />}</div>;
  }
  return (
    <article className={wrap} aria-labelledby="tip-title">
      <nav className="cp-breadcrumb" aria-label="Breadcrumb">
        <ol>
          <li>
            <Link to={tipsPath(area)}>CapCut tips</Link>
          </li>
          <li aria-current="page">{tip.title}</li>
        </ol>
      </nav>
      <header className="tip-page__header">
        <p className="tip-card__meta">
          <span className={`tip-badge tip-badge--${tip.difficulty.toLowerCase()}`}>
            {DIFFICULTY_LABEL[tip.difficulty]}
          </span>
          <span>{DEVICE_LABEL[tip.device]}</span>
          {tip.capcutVersion && <span>CapCut {tip.capcutVersion}</span>}
          {tip.access === 'MEMBERS' && <span className="tip-badge tip-badge--members">Members</span>}
        </p>
        <h1 id="tip-title" className="tip-page__title">
          {tip.title}
        </h1>
        <p className="tip-page__summary">{tip.summary}</p>
        <p className="tip-page__facts">
          {tip.stepCount} steps · {tip.readingMinutes} min read
          {tip.publishedAt && (
            <>
              {' · '}
              <time dateTime={tip.publishedAt}>{longDay(tip.publishedAt, 'local')}</time>
            </>
          )}
        </p>
      </header>
      {tip.coverUrl && (
        <img
          className="tip-page__cover"
          src={tip.coverUrl}
          alt={tip.coverAlt}
          width={960}
          height={600}
          fetchPriority="high"
        />
      )}

      {/* Sanitised on the server: raw HTML in the Markdown arrives as text, scripts and javascript: links never. */}
      <div className="tip-prose" dangerouslySetInnerHTML={{ __html: tip.bodyHtml }} />

      {tip.locked ? (
        <section className="tip-locked tip-members-only" aria-labelledby="tip-locked-title">
          <h2 id="tip-locked-title">Keep reading with a free account</h2>
          <p className="tip-locked__text">
            The rest of this tip — {tip.stepCount} illustrated steps — is for Framestock members. Creating an account is
            free.
          </p>
          <div className="button-row">
            <Link className="button button--primary" to={`/register?redirect=${encodeURIComponent(pathname)}`}>
              Create a free account
            </Link>
            <Link className="button button--secondary" to={loginPath(pathname)}>
              Sign in
            </Link>
          </div>
        </section>
      ) : (
        tip.steps.length > 0 && (
          <section aria-labelledby="tip-steps-title">
            <h2 id="tip-steps-title" className="tip-section-title">
              Step by step
            </h2>
            <ol className="tip-steps">
              {tip.steps.map((step) => (
                <li key={step.number} id={`step-${step.number}`} className="tip-step">
                  <div className="tip-step__text">
                    <h3 className="tip-step__title">
                      <span className="tip-step__number" aria-hidden="true">
                        {step.number}
                      </span>
                      {step.title}
                    </h3>
                    <div className="tip-prose" dangerouslySetInnerHTML={{ __html: step.bodyHtml }} />
                  </div>
                  {step.imageUrl && (
                    <img
                      className="tip-step__image"
                      src={step.imageUrl}
                      alt={step.imageAlt}
                      width={960}
                      height={600}
                      loading="lazy"
                    />
                  )}
                </li>
              ))}
            </ol>
          </section>
        )
      )}

      {tip.media.length > 0 && (
        <section aria-labelledby="tip-media-title" className="tip-media">
          <h2 id="tip-media-title" className="tip-section-title">
            Assets used in this tip
          </h2>
          <p className="cp-muted">Open an item to preview it; downloads come with your subscription.</p>
          <MediaGrid items={tip.media} />
        </section>
      )}
    </article>
  );
}
