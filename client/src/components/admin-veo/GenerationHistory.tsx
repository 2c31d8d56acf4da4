/** The history of generations, newest first, with status, failure in words and links to the drafts made. */
import { Link } from 'react-router';
import type { VideoGenerationRowFragment } from '../../graphql/generated/graphql';
import { dateTime } from '../../lib/dates';
import { ASPECT_LABEL, RESOLUTION_LABEL, STATUS_LABEL } from './labels';

export function GenerationHistory({ rows }: { rows: readonly VideoGenerationRowFragment[] }) {
  return (
    <ol className="veo-history">
      {rows.map((g) => (
        <li key={g.id} className="veo-history__item">
          <div className="veo-history__head">
            <span className={`veo-status veo-status--${g.status.toLowerCase()}`}>
              {(g.status === 'QUEUED' || g.status === 'RUNNING') && (
                <span className="spinner spinner--small" aria-hidden="true" />
              )}
              {STATUS_LABEL[g.status]}
            </span>
            <time className="veo-history__time" dateTime={g.createdAt}>
              {dateTime(g.createdAt, 'local')}
            </time>
          </div>
          <p className="veo-history__prompt">{g.prompt}</p>
          <p className="veo-history__facts">
            {ASPECT_LABEL[g.aspectRatio]} · {RESOLUTION_LABEL[g.resolution]} · {g.numberOfVideos} × {g.durationSeconds}{' '}
            s = {g.videoSeconds} s of video · {g.model}
            {g.hasStartingImage ? ' · from a starting image' : ''}
            {g.seed !== null ? ` · seed ${g.seed}` : ''}
          </p>
          {g.negativePrompt && <p className="veo-history__facts">Avoid: {g.negativePrompt}</p>}
          {g.failure && (
            <p className="veo-history__failure" role="note">
              <strong>{g.failure.code.replaceAll('_', ' ').toLowerCase()}:</strong> {g.failure.message}
            </p>
          )}
          {g.mediaIds.length > 0 && (
            <ul className="veo-history__media" aria-label="Draft assets made">
              {g.mediaIds.map((id, i) => (
                <li key={id}>
                  <Link className="button button--secondary" to={`/admin/assets/${id}`}>
                    Review draft {g.mediaIds.length > 1 ? i + 1 : ''}
                  </Link>
                </li>
              ))}
            </ul>
          )}
          {g.reportedUsage && (
            <details className="veo-history__usage">
              <summary>What the API reported</summary>
              <pre>{JSON.stringify(JSON.parse(g.reportedUsage), null, 2)}</pre>
            </details>
          )}
        </li>
      ))}
    </ol>
  );
}
