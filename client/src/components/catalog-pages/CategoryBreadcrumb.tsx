/**
 * The category trail of an item or a category: Home › Transitions › Glitch ›
 * (the current page). Ancestors come from the nested `parent` fields of
 * CategoryTrailFields, nearest first.
 */
import { Link } from 'react-router';
import type { CategoryCrumbFieldsFragment } from '../../graphql/generated/graphql';
import { categoryHref } from './routing';

type Trail = CategoryCrumbFieldsFragment & { parent?: Trail | null };

/** Root first. */
export function trailOf(category: Trail | null | undefined): CategoryCrumbFieldsFragment[] {
  const out: CategoryCrumbFieldsFragment[] = [];
  for (let c = category; c; c = c.parent) out.unshift(c);
  return out;
}

export function CategoryBreadcrumb({ category, current }: { category: Trail | null | undefined; current?: string }) {
  const trail = trailOf(category);
  // Without `current`, the category itself is the page: its crumb is not a link.
  const linked = current === undefined ? trail.slice(0, -1) : trail;
  const here = current ?? trail.at(-1)?.name;
  return (
    <nav className="cp-breadcrumb" aria-label="Breadcrumb">
      <ol>
        <li>
          <Link to="/">Home</Link>
        </li>
        {linked.map((c) => (
          <li key={c.id}>
            <Link to={categoryHref(c)}>{c.name}</Link>
          </li>
        ))}
        {here !== undefined && (
          <li>
            <span aria-current="page">{here}</span>
          </li>
        )}
      </ol>
    </nav>
  );
}
