/**
 * What differs between the three upload screens: which files they take and
 * the words around them. Names, list paths and editor links come from the
 * admin media screens (../admin-media/kinds.ts), so both areas agree.
 */
import type { MediaKind } from '../../graphql/generated/graphql';
import { KINDS } from '../admin-media/kinds';

export interface UploadKind {
  kind: MediaKind;
  /** "Upload assets" */
  heading: string;
  /** "video clips", inside sentences. */
  files: string;
  /** For the file picker and Uppy's check of dropped files: MIME wildcards plus the extensions browsers may not type. */
  accept: readonly string[];
  /** Containers the server accepts (it checks the bytes, not the name). */
  formats: string;
  /**
   * The server's default size limit for the kind, to tell people before they
   * start. The server enforces its configured limit and says so (413), and
   * that message is what a refused file shows.
   */
  limit: string;
  /** Where the categories of this kind are managed (for the empty state of the category list). */
  categoriesPath: string;
  /** Plural noun of the kind ("assets"). */
  plural: string;
  listPath: string;
}

export const UPLOAD_KINDS: Record<MediaKind, UploadKind> = {
  ASSET: {
    kind: 'ASSET',
    heading: 'Upload assets',
    files: 'video clips',
    accept: ['video/*', '.mp4', '.m4v', '.mov', '.webm', '.mkv'],
    formats: 'MP4, MOV, WebM or MKV',
    limit: '2 GB',
    categoriesPath: '/admin/categories',
    plural: KINDS.ASSET.plural,
    listPath: KINDS.ASSET.listPath,
  },
  IMAGE: {
    kind: 'IMAGE',
    heading: 'Upload images',
    files: 'images',
    accept: ['image/*', '.avif', '.tif', '.tiff'],
    formats: 'PNG, JPEG, WebP, TIFF, GIF or AVIF',
    limit: '50 MB',
    categoriesPath: '/admin/categories',
    plural: KINDS.IMAGE.plural,
    listPath: KINDS.IMAGE.listPath,
  },
  AUDIO: {
    kind: 'AUDIO',
    heading: 'Upload audio',
    files: 'audio files',
    accept: ['audio/*', '.wav', '.mp3', '.flac', '.ogg', '.aac', '.m4a', '.aif', '.aiff'],
    formats: 'WAV, MP3, FLAC, OGG, AAC, M4A or AIFF',
    limit: '500 MB',
    categoriesPath: '/admin/audio/categories',
    plural: KINDS.AUDIO.plural,
    listPath: KINDS.AUDIO.listPath,
  },
};
