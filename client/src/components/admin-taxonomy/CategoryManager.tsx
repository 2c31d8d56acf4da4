/**
 * The category tree of one media kind: create (at the top level or under a
 * category), edit (name, slug, description, parent, position), reorder among
 * siblings, delete. After every change the tree is fetched again: a move or a
 * reorder changes several places of it at once.
 */
import { useMutation, useQuery } from '@apollo/client/react';
import { useRef, useState } from 'react';
import {
  CreateTaxonomyCategoryDocument,
  DeleteTaxonomyCategoryDocument,
  type MediaKind,
  TaxonomyCategoryTreeDocument,
  UpdateTaxonomyCategoryDocument,
} from '../../graphql/generated/graphql';
import type { FormError } from '../../lib/errors';
import { ConfirmDialog } from '../ConfirmDialog';
import { FormAlerts } from '../FormAlerts';
import { QueryStatus } from '../QueryStatus';
import { CrudList, CrudRow, type RowAction, useCrudState } from './CrudList';
import { buildTree, MAX_DEPTH, parentOptions, TOP_LEVEL, type TreeNode } from './categoryTree';
import { EntityForm, type FieldSpec, SLUG_PATTERN } from './EntityForm';
import { attempt } from './mutationErrors';

const KIND_WORDS: Record<MediaKind, string> = { ASSET: 'asset', IMAGE: 'image', AUDIO: 'audio' };

type Field = 'name' | 'slug' | 'description' | 'parentId' | 'position';

function fieldsFor(options: { value: string; label: string }[], editing: boolean): FieldSpec<Field>[] {
  const fields: FieldSpec<Field>[] = [
    { name: 'name', label: 'Name', required: true, maxLength: 80 },
    {
      name: 'slug',
      label: 'Slug',
      required: editing,
      maxLength: 128,
      pattern: SLUG_PATTERN,
      hint: editing ? 'Changing it changes the category’s address.' : 'Made from the name when left empty.',
    },
    { name: 'parentId', label: 'Parent category', type: 'select', options },
    { name: 'description', label: 'Description', type: 'textarea', maxLength: 2000 },
  ];
  if (editing) {
    fields.push({
      name: 'position',
      label: 'Position',
      type: 'number',
      required: true,
      hint: 'Order among its siblings, lowest first; ties go by name.',
    });
  }
  return fields;
}

export function CategoryManager({ kind }: { kind: MediaKind }) {
  const { data, loading, error, refetch } = useQuery(TaxonomyCategoryTreeDocument, { variables: { kind } });
  const [createCategory] = useMutation(CreateTaxonomyCategoryDocument);
  const [updateCategory] = useMutation(UpdateTaxonomyCategoryDocument);
  const [deleteCategory] = useMutation(DeleteTaxonomyCategoryDocument);
  const crud = useCrudState<TreeNode>();
  /** The parent the create form starts with, and a counter that remounts it ("Add subcategory"). */
  const [createUnder, setCreateUnder] = useState<{ parentId: string; round: number }>({
    parentId: TOP_LEVEL,
    round: 0,
  });
  const [reordering, setReordering] = useState(false);
  const [treeErrors, setTreeErrors] = useState<string[]>([]);
  const createSection = useRef<HTMLElement>(null);

  const tree = data ? buildTree(data.categories) : [];
  const words = KIND_WORDS[kind];
  const reload = () => refetch().catch(() => undefined);

  async function create(values: Record<Field, string>): Promise<FormError[]> {
    const errors = await attempt(
      () =>
        createCategory({
          variables: {
            input: {
              kind,
              name: values.name,
              slug: values.slug || undefined,
              description: values.description,
              parentId: values.parentId || undefined,
            },
          },
        }),
      (r) => r.data?.createCategory.errors,
    );
    if (errors.length === 0) await reload();
    return errors;
  }

  async function update(node: TreeNode, values: Record<Field, string>): Promise<FormError[]> {
    const errors = await attempt(
      () =>
        updateCategory({
          variables: {
            input: {
              id: node.category.id,
              name: values.name,
              slug: values.slug,
              description: values.description,
              // Explicit null moves it to the top level.
              parentId: values.parentId || null,
              position: Number(values.position),
            },
          },
        }),
      (r) => r.data?.updateCategory.errors,
    );
    if (errors.length === 0) crud.stopEdit();
    // A refused move (CATEGORY_CYCLE, a parent gone) means this tree is out of date: fetch it either way.
    await reload();
    return errors;
  }

  /** Swaps a category with its neighbour, then numbers the siblings 0, 1, 2… so equal positions cannot tie. */
  async function move(siblings: readonly TreeNode[], index: number, by: -1 | 1) {
    const order = [...siblings];
    const [moved] = order.splice(index, 1);
    if (!moved) return;
    order.splice(index + by, 0, moved);
    setReordering(true);
    setTreeErrors([]);
    for (const [position, node] of order.entries()) {
      if (node.category.position === position) continue;
      const errors = await attempt(
        () => updateCategory({ variables: { input: { id: node.category.id, position } } }),
        (r) => r.data?.updateCategory.errors,
      );
      if (errors.length > 0) {
        setTreeErrors(errors.map((e) => e.message));
        break;
      }
    }
    await reload();
    setReordering(false);
  }

  async function remove(node: TreeNode): Promise<FormError[]> {
    const errors = await attempt(
      () => deleteCategory({ variables: { input: { id: node.category.id } } }),
      (r) => r.data?.deleteCategory.errors,
    );
    if (errors.length === 0) await reload();
    return errors;
  }

  function addUnder(node: TreeNode) {
    setCreateUnder((c) => ({ parentId: node.category.id, round: c.round + 1 }));
    createSection.current?.scrollIntoView({ block: 'start' });
  }

  function branch(nodes: readonly TreeNode[], label: string, nested: boolean) {
    return (
      <CrudList label={label} nested={nested}>
        {nodes.map((node, index) => {
          const c = node.category;
          const actions: RowAction[] = [
            { label: 'Up', onClick: () => void move(nodes, index, -1), disabled: reordering || index === 0 },
            {
              label: 'Down',
              onClick: () => void move(nodes, index, 1),
              disabled: reordering || index === nodes.length - 1,
            },
            { label: 'Edit', onClick: () => crud.startEdit(c.id) },
            { label: 'Delete', onClick: () => crud.askDelete(node), danger: true },
          ];
          if (node.depth < MAX_DEPTH - 1)
            actions.splice(2, 0, { label: 'Add subcategory', onClick: () => addUnder(node) });
          return (
            <CrudRow
              key={c.id}
              name={c.name}
              actions={actions}
              editor={
                crud.editingId === c.id && (
                  <EntityForm
                    label={`Edit the category “${c.name}”`}
                    fields={fieldsFor(parentOptions(tree, node), true)}
                    initial={{
                      name: c.name,
                      slug: c.slug,
                      description: c.description,
                      parentId: node.parentId ?? TOP_LEVEL,
                      position: String(c.position),
                    }}
                    submitLabel="Save category"
                    onSubmit={(values) => update(node, values)}
                    onCancel={crud.stopEdit}
                    focusOnMount
                  />
                )
              }
              nested={
                <>
                  {node.children.length > 0 && branch(node.children, `Subcategories of ${c.name}`, true)}
                  {node.unseenChildren > 0 && (
                    <p className="crud-row__note">
                      {node.unseenChildren} deeper subcategor{node.unseenChildren === 1 ? 'y is' : 'ies are'} not shown
                      here.
                    </p>
                  )}
                </>
              }
            >
              <span className="crud-row__title">{c.name}</span>
              <code className="crud-row__slug">{c.slug}</code>
              {c.description && <span className="crud-row__description">{c.description}</span>}
            </CrudRow>
          );
        })}
      </CrudList>
    );
  }

  return (
    <div className="taxonomy-manager">
      <section className="panel" aria-labelledby={`new-${kind}-category`} ref={createSection}>
        <h2 id={`new-${kind}-category`}>New {words} category</h2>
        <EntityForm
          key={createUnder.round}
          label={`New ${words} category`}
          fields={fieldsFor(parentOptions(tree, null), false)}
          initial={{ name: '', slug: '', description: '', parentId: createUnder.parentId, position: '' }}
          submitLabel="Create category"
          onSubmit={create}
          resetOnSuccess
          focusOnMount={createUnder.round > 0}
        />
      </section>

      <section className="panel" aria-labelledby={`${kind}-tree`} aria-busy={reordering}>
        <h2 id={`${kind}-tree`}>The {words} tree</h2>
        <QueryStatus
          loading={loading && !data}
          error={error}
          onRetry={refetch}
          loadingLabel={`Loading the ${words} categories…`}
        />
        <FormAlerts messages={treeErrors} />
        {data && tree.length === 0 && (
          <p className="taxonomy-empty">No {words} categories yet. Create the first one above.</p>
        )}
        {tree.length > 0 && branch(tree, `${words[0]?.toUpperCase()}${words.slice(1)} categories`, false)}
      </section>

      {crud.deleting && (
        <ConfirmDialog
          title={`Delete the category “${crud.deleting.path}”?`}
          confirmLabel="Delete category"
          onConfirm={() => remove(crud.deleting as TreeNode)}
          onClose={crud.closeDelete}
        >
          <p>
            Only an empty category can be deleted: move its subcategories and media elsewhere first. This cannot be
            undone.
          </p>
        </ConfirmDialog>
      )}
    </div>
  );
}
