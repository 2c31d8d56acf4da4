/** Reading a resolver's selection set. */
import { type GraphQLResolveInfo, Kind, type SelectionSetNode } from 'graphql';

/**
 * True when the operation selects `name` directly under this field (through
 * fragments too). Lets the total ride on the facet statement when both are
 * asked for, and stay a plain count when only the total is. @skip/@include
 * are not evaluated: a skipped `facets` costs its statement, nothing worse.
 */
export function selects(info: GraphQLResolveInfo, name: string): boolean {
  const visit = (set: SelectionSetNode | undefined): boolean =>
    Boolean(
      set?.selections.some((s) => {
        if (s.kind === Kind.FIELD) return s.name.value === name;
        if (s.kind === Kind.INLINE_FRAGMENT) return visit(s.selectionSet);
        return visit(info.fragments[s.name.value]?.selectionSet);
      }),
    );
  return info.fieldNodes.some((node) => visit(node.selectionSet));
}
