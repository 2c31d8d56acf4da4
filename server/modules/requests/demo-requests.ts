/**
 * A newcomer's board: a handful of requests in every status, with votes from
 * the demo accounts, one fulfilled by a published item, and the demo member's
 * notifications about them. Runs once (when the board is empty), in a few
 * statements.
 */
import type { AppDeps } from '../../graphql/context.js';
import { DEMO_ADMIN_EMAIL, DEMO_MEMBER_EMAIL } from '../accounts/index.js';
import { notify } from '../notifications/index.js';
import { memberItemPath, requestPath } from './requests-admin.service.js';

const DEMO = [
  { title: 'Glitch transitions for CapCut', kind: 'ASSET', platforms: ['capcut'], status: 'IN_PROGRESS', mine: true },
  { title: 'Lo-fi loops at 80 BPM', kind: 'AUDIO', platforms: [], status: 'PLANNED', mine: false },
  {
    title: 'Vertical lower thirds for Reels',
    kind: 'ASSET',
    platforms: ['premiere-pro', 'capcut'],
    status: 'OPEN',
    mine: false,
  },
  { title: 'Film burn light leaks', kind: 'ASSET', platforms: ['after-effects'], status: 'FULFILLED', mine: true },
  { title: 'Drone shots of city skylines at night', kind: 'IMAGE', platforms: [], status: 'OPEN', mine: true },
  { title: 'Whoosh sound effects pack', kind: 'AUDIO', platforms: [], status: 'DECLINED', mine: false },
] as const;

export async function seedDemoRequests(deps: AppDeps): Promise<void> {
  const { db } = deps;
  const [{ n }] = (await db.query('SELECT count(*)::int AS n FROM asset_requests')) as [{ n: number }];
  if (n > 0) return;
  const users: { id: string; email: string }[] = await db.query('SELECT id, email FROM users WHERE email = ANY($1)', [
    [DEMO_MEMBER_EMAIL, DEMO_ADMIN_EMAIL],
  ]);
  const member = users.find((u) => u.email === DEMO_MEMBER_EMAIL)?.id;
  const admin = users.find((u) => u.email === DEMO_ADMIN_EMAIL)?.id;
  if (!member || !admin) return;
  const platforms = new Set(((await db.query('SELECT slug FROM platforms')) as { slug: string }[]).map((p) => p.slug));
  const [item] = (await db.query(
    "SELECT id, kind, slug, title FROM media WHERE status = 'PUBLISHED' AND kind = 'ASSET' ORDER BY created_at LIMIT 1",
  )) as { id: string; kind: 'ASSET'; slug: string; title: string }[];
  await db.transaction(async (m) => {
    const rows = DEMO.filter((d) => d.status !== 'FULFILLED' || item);
    const ids: { id: string }[] = await m.query(
      `INSERT INTO asset_requests (requester_id, title, kind, platforms, status, decline_reason, vote_count, created_at)
       SELECT requester_id, title, kind, platforms::varchar[], status, decline_reason, vote_count, created_at
         FROM unnest($1::uuid[], $2::varchar[], $3::varchar[], $4::varchar[], $5::varchar[], $6::varchar[],
                            $7::int[], $8::timestamptz[])
         AS t(requester_id, title, kind, platforms, status, decline_reason, vote_count, created_at)
       RETURNING id`,
      [
        rows.map((d) => (d.mine ? member : admin)),
        rows.map((d) => d.title),
        rows.map((d) => d.kind),
        // unnest cannot take an array of arrays of varying length: a list literal per row, cast back below.
        rows.map((d) => `{${d.platforms.filter((p) => platforms.has(p)).join(',')}}`),
        rows.map((d) => d.status),
        rows.map((d) => (d.status === 'DECLINED' ? 'We could not license a pack of that quality yet.' : null)),
        rows.map(() => 2),
        rows.map((_, i) => new Date(Date.now() - (i + 1) * 86_400_000 * 2)),
      ],
    );
    await m.query(
      `INSERT INTO asset_request_votes (request_id, user_id)
       SELECT r.id, u.id FROM unnest($1::uuid[]) r(id) CROSS JOIN unnest($2::uuid[]) u(id)`,
      [ids.map((r) => r.id), [member, admin]],
    );
    const fulfilled = ids[rows.findIndex((d) => d.status === 'FULFILLED')]?.id;
    if (item && fulfilled) {
      await m.query('INSERT INTO asset_request_items (request_id, media_id) VALUES ($1, $2)', [fulfilled, item.id]);
    }
    const progress = ids[0]?.id as string;
    await notify(m, [
      {
        userId: member,
        type: 'request.status',
        title: '“Glitch transitions for CapCut” is now in progress',
        link: requestPath(progress),
        data: { requestId: progress },
      },
      ...(item && fulfilled
        ? [
            {
              userId: member,
              type: 'request.fulfilled',
              title: '“Film burn light leaks” is here',
              body: `Fulfilled by ${item.title}.`,
              link: memberItemPath(item),
              data: { requestId: fulfilled, mediaIds: [item.id] },
            },
          ]
        : []),
    ]);
  });
}
