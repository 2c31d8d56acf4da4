/** A tip in a list: cover, title, summary and what it takes (level, device, steps, reading time). */
import { Link } from 'react-router';
import type { TipCardFieldsFragment } from '../../graphql/generated/graphql';
import { DEVICE_LABEL, DIFFICULTY_LABEL, type TipArea, tipPath } from './labels';

export function TipCard({ tip, area, eager = false }: { tip: TipCardFieldsFragment; area: TipArea; eager?: boolean }) {
  const href = tipPath(area, tip.slug);
  return (
    <article className="tip-card">
      <Link to={href} className="tip-card__cover" tabIndex={-1} aria-hidden="true">
        {tip.coverUrl ? (
          <img src={tip.coverUrl} alt="" width={960} height={600} loading={eager ? 'eager' : 'lazy'} />
        ) : (
          <span className="tip-card__cover-empty" />
        )}
      </Link>
      <div className="tip-card__body">
        <p className="tip-card__meta">
          <span className={`tip-badge tip-badge--${tip.difficulty.toLowerCase()}`}>
            {DIFFICULTY_LABEL[tip.difficulty]}
          </span>
          <span>{DEVICE_LABEL[tip.device]}</span>
          {tip.access === 'MEMBERS' && <span className="tip-badge tip-badge--members">Members</span>}
        </p>
        <h2 className="tip-card__title">
          <Link to={href}>{tip.title}</Link>
        </h2>
        <p className="tip-card__summary">{tip.summary}</p>
        <p className="tip-card__facts">
          {tip.stepCount} steps · {tip.readingMinutes} min read
        </p>
      </div>
    </article>
  );
}

export function TipCardSkeleton() {
  return <div className="tip-card tip-card--skeleton" aria-hidden="true" />;
}
