/**
 * The details form of an uploaded file as plain values, the defaults that
 * prefill it, and the updateMedia input made from it. Text inputs keep their
 * text (price, BPM) until saving, so a half-typed value is never lost.
 */
import type { Access, AssetType, MediaKind, UpdateMediaInput } from '../../graphql/generated/graphql';
import { parseDollars } from '../admin-media/format';

export interface TagRef {
  id: string;
  name: string;
}

/** The fields the defaults panel sets for every file. */
export interface DefaultValues {
  /** '' for none. */
  categoryId: string;
  tags: TagRef[];
  platformIds: string[];
  access: Access;
  /** US dollars as typed, e.g. "4.99"; "0" is included with a subscription. */
  price: string;
  /** Assets only; '' for not chosen. */
  assetType: AssetType | '';
  /** Audio only. */
  genre: string;
  mood: string;
}

export interface MetadataValues extends DefaultValues {
  /** null until the admin edits it: the server's title (from the file name) shows until then. */
  title: string | null;
  description: string;
  /** Audio only. */
  bpm: string;
  musicalKey: string;
  isLoop: boolean;
  isSoundEffect: boolean;
}

export const EMPTY_DEFAULTS: DefaultValues = {
  categoryId: '',
  tags: [],
  platformIds: [],
  // What a new draft is on the server until its form is saved (media.access defaults to PREMIUM): the
  // form never shows a choice the item does not have.
  access: 'PREMIUM',
  price: '0',
  assetType: '',
  genre: '',
  mood: '',
};

/** A new file's form: the defaults as they are now, the rest empty. */
export function valuesFromDefaults(defaults: DefaultValues): MetadataValues {
  return {
    ...defaults,
    title: null,
    description: '',
    bpm: '',
    musicalKey: '',
    isLoop: false,
    isSoundEffect: false,
  };
}

/** "Apply to all files": the defaults replace those fields, the file's own ones stay. */
export function applyDefaults(values: MetadataValues, defaults: DefaultValues): MetadataValues {
  return { ...values, ...defaults };
}

export const FORM_FIELDS = [
  'title',
  'description',
  'categoryId',
  'tagIds',
  'platformIds',
  'access',
  'priceCents',
  'assetType',
  'genre',
  'mood',
  'bpm',
  'musicalKey',
] as const;
export type FormField = (typeof FORM_FIELDS)[number];

export const LIMITS = { title: 140, description: 5000, genre: 40, mood: 40, musicalKey: 16, tags: 30 } as const;

/** Problems the server would refuse, found before asking it. */
export function checkValues(
  kind: MediaKind,
  values: MetadataValues,
  serverTitle: string,
): Partial<Record<FormField, string>> {
  const errors: Partial<Record<FormField, string>> = {};
  const title = (values.title ?? serverTitle).trim();
  if (!title) errors.title = 'Enter a title.';
  else if (title.length > LIMITS.title) errors.title = `Use at most ${LIMITS.title} characters.`;
  if (values.description.length > LIMITS.description) {
    errors.description = `Use at most ${LIMITS.description} characters.`;
  }
  if (parseDollars(values.price) === null) errors.priceCents = 'Enter a price in US dollars, like 0 or 4.99.';
  if (values.tags.length > LIMITS.tags) errors.tagIds = `Choose at most ${LIMITS.tags} tags.`;
  if (kind === 'AUDIO') {
    if (values.bpm.trim() && parseBpm(values.bpm) === null) errors.bpm = 'Enter a tempo from 20 to 400 BPM.';
    if (values.genre.length > LIMITS.genre) errors.genre = `Use at most ${LIMITS.genre} characters.`;
    if (values.mood.length > LIMITS.mood) errors.mood = `Use at most ${LIMITS.mood} characters.`;
    if (values.musicalKey.trim().length > LIMITS.musicalKey) {
      errors.musicalKey = `Use at most ${LIMITS.musicalKey} characters.`;
    }
  }
  return errors;
}

function parseBpm(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,3}$/.test(trimmed)) return null;
  const bpm = Number(trimmed);
  return bpm >= 20 && bpm <= 400 ? bpm : null;
}

/** The complete updateMedia input for a file (run checkValues first). Kind fields only for their kind. */
export function toUpdateInput(
  id: string,
  kind: MediaKind,
  values: MetadataValues,
  serverTitle: string,
): UpdateMediaInput {
  const input: UpdateMediaInput = {
    id,
    title: (values.title ?? serverTitle).trim(),
    description: values.description.trim(),
    categoryId: values.categoryId || null,
    tagIds: values.tags.map((t) => t.id),
    platformIds: values.platformIds,
    access: values.access,
    priceCents: parseDollars(values.price) ?? 0,
  };
  if (kind === 'ASSET' && values.assetType) input.assetType = values.assetType;
  if (kind === 'AUDIO') {
    if (values.genre.trim()) input.genre = values.genre.trim();
    if (values.mood.trim()) input.mood = values.mood.trim();
    input.bpm = values.bpm.trim() ? parseBpm(values.bpm) : null;
    input.musicalKey = values.musicalKey.trim() || null;
    input.isLoop = values.isLoop;
    input.isSoundEffect = values.isSoundEffect;
  }
  return input;
}
