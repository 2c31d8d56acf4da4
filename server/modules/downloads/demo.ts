/**
 * Demo downloads for a newcomer's first start: the demo member gets a few
 * downloads with licences (one with a project name) so /profile/downloads,
 * the meter and a certificate show real data. The catalogue seeds itself in
 * the background for a few minutes after start, so this waits for it,
 * checking cheaply every 20 s for up to 30 minutes, and runs once: nothing
 * happens when the member has any download already.
 */
import type { AppDeps } from '../../graphql/context.js';
import { pollInBackground } from '../../jobs/poll.js';
import { DEMO_MEMBER_EMAIL, UserEntity } from '../accounts/index.js';
import { entitlementOf } from '../billing/index.js';
import { DownloadEntity } from './download.entity.js';
import { handOut, loadTarget } from './grant.service.js';

const CHECK_EVERY_MS = 20_000;
const GIVE_UP_AFTER_MS = 30 * 60_000;
const PROJECTS = ['Travel vlog — Lisbon', null, 'Channel intro 2026', null];

export function seedDemoDownloadsWhenReady(deps: AppDeps): void {
  pollInBackground(() => seedDemoDownloads(deps), {
    everyMs: CHECK_EVERY_MS,
    giveUpAfterMs: GIVE_UP_AFTER_MS,
    log: deps.log,
    what: 'demo downloads',
  });
}

/** True when done (seeded now, or nothing to do); false while the catalogue has no FREE items with originals yet. */
export async function seedDemoDownloads(deps: AppDeps): Promise<boolean> {
  const member = await deps.db.manager.findOneBy(UserEntity, { email: DEMO_MEMBER_EMAIL });
  if (!member) return true;
  if (await deps.db.manager.existsBy(DownloadEntity, { userId: member.id })) return true;
  const rows = (await deps.db.query(
    `SELECT m.id FROM media m JOIN stored_files f ON f.media_id = m.id AND f.role = 'ORIGINAL'
      WHERE m.status = 'PUBLISHED' AND m.access = 'FREE' ORDER BY m.published_at, m.id LIMIT ${PROJECTS.length}`,
  )) as { id: string }[];
  if (rows.length < PROJECTS.length) return false;
  const e = await entitlementOf(deps.db.manager, member.id, { graceDays: deps.config.billing.pastDueGraceDays });
  for (const [i, row] of rows.entries()) {
    const target = await loadTarget(deps.db.manager, { mediaId: row.id });
    if (target) await handOut(deps, member.id, e, target, PROJECTS[i] ?? null);
  }
  deps.log.info({ downloads: rows.length }, 'demo member downloads seeded');
  return true;
}
