/**
 * What differs between the three admin media screens: names, where the list
 * and the editor of each kind live. Audio has no `/admin/audio/:id` route in
 * the spec, so its editor opens over the list as `/admin/audio?edit=<id>` (a
 * link that can be shared and reloaded like a page of its own).
 */
import type { MediaKind } from '../../graphql/generated/graphql';

export interface KindConfig {
  kind: MediaKind;
  /** "asset", "image", "audio track": inside sentences. */
  singular: string;
  plural: string;
  /** Title of the list page. */
  heading: string;
  listPath: string;
  uploadPath: string;
}

export const KINDS: Record<MediaKind, KindConfig> = {
  ASSET: {
    kind: 'ASSET',
    singular: 'asset',
    plural: 'assets',
    heading: 'Assets',
    listPath: '/admin/assets',
    uploadPath: '/admin/assets/upload',
  },
  IMAGE: {
    kind: 'IMAGE',
    singular: 'image',
    plural: 'images',
    heading: 'Images',
    listPath: '/admin/images',
    uploadPath: '/admin/images/upload',
  },
  AUDIO: {
    kind: 'AUDIO',
    singular: 'audio track',
    plural: 'audio tracks',
    heading: 'Audio',
    listPath: '/admin/audio',
    uploadPath: '/admin/audio/upload',
  },
};

/** The search parameter of the audio list that opens the editor panel. */
export const EDIT_PARAM = 'edit';

/** Where the editor of an item is: its own page for assets and images, the list's panel for audio. */
export function editorPath(kind: MediaKind, id: string): string {
  if (kind === 'AUDIO') return `${KINDS.AUDIO.listPath}?${EDIT_PARAM}=${encodeURIComponent(id)}`;
  return `${KINDS[kind].listPath}/${encodeURIComponent(id)}`;
}
