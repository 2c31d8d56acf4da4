/**
 * The category trail of an item or a category: Home › Transitions › Glitch ›
 * (the current page). Ancestors come from the nested `parent` fields of
 * CategoryTrailFields, nearest first.
 */
import { Link } from 'react-router';
import type { CategoryCrumbFieldsFragment } from '../../graphql/generated/graphql';
import { categoryHref, membersCategoryHref } from './routing';

type Trail = CategoryCrumbFieldsFragment & { parent?: Trail | null };

/** Root first. */
export function trailOf(category: Trail | null | undefined): CategoryCrumbFieldsFragment[] {
  const out: CategoryCrumbFieldsFragment[] = [];
  for (let c = category; c; c = c.parent) out.unshift(c);
  return out;
}

/** `area`: the members' item pages link within the members area (their home, their lists). */
export function CategoryBreadcrumb({
  category,
  current,
  area = 'public',
}: {
  category: Trail | null | undefined;
  current?: string;
  area?: 'public' | 'members';
}) {
  const trail = trailOf(category);
  const hrefOf = area === 'members' ? membersCategoryHref : categoryHref;
  // Without `current`, the category itself is the page: its crumb is not a link.
  const linked = current === undefined ? trail.slice(0, -1) : trail;
  const here = current ?? trail.at(-1)?.name;
  return (
    <nav className="cp-breadcrumb" aria-label="Breadcrumb">
      <ol>
        <li>
          <Link to={area === 'members' ? '/members/dashboard' : '/'}>Home</Link>
        </li>
        {linked.map((c) => (
          <li key={c.id}>
            <Link to={hrefOf(c)}>{c.name}</Link>
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
