/**
 * The choices of the details forms (categories of the kind, platforms),
 * loaded once per screen and shared by the defaults panel and every file.
 */
import { useQuery } from '@apollo/client/react';
import { type MediaKind, UploadCategoriesDocument, UploadPlatformsDocument } from '../../graphql/generated/graphql';

export interface CategoryOption {
  id: string;
  name: string;
  /** 0 at the top level; the select indents by it. */
  depth: number;
}

export interface Choices {
  categories: CategoryOption[];
  platforms: { id: string; name: string }[];
}

type CategoryNode = { id: string; name: string; children?: CategoryNode[] };

/** The category tree in reading order, each with its depth. */
export function flattenCategories(nodes: readonly CategoryNode[], depth = 0): CategoryOption[] {
  return nodes.flatMap((node) => [
    { id: node.id, name: node.name, depth },
    ...flattenCategories(node.children ?? [], depth + 1),
  ]);
}

export function useChoices(kind: MediaKind): {
  choices: Choices | null;
  loading: boolean;
  error: unknown;
  retry: () => Promise<unknown>;
} {
  const categories = useQuery(UploadCategoriesDocument, { variables: { kind } });
  const platforms = useQuery(UploadPlatformsDocument);
  const choices =
    categories.data && platforms.data
      ? {
          categories: flattenCategories(categories.data.categories),
          platforms: platforms.data.platforms,
        }
      : null;
  return {
    choices,
    loading: categories.loading || platforms.loading,
    error: categories.error ?? platforms.error,
    retry: () => Promise.all([categories.refetch(), platforms.refetch()]),
  };
}
