/**
 * The demo tips (tips-content.ts) on a newcomer's first `npm start`: each is
 * written once (found again by its demo key), published, with its step
 * pictures and cover drawn on this machine into the public bucket under
 * `tips/demo/`. Runs in the background: the server serves meanwhile.
 *
 * Linked catalogue items are demo items that the catalogue's own seed makes
 * at the same time, over a few minutes; the links are filled in as those
 * items appear (checked every 20 s for up to 30 minutes, and again at each
 * start). Only published items are ever shown (tips.resolver.ts).
 */
import type { AppDeps } from '../../../graphql/context.js';
import type { Logger } from '../../../logger.js';
import { auditOutsideRequest } from '../../audit/index.js';
import { demoCatalogueStocking } from '../../catalog/index.js';
import { TipEntity, type TipStepData } from '../tip.entity.js';
import { renderDiagram } from './step-diagram.js';
import { DEMO_TIPS, type DemoTip } from './tips-content.js';

const DEMO_MEDIA_PREFIX = 'demo:';
const LINK_CHECK_MS = 20_000;
const LINK_GIVE_UP_MS = 30 * 60_000;
/** Published items the demo catalogue shows before the tips are drawn: its first screen. */
const CATALOGUE_FIRST = 24;
const STOCKING_CHECK_MS = 2_000;

const imagePath = (tip: DemoTip, name: string) => `tips/demo/${tip.key}-${name}.webp`;

/** Draws a picture unless an earlier run stored it already. */
async function ensureImage(deps: AppDeps, path: string, draw: () => Promise<Buffer>): Promise<void> {
  if (await deps.storage.exists('public', path)) return;
  await deps.storage.write('public', path, await draw(), { contentType: 'image/webp' });
}

/** Returns false when the tip was not written (an admin's tip already has its slug). */
async function writeTip(deps: AppDeps, tip: DemoTip, index: number, authorId: string | null): Promise<boolean> {
  const first = tip.steps[0];
  if (first) {
    await ensureImage(deps, imagePath(tip, 'cover'), () =>
      renderDiagram({ ...first.diagram, note: tip.title }, 'CAPCUT TIP'),
    );
  }
  const steps: TipStepData[] = [];
  for (const [i, step] of tip.steps.entries()) {
    const path = imagePath(tip, `step-${i + 1}`);
    await ensureImage(deps, path, () => renderDiagram(step.diagram, `STEP ${i + 1}`));
    steps.push({ title: step.title, body: step.body, imagePath: path, imageAlt: step.alt });
  }
  return deps.db.transaction(async (m) => {
    const inserted = await m
      .createQueryBuilder()
      .insert()
      .into(TipEntity)
      .values({
        slug: tip.key,
        title: tip.title,
        summary: tip.summary,
        body: tip.body,
        steps,
        coverPath: first ? imagePath(tip, 'cover') : null,
        coverAlt: first ? `${tip.title}: ${first.alt}` : '',
        difficulty: tip.difficulty,
        device: tip.device,
        capcutVersion: tip.capcutVersion,
        tags: tip.tags,
        access: tip.access,
        status: 'PUBLISHED',
        authorId,
        demoKey: tip.key,
        // Spread over the last weeks, newest first in the order written, so the list looks lived-in.
        publishedAt: new Date(Date.now() - (index + 1) * 2.5 * 86_400_000),
      } as never)
      .orIgnore()
      .returning(['id'])
      .execute();
    const id = (inserted.identifiers[0] as { id?: string } | undefined)?.id;
    if (id) {
      await auditOutsideRequest(m, {
        actorId: authorId,
        action: 'tip.seeded',
        targetType: 'tip',
        targetId: id,
        data: { title: tip.title, source: 'demo seed' },
      });
    }
    return Boolean(id);
  });
}

/** Fills in the links of demo tips whose catalogue items now exist; returns how many tips still miss some. */
export async function linkDemoMedia(deps: AppDeps): Promise<number> {
  let missing = 0;
  for (const tip of DEMO_TIPS) {
    if (tip.media.length === 0) continue;
    const rows = (await deps.db.query('SELECT id, upload_id FROM media WHERE upload_id = ANY($1)', [
      tip.media.map((k) => `${DEMO_MEDIA_PREFIX}${k}`),
    ])) as { id: string; upload_id: string }[];
    const byKey = new Map(rows.map((r) => [r.upload_id.slice(DEMO_MEDIA_PREFIX.length), r.id]));
    const ids = tip.media.map((k) => byKey.get(k)).filter((id): id is string => Boolean(id));
    if (ids.length < tip.media.length) missing += 1;
    // Only while an admin has not edited the links (they would differ from a subset of the demo's).
    await deps.db.query(
      `UPDATE tips SET media_ids = $2::uuid[]
        WHERE demo_key = $1 AND media_ids <> $2::uuid[] AND media_ids <@ $2::uuid[]`,
      [tip.key, ids],
    );
  }
  return missing;
}

export async function seedDemoTips(deps: AppDeps): Promise<number> {
  const existing = new Set(
    ((await deps.db.query('SELECT demo_key FROM tips WHERE demo_key IS NOT NULL')) as { demo_key: string }[]).map(
      (r) => r.demo_key,
    ),
  );
  const [admin] = (await deps.db.query(
    "SELECT id FROM users WHERE role = 'ADMIN' ORDER BY created_at, id LIMIT 1",
  )) as { id: string }[];
  let written = 0;
  for (const [i, tip] of DEMO_TIPS.entries()) {
    if (existing.has(tip.key)) continue;
    if (await writeTip(deps, tip, i, admin?.id ?? null)) written += 1;
  }
  return written;
}

/**
 * The first-start hook: once the demo catalogue shows its first screen, seed what is missing, then link catalogue
 * items as they appear. The step pictures take about 9 s of CPU; drawn at once they delayed the store's first items.
 */
export async function seedDemoTipsInBackground(deps: AppDeps, log: Logger): Promise<void> {
  try {
    const started = Date.now();
    while ((await demoCatalogueStocking(deps, CATALOGUE_FIRST)) && Date.now() - started < LINK_GIVE_UP_MS) {
      await new Promise((r) => setTimeout(r, STOCKING_CHECK_MS).unref());
    }
    const written = await seedDemoTips(deps);
    if (written) log.info({ tips: written }, 'demo tips written');
    const linking = Date.now();
    while ((await linkDemoMedia(deps)) > 0 && Date.now() - linking < LINK_GIVE_UP_MS) {
      await new Promise((r) => setTimeout(r, LINK_CHECK_MS).unref());
    }
  } catch (err) {
    // A shutdown mid-seed lands here too: the next start finishes what is missing.
    log.warn({ err }, 'demo tips stopped before finishing; the next start completes them');
  }
}
