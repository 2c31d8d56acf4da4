/**
 * Bulk actions on the selected rows of an admin media table, and the summary
 * of what they did. Every action takes the error policy of the toolbar's
 * checkbox: ALL_OR_NOTHING (nothing changes unless every item can) by default,
 * BEST_EFFORT ("Apply to the items that can be changed") when ticked.
 */
import { useMutation } from '@apollo/client/react';
import { type FormEvent, useId, useState } from 'react';
import { FormAlerts } from '../../components/FormAlerts';
import { SubmitButton } from '../../components/SubmitButton';
import {
  type Access,
  AdminBulkArchiveMediaDocument,
  AdminBulkDeleteMediaDocument,
  AdminBulkPublishMediaDocument,
  type AdminBulkResultFieldsFragment,
  AdminBulkSetMediaAccessDocument,
  AdminBulkSetMediaCategoryDocument,
  AdminBulkSetMediaPlatformsDocument,
  AdminBulkTagMediaDocument,
  AdminBulkUntagMediaDocument,
  type BulkErrorPolicy,
  type MediaKind,
} from '../../graphql/generated/graphql';
import { toFormErrors } from '../../lib/errors';
import { ConfirmDialog } from '../ConfirmDialog';
import { ACCESS_LABELS, ACCESS_LEVELS, parseDollars, plural } from './format';
import type { KindConfig } from './kinds';
import { Modal } from './Modal';
import { CategorySelect, PlatformCheckboxes, TagPicker, type TagValue } from './taxonomy';

interface SelectedRow {
  id: string;
  title: string;
}

export interface BulkSummary {
  /** What was asked, e.g. "Archive". */
  action: string;
  changedCount: number;
  failedCount: number;
  /** Items that could not be changed, with why. */
  failures: { id: string; title: string; message: string }[];
  /** Items that could have been changed but were held back by ALL_OR_NOTHING. */
  heldBack: number;
  /** Problems with the input as a whole (nothing changed). */
  errors: string[];
}

type Action = 'publish' | 'archive' | 'delete' | 'tag' | 'untag' | 'category' | 'platforms' | 'access';
type DialogAction = Exclude<Action, 'publish' | 'archive'>;

const ACTION_LABELS: Record<Action, string> = {
  publish: 'Publish',
  archive: 'Archive',
  delete: 'Delete',
  tag: 'Add tags',
  untag: 'Remove tags',
  category: 'Set category',
  platforms: 'Set platforms',
  access: 'Set access',
};

/** The extra input of each action beyond ids and error policy. */
type Extra =
  | { action: 'publish' | 'archive' | 'delete' }
  | { action: 'tag' | 'untag'; tagIds: string[] }
  | { action: 'category'; categoryId: string | null }
  | { action: 'platforms'; platformIds: string[] }
  | { action: 'access'; access: Access; priceCents: number | null };

function summarise(action: Action, payload: AdminBulkResultFieldsFragment, rows: SelectedRow[]): BulkSummary {
  const titleOf = new Map(rows.map((r) => [r.id, r.title]));
  const failed = payload.results.filter((r) => !r.ok);
  return {
    action: ACTION_LABELS[action],
    changedCount: payload.changedCount,
    failedCount: payload.failedCount,
    failures: failed
      .filter((r) => r.code !== 'NOT_APPLIED')
      .map((r) => ({
        id: r.id,
        title: r.media?.title ?? titleOf.get(r.id) ?? r.id,
        message: r.message ?? 'It could not be changed.',
      })),
    heldBack: payload.errors.length > 0 ? 0 : failed.filter((r) => r.code === 'NOT_APPLIED').length,
    errors: payload.errors.map((e) => e.message),
  };
}

/** The eight bulk mutations behind one `run`. */
function useBulkRunner() {
  const [publish] = useMutation(AdminBulkPublishMediaDocument);
  const [archive] = useMutation(AdminBulkArchiveMediaDocument);
  const [remove] = useMutation(AdminBulkDeleteMediaDocument);
  const [tag] = useMutation(AdminBulkTagMediaDocument);
  const [untag] = useMutation(AdminBulkUntagMediaDocument);
  const [category] = useMutation(AdminBulkSetMediaCategoryDocument);
  const [platforms] = useMutation(AdminBulkSetMediaPlatformsDocument);
  const [access] = useMutation(AdminBulkSetMediaAccessDocument);

  return async function run(
    ids: string[],
    errorPolicy: BulkErrorPolicy,
    extra: Extra,
  ): Promise<AdminBulkResultFieldsFragment | undefined> {
    const base = { ids, errorPolicy };
    switch (extra.action) {
      case 'publish':
        return (await publish({ variables: { input: base } })).data?.bulkPublishMedia;
      case 'archive':
        return (await archive({ variables: { input: base } })).data?.bulkArchiveMedia;
      case 'delete':
        return (await remove({ variables: { input: base } })).data?.bulkDeleteMedia;
      case 'tag':
        return (await tag({ variables: { input: { ...base, tagIds: extra.tagIds } } })).data?.bulkTagMedia;
      case 'untag':
        return (await untag({ variables: { input: { ...base, tagIds: extra.tagIds } } })).data?.bulkUntagMedia;
      case 'category':
        return (await category({ variables: { input: { ...base, categoryId: extra.categoryId } } })).data
          ?.bulkSetMediaCategory;
      case 'platforms':
        return (await platforms({ variables: { input: { ...base, platformIds: extra.platformIds } } })).data
          ?.bulkSetMediaPlatforms;
      case 'access':
        return (
          await access({
            variables: { input: { ...base, access: extra.access, priceCents: extra.priceCents } },
          })
        ).data?.bulkSetMediaAccess;
    }
  };
}

export function BulkToolbar({
  config,
  selected,
  onClear,
  onDone,
}: {
  config: KindConfig;
  selected: SelectedRow[];
  onClear: () => void;
  /** After a run that reached the server: show the summary, refetch, clear the selection. */
  onDone: (summary: BulkSummary) => void;
}) {
  const run = useBulkRunner();
  const [bestEffort, setBestEffort] = useState(false);
  const [dialog, setDialog] = useState<DialogAction | null>(null);
  const [busy, setBusy] = useState<Action | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const policyId = useId();
  const count = plural(selected.length, config.singular, config.plural);

  /** Runs an action; when the server answered, the summary says what happened; otherwise the error shows here. */
  /** Runs the action; resolves to what went wrong ([] on success), which the dialogs show. */
  async function perform(extra: Extra): Promise<string[]> {
    setBusy(extra.action);
    setErrors([]);
    try {
      const payload = await run(
        selected.map((r) => r.id),
        bestEffort ? 'BEST_EFFORT' : 'ALL_OR_NOTHING',
        extra,
      );
      if (!payload) throw new Error('No answer');
      setDialog(null);
      onDone(summarise(extra.action, payload, selected));
      return [];
    } catch (e) {
      const messages = toFormErrors(e).map((x) => x.message);
      setErrors(messages);
      return messages;
    } finally {
      setBusy(null);
    }
  }

  const close = () => {
    setDialog(null);
    setErrors([]);
  };
  const dialogErrors = dialog ? errors : [];

  return (
    <section className="am-bulkbar" aria-label="Bulk actions">
      <p className="am-bulkbar__count" aria-live="polite">
        <strong>{count}</strong> selected
      </p>
      <div className="am-bulkbar__actions">
        <button
          type="button"
          className="button button--secondary"
          disabled={busy !== null}
          onClick={() => void perform({ action: 'publish' })}
        >
          {busy === 'publish' && <span className="spinner spinner--small" aria-hidden="true" />}
          Publish
        </button>
        <button
          type="button"
          className="button button--secondary"
          disabled={busy !== null}
          onClick={() => void perform({ action: 'archive' })}
        >
          {busy === 'archive' && <span className="spinner spinner--small" aria-hidden="true" />}
          Archive
        </button>
        {(['tag', 'untag', 'category', 'platforms', 'access'] as const).map((a) => (
          <button
            key={a}
            type="button"
            className="button button--secondary"
            disabled={busy !== null}
            onClick={() => setDialog(a)}
          >
            {ACTION_LABELS[a]}…
          </button>
        ))}
        <button
          type="button"
          className="button button--danger"
          disabled={busy !== null}
          onClick={() => setDialog('delete')}
        >
          Delete…
        </button>
        <button type="button" className="button button--ghost" onClick={onClear}>
          Clear selection
        </button>
      </div>
      <div className="checkbox am-bulkbar__policy">
        <input
          id={policyId}
          type="checkbox"
          checked={bestEffort}
          onChange={(e) => setBestEffort(e.target.checked)}
          aria-describedby={`${policyId}-hint`}
        />
        <label htmlFor={policyId}>
          Apply to the items that can be changed
          <span className="checkbox__hint" id={`${policyId}-hint`}>
            Otherwise nothing changes when any selected item cannot be changed.
          </span>
        </label>
      </div>
      {!dialog && <FormAlerts messages={errors} />}

      {dialog === 'delete' && (
        <ConfirmDialog
          title={`Delete ${count}?`}
          confirmLabel={`Delete ${count}`}
          onConfirm={() => perform({ action: 'delete' })}
          onClose={close}
        >
          <p>Their files are deleted with them. This cannot be undone.</p>
        </ConfirmDialog>
      )}
      {(dialog === 'tag' || dialog === 'untag') && (
        <TagsDialog
          mode={dialog}
          count={count}
          busy={busy !== null}
          errors={dialogErrors}
          onClose={close}
          onApply={(tagIds) => perform({ action: dialog, tagIds })}
        />
      )}
      {dialog === 'category' && (
        <CategoryDialog
          kind={config.kind}
          count={count}
          busy={busy !== null}
          errors={dialogErrors}
          onClose={close}
          onApply={(categoryId) => perform({ action: 'category', categoryId })}
        />
      )}
      {dialog === 'platforms' && (
        <PlatformsDialog
          count={count}
          busy={busy !== null}
          errors={dialogErrors}
          onClose={close}
          onApply={(platformIds) => perform({ action: 'platforms', platformIds })}
        />
      )}
      {dialog === 'access' && (
        <AccessDialog
          count={count}
          busy={busy !== null}
          errors={dialogErrors}
          onClose={close}
          onApply={(access, priceCents) => perform({ action: 'access', access, priceCents })}
        />
      )}
    </section>
  );
}

interface DialogProps {
  count: string;
  busy: boolean;
  errors: string[];
  onClose: () => void;
}

function DialogButtons({ busy, label, onClose }: { busy: boolean; label: string; onClose: () => void }) {
  return (
    <div className="button-row">
      <SubmitButton busy={busy} className="button button--primary">
        {label}
      </SubmitButton>
      <button type="button" className="button button--secondary" onClick={onClose}>
        Cancel
      </button>
    </div>
  );
}

const MAX_TAGS = 30;

function TagsDialog({
  mode,
  onApply,
  ...p
}: DialogProps & { mode: 'tag' | 'untag'; onApply: (tagIds: string[]) => Promise<unknown> }) {
  const [tags, setTags] = useState<TagValue[]>([]);
  const [error, setError] = useState<string | undefined>();
  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (tags.length === 0) return setError('Choose at least one tag.');
    if (tags.length > MAX_TAGS) return setError(`Choose at most ${MAX_TAGS} tags.`);
    setError(undefined);
    void onApply(tags.map((t) => t.id));
  }
  const adding = mode === 'tag';
  return (
    <Modal title={adding ? `Add tags to ${p.count}` : `Remove tags from ${p.count}`} onClose={p.onClose}>
      <FormAlerts messages={p.errors} />
      <form className="form" noValidate onSubmit={onSubmit}>
        <TagPicker
          label={adding ? 'Tags to add' : 'Tags to remove'}
          value={tags}
          onChange={setTags}
          error={error}
          hint={adding ? 'Tags an item has already stay.' : 'Items without these tags stay as they are.'}
        />
        <DialogButtons busy={p.busy} label={adding ? 'Add tags' : 'Remove tags'} onClose={p.onClose} />
      </form>
    </Modal>
  );
}

function CategoryDialog({
  kind,
  onApply,
  ...p
}: DialogProps & { kind: MediaKind; onApply: (categoryId: string | null) => Promise<unknown> }) {
  const [categoryId, setCategoryId] = useState('');
  return (
    <Modal title={`Set the category of ${p.count}`} onClose={p.onClose}>
      <FormAlerts messages={p.errors} />
      <form
        className="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void onApply(categoryId || null);
        }}
      >
        <CategorySelect
          kind={kind}
          label="Category"
          emptyLabel="No category (remove it)"
          value={categoryId}
          onChange={setCategoryId}
        />
        <DialogButtons busy={p.busy} label="Set category" onClose={p.onClose} />
      </form>
    </Modal>
  );
}

function PlatformsDialog({ onApply, ...p }: DialogProps & { onApply: (platformIds: string[]) => Promise<unknown> }) {
  const [platformIds, setPlatformIds] = useState<string[]>([]);
  return (
    <Modal title={`Set the platforms of ${p.count}`} onClose={p.onClose}>
      <FormAlerts messages={p.errors} />
      <form
        className="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void onApply(platformIds);
        }}
      >
        <PlatformCheckboxes
          legend="Platforms"
          value={platformIds}
          onChange={setPlatformIds}
          hint="Replaces each item’s platform list; with none ticked, the lists are emptied."
        />
        <DialogButtons busy={p.busy} label="Set platforms" onClose={p.onClose} />
      </form>
    </Modal>
  );
}

function AccessDialog({
  onApply,
  ...p
}: DialogProps & { onApply: (access: Access, priceCents: number | null) => Promise<unknown> }) {
  const id = useId();
  const [access, setAccess] = useState<Access | ''>('');
  const [price, setPrice] = useState('');
  const [errors, setErrors] = useState<{ access?: string; price?: string }>({});
  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const priceCents = price.trim() ? parseDollars(price) : null;
    const next = {
      access: access ? undefined : 'Choose free or premium.',
      price: price.trim() && priceCents === null ? 'Enter a price such as 4.99, at most 10000.' : undefined,
    };
    setErrors(next);
    if (next.access || next.price || !access) return;
    void onApply(access, priceCents);
  }
  return (
    <Modal title={`Set the access of ${p.count}`} onClose={p.onClose}>
      <FormAlerts messages={p.errors} />
      <form className="form" noValidate onSubmit={onSubmit}>
        <fieldset
          className={errors.access ? 'fieldset field--invalid' : 'fieldset'}
          aria-describedby={errors.access ? `${id}-access-error` : undefined}
        >
          <legend>Access</legend>
          {ACCESS_LEVELS.map((a) => (
            <label key={a} className="checkbox">
              <input type="radio" name={`${id}-access`} checked={access === a} onChange={() => setAccess(a)} />
              <span>{ACCESS_LABELS[a]}</span>
            </label>
          ))}
          {errors.access && (
            <p className="field__error" id={`${id}-access-error`}>
              {errors.access}
            </p>
          )}
        </fieldset>
        <div className={errors.price ? 'field field--invalid' : 'field'}>
          <label className="field__label" htmlFor={`${id}-price`}>
            Price in US dollars (optional)
          </label>
          <input
            id={`${id}-price`}
            className="field__input"
            inputMode="decimal"
            value={price}
            onChange={(e) => setPrice(e.target.value)}
            aria-invalid={errors.price ? true : undefined}
            aria-describedby={`${id}-price-hint${errors.price ? ` ${id}-price-error` : ''}`}
          />
          {errors.price && (
            <p className="field__error" id={`${id}-price-error`}>
              {errors.price}
            </p>
          )}
          <p className="field__hint" id={`${id}-price-hint`}>
            Leave empty to keep each item’s price; 0 means included with a subscription.
          </p>
        </div>
        <DialogButtons busy={p.busy} label="Set access" onClose={p.onClose} />
      </form>
    </Modal>
  );
}

/** What the last bulk action did: counts, then each failure with its reason. */
export function BulkSummaryView({ summary, onDismiss }: { summary: BulkSummary; onDismiss: () => void }) {
  const ok = summary.failedCount === 0 && summary.errors.length === 0;
  return (
    <div className={ok ? 'notice notice--success am-summary' : 'notice am-summary am-summary--partial'}>
      <p className="am-summary__head">
        <strong>{summary.action}:</strong> {summary.changedCount} changed, {summary.failedCount} failed
      </p>
      {summary.errors.map((e) => (
        <p key={e}>{e}</p>
      ))}
      {summary.failures.length > 0 && (
        <ul className="am-summary__list">
          {summary.failures.map((f) => (
            <li key={f.id}>
              <strong>{f.title}</strong>: {f.message}
            </li>
          ))}
        </ul>
      )}
      {summary.heldBack > 0 && (
        <p>
          {plural(summary.heldBack, 'other item was', 'other items were')} not changed: with “all or nothing”, one
          failure stops the whole batch. Tick “Apply to the items that can be changed” to change them anyway.
        </p>
      )}
      <button type="button" className="button button--ghost am-summary__dismiss" onClick={onDismiss}>
        Dismiss
      </button>
    </div>
  );
}
