/** Platforms (the editors media are made for), in display order: create, edit, delete. */
import { useMutation, useQuery } from '@apollo/client/react';
import {
  CreateTaxonomyPlatformDocument,
  DeleteTaxonomyPlatformDocument,
  type TaxonomyPlatformFieldsFragment,
  TaxonomyPlatformsDocument,
  UpdateTaxonomyPlatformDocument,
} from '../../graphql/generated/graphql';
import type { FormError } from '../../lib/errors';
import { ConfirmDialog } from '../ConfirmDialog';
import { QueryStatus } from '../QueryStatus';
import { CrudList, CrudRow, useCrudState } from './CrudList';
import { EntityForm, type FieldSpec, SLUG_PATTERN } from './EntityForm';
import { attempt } from './mutationErrors';
import { PlatformIcon } from './PlatformIcon';

type Field = 'name' | 'slug' | 'icon' | 'position';
const fields = (editing: boolean): FieldSpec<Field>[] => [
  { name: 'name', label: 'Name', required: true, maxLength: 80 },
  {
    name: 'slug',
    label: 'Slug',
    required: editing,
    maxLength: 128,
    pattern: SLUG_PATTERN,
    hint: editing ? 'Changing it changes the platform’s address.' : 'Made from the name when left empty.',
  },
  {
    name: 'icon',
    label: 'Icon',
    maxLength: 2000,
    hint: 'An icon key such as “capcut”, or SVG path data on a 24 × 24 grid.',
  },
  {
    name: 'position',
    label: 'Position',
    type: 'number',
    required: editing,
    hint: editing ? 'Display order, lowest first; ties go by name.' : 'Display order; after the last when empty.',
  },
];

export function PlatformManager() {
  const { data, loading, error, refetch } = useQuery(TaxonomyPlatformsDocument);
  const [createPlatform] = useMutation(CreateTaxonomyPlatformDocument);
  const [updatePlatform] = useMutation(UpdateTaxonomyPlatformDocument);
  const [deletePlatform] = useMutation(DeleteTaxonomyPlatformDocument);
  const crud = useCrudState<TaxonomyPlatformFieldsFragment>();
  const platforms = data?.platforms ?? [];
  const reload = () => refetch().catch(() => undefined);

  async function create(values: Record<Field, string>): Promise<FormError[]> {
    const errors = await attempt(
      () =>
        createPlatform({
          variables: {
            input: {
              name: values.name,
              slug: values.slug || undefined,
              icon: values.icon,
              position: values.position ? Number(values.position) : undefined,
            },
          },
        }),
      (r) => r.data?.createPlatform.errors,
    );
    if (errors.length === 0) await reload();
    return errors;
  }

  async function update(platform: TaxonomyPlatformFieldsFragment, values: Record<Field, string>) {
    const errors = await attempt(
      () =>
        updatePlatform({
          variables: {
            input: {
              id: platform.id,
              name: values.name,
              slug: values.slug,
              icon: values.icon,
              position: Number(values.position),
            },
          },
        }),
      (r) => r.data?.updatePlatform.errors,
    );
    if (errors.length === 0) {
      crud.stopEdit();
      // A new position reorders the list.
      await reload();
    }
    return errors;
  }

  async function remove(platform: TaxonomyPlatformFieldsFragment): Promise<FormError[]> {
    const errors = await attempt(
      () => deletePlatform({ variables: { input: { id: platform.id } } }),
      (r) => r.data?.deletePlatform.errors,
    );
    if (errors.length === 0) await reload();
    return errors;
  }

  return (
    <div className="taxonomy-manager">
      <section className="panel" aria-labelledby="new-platform">
        <h2 id="new-platform">New platform</h2>
        <EntityForm
          label="New platform"
          fields={fields(false)}
          initial={{ name: '', slug: '', icon: '', position: '' }}
          submitLabel="Create platform"
          onSubmit={create}
          resetOnSuccess
        />
      </section>

      <section className="panel" aria-labelledby="platform-list">
        <h2 id="platform-list">Platforms in display order</h2>
        <QueryStatus loading={loading && !data} error={error} onRetry={refetch} loadingLabel="Loading platforms…" />
        {data && platforms.length === 0 && (
          <p className="taxonomy-empty">No platforms yet. Create the first one above.</p>
        )}
        {platforms.length > 0 && (
          <CrudList label="Platforms">
            {platforms.map((p) => (
              <CrudRow
                key={p.id}
                name={p.name}
                actions={[
                  { label: 'Edit', onClick: () => crud.startEdit(p.id) },
                  { label: 'Delete', onClick: () => crud.askDelete(p), danger: true },
                ]}
                editor={
                  crud.editingId === p.id && (
                    <EntityForm
                      label={`Edit the platform “${p.name}”`}
                      fields={fields(true)}
                      initial={{ name: p.name, slug: p.slug, icon: p.icon, position: String(p.position) }}
                      submitLabel="Save platform"
                      onSubmit={(values) => update(p, values)}
                      onCancel={crud.stopEdit}
                      focusOnMount
                    />
                  )
                }
              >
                <PlatformIcon icon={p.icon} name={p.name} />
                <span className="crud-row__title">{p.name}</span>
                <code className="crud-row__slug">{p.slug}</code>
                <span className="crud-row__meta">Position {p.position}</span>
              </CrudRow>
            ))}
          </CrudList>
        )}
      </section>

      {crud.deleting && (
        <ConfirmDialog
          title={`Delete the platform “${crud.deleting.name}”?`}
          confirmLabel="Delete platform"
          onConfirm={() => remove(crud.deleting as TaxonomyPlatformFieldsFragment)}
          onClose={crud.closeDelete}
        >
          <p>Media made for it lose this platform. This cannot be undone.</p>
        </ConfirmDialog>
      )}
    </div>
  );
}
