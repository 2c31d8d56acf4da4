/**
 * The catalogue's upload endpoint, `/api/uploads`: administrators upload a
 * video (ASSET), image or audio file, which becomes a DRAFT media item with
 * processing PENDING. The final PATCH answers with
 * `Framestock-Media-Id: <uuid>`. The tus plumbing is the platform's
 * (server/uploads); this is the policy it applies.
 */
import type { AppDeps } from '../../graphql/context.js';
import type { HttpRoute } from '../../http/route.js';
import type { UploadPolicy } from '../../uploads/policy.js';
import { uploadEndpoint } from '../../uploads/tus-server.js';
import { uploadCeilingBytes } from '../settings/index.js';
import { finishUpload } from './finish-upload.js';
import { checkNewUpload, isAccepted, storedMetadata, type UploadMetadata, wrongType } from './media-upload-rules.js';

export const UPLOADS_PATH = '/api/uploads';
export const MEDIA_ID_HEADER = 'Framestock-Media-Id';

function mediaUploadPolicy(deps: AppDeps): UploadPolicy<UploadMetadata> {
  return {
    refuse: (viewer) => (viewer.role === 'ADMIN' ? null : 'Only administrators may upload media.'),
    // The site setting caps every kind's environment limit (the lower wins), without a restart.
    checkNew: async (raw, size, uploaderId) => {
      const ceiling = await uploadCeilingBytes(deps);
      const limits = Object.fromEntries(
        Object.entries(deps.config.uploads.maxBytes).map(([kind, max]) => [kind, Math.min(max, ceiling)]),
      ) as typeof deps.config.uploads.maxBytes;
      return checkNewUpload(raw, size, limits, uploaderId);
    },
    stored: storedMetadata,
    accepts: (meta, detected) => isAccepted(meta.kind, detected),
    wrongType: (meta, detected, head) => wrongType(meta.kind, detected, head),
    finish: async (app, staging, upload, meta) => ({
      [MEDIA_ID_HEADER]: await finishUpload(app, staging, upload, meta),
    }),
    finishHeaders: [MEDIA_ID_HEADER],
  };
}

export function mediaUploadRoute(deps: AppDeps): HttpRoute {
  return uploadEndpoint(deps, UPLOADS_PATH, mediaUploadPolicy(deps));
}
