/**
 * The members' file converter (`/members/file-converter`): a member uploads
 * a video, audio file or image (tus at `/api/converter/uploads`), previews a
 * preset's effect on its first frame, and queues conversions that pg-boss
 * workers run with ffmpeg, one at a time per member, with real progress,
 * cancel, and results downloaded through signed URLs. Uploads and results
 * are deleted 24 hours after they are made.
 *
 * Limits: billing's entitlement (the plan's converter file size and minutes
 * a month) and config (CONVERTER_ENABLED, CONVERTER_MAX_FILE_BYTES,
 * CONVERTER_MAX_INPUT_MINUTES, CONVERTER_JOB_TIMEOUT_MINUTES) — the
 * settings module does not exist yet; when it does, the switch and the
 * site-wide size belong there (limits.ts is the one place that reads them).
 *
 * Nothing is exported for other modules yet: picking one of the member's
 * downloads as the input will come through the downloads module's index.
 */
import { defineModule } from '../../module.js';
import { converterCleanupJobs, eraseConverter } from './cleanup.js';
import { ConversionEntity, ConverterSourceEntity } from './conversion.entity.js';
import { ConverterResolver } from './converter.resolver.js';
import { conversionRunJob } from './runner.js';
import { converterUploadRoute } from './sources.js';

export default defineModule({
  name: 'converter',
  entities: [ConverterSourceEntity, ConversionEntity],
  resolvers: [ConverterResolver],
  jobs: (deps) => [conversionRunJob(deps), ...converterCleanupJobs(deps)],
  erase: eraseConverter,
  routes: (deps) => [converterUploadRoute(deps)],
});
