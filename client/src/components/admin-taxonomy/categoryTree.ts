/**
 * The category tree as the screen works with it: built from the query (which
 * reaches MAX_DEPTH levels, GraphQL having no recursion), walked for the
 * parent select, and the rule of where a category may move.
 */
import type { TaxonomyCategoryFieldsFragment, TaxonomyCategoryTreeQuery } from '../../graphql/generated/graphql';

/** Levels the tree query fetches in full; below them it only counts subcategories. */
export const MAX_DEPTH = 6;

export interface TreeNode {
  category: TaxonomyCategoryFieldsFragment;
  parentId: string | null;
  /** 0 at the top level. */
  depth: number;
  /** "Transitions / Glitch": names from the top, for selects and dialogs. */
  path: string;
  children: TreeNode[];
  /** Subcategories deeper than the query reaches (only ever on the last level). */
  unseenChildren: number;
}

/** A category as the query returns it at any level; the last level's children carry only an id. */
type RawCategory = TaxonomyCategoryFieldsFragment & { children?: readonly (RawCategory | { id: string })[] };

const isFull = (c: RawCategory | { id: string }): c is RawCategory => 'name' in c;

export function buildTree(data: TaxonomyCategoryTreeQuery['categories']): TreeNode[] {
  const build = (raw: RawCategory, parent: TreeNode | null): TreeNode => {
    const node: TreeNode = {
      category: {
        id: raw.id,
        kind: raw.kind,
        name: raw.name,
        slug: raw.slug,
        description: raw.description,
        position: raw.position,
      },
      parentId: parent?.category.id ?? null,
      depth: parent ? parent.depth + 1 : 0,
      path: parent ? `${parent.path} / ${raw.name}` : raw.name,
      children: [],
      unseenChildren: 0,
    };
    const children = raw.children ?? [];
    node.children = children.filter(isFull).map((c) => build(c, node));
    node.unseenChildren = children.length - node.children.length;
    return node;
  };
  return (data as readonly RawCategory[]).map((c) => build(c, null));
}

/** Every node, depth first, in display order. */
export function flatten(nodes: readonly TreeNode[]): TreeNode[] {
  return nodes.flatMap((n) => [n, ...flatten(n.children)]);
}

/** Levels below the node (0 for a leaf). */
function height(node: TreeNode): number {
  return node.children.length === 0 ? 0 : 1 + Math.max(...node.children.map(height));
}

export const TOP_LEVEL = '';

/**
 * Where `moving` (or a new category, when null) may go: the top level, or any
 * category that is neither it nor one of its descendants (the server refuses
 * those too, with CATEGORY_CYCLE) and deep enough in the shown tree that the
 * moved branch stays within the levels this screen shows.
 */
export function parentOptions(tree: readonly TreeNode[], moving: TreeNode | null): { value: string; label: string }[] {
  const excluded = new Set(moving ? flatten([moving]).map((n) => n.category.id) : []);
  const room = MAX_DEPTH - 1 - (moving ? height(moving) : 0);
  return [
    { value: TOP_LEVEL, label: 'None (top level)' },
    ...flatten(tree)
      .filter((n) => !excluded.has(n.category.id) && n.depth < room)
      .map((n) => ({ value: n.category.id, label: n.path })),
  ];
}
