/**
 * The converter's uploader: one file at a time to `/api/converter/uploads`
 * (the shared resumable uploader), up to the member's plan size. A larger
 * file is refused naming the limit as the page states it (lib/bytes.ts):
 * Uppy's own `%{size}` is written in binary units (200 MB would read "191 MB").
 * The completing response names the source it became
 * (`Framestock-Converter-Source-Id`), kept in the file's meta as `resultId`.
 */
import { formatBytes } from '../../lib/bytes';
import {
  closeResumableUploader,
  createResumableUploader,
  type ResumableFile,
  type ResumableMeta,
  type ResumableUploader,
} from '../../lib/resumable-upload';

export type ConverterUploader = ResumableUploader<ResumableMeta>;
export type ConverterFile = ResumableFile<ResumableMeta>;

/** What the file input offers; the server checks the bytes whatever the name says. */
export const CONVERTER_ACCEPT = ['video/*', 'audio/*', 'image/*', '.mkv', '.mov', '.avi', '.flac', '.m4a'] as const;

export function createConverterUploader(endpoint: string, maxFileBytes: number): ConverterUploader {
  return createResumableUploader<ResumableMeta>({
    id: 'converter',
    endpoint,
    resultHeader: 'Framestock-Converter-Source-Id',
    missingResult: 'The file was uploaded, but the server did not say what it became. Reload the page.',
    restrictions: { maxFileSize: maxFileBytes },
    strings: { exceedsSize: `%{file} is larger than the ${formatBytes(maxFileBytes)} your plan converts.` },
    parallel: 1,
    forbidden: 'The converter is not available to your account.',
  });
}

export const closeConverterUploader = closeResumableUploader<ResumableMeta>;
