/** The facts, platforms and tags of an item's detail page. */
import { Link } from 'react-router';
import { platformHref } from './routing';

export type Fact = readonly [label: string, value: string];

/** Label/value pairs; facts without a value are left out by the caller. */
export function FactList({ facts }: { facts: readonly Fact[] }) {
  if (facts.length === 0) return null;
  return (
    <section className="cp-block" aria-labelledby="facts-title">
      <h2 id="facts-title" className="cp-block__title">
        Details
      </h2>
      <dl className="cp-facts">
        {facts.map(([label, value]) => (
          <div key={label} className="cp-facts__row">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

export function PlatformList({ platforms }: { platforms: readonly { id: string; name: string; slug: string }[] }) {
  return (
    <section className="cp-block" aria-labelledby="platforms-title">
      <h2 id="platforms-title" className="cp-block__title">
        Works in
      </h2>
      {platforms.length === 0 ? (
        <p className="cp-muted">No editing software listed.</p>
      ) : (
        <ul className="cp-chips" aria-label="Platforms">
          {platforms.map((p) => (
            <li key={p.id}>
              <Link className="cp-chip cp-chip--link" to={platformHref(p.slug)}>
                {p.name}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function TagList({ tags }: { tags: readonly { id: string; name: string }[] }) {
  if (tags.length === 0) return null;
  return (
    <section className="cp-block" aria-labelledby="tags-title">
      <h2 id="tags-title" className="cp-block__title">
        Tags
      </h2>
      <ul className="cp-chips" aria-label="Tags">
        {tags.map((t) => (
          <li key={t.id} className="cp-chip">
            {t.name}
          </li>
        ))}
      </ul>
    </section>
  );
}
