/**
 * Downloads on real PostgreSQL and the local storage driver: the entitlement
 * matrix (billing's rule), signed URLs of originals (the bytes, the name,
 * tampering), the fair-use allowance (edges, re-downloads, 50 parallel
 * requests at allowance − 1), licences (reuse, project name, public
 * verification without personal data, revoke), erasure, and bundle ZIPs whose
 * entries equal the originals byte for byte.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import yauzl from 'yauzl';
import { Role } from '../../server/graphql/auth.js';
import { ensureDemoPlans } from '../../server/modules/billing/index.js';
import { checkLink } from '../../server/modules/downloads/links.js';
import { mediaFactory, type SeededMedia } from '../support/media-factory.js';
import { subscribeDirectly } from '../support/subscriptions.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

let t: TestServer;
let media: ReturnType<typeof mediaFactory>;
let free: SeededMedia;
let premium: SeededMedia;
let forSale: SeededMedia;

const DOWNLOAD = `mutation($i: DownloadItemInput!) { downloadItem(input: $i) {
  url download { id kind title planName licence { id type projectName revoked certificateUrl } }
  meter { used allowance remaining resetsAt planName }
  errors { code field message } } }`;

interface Granted {
  url: string | null;
  download: {
    id: string;
    kind: string;
    licence: { id: string; type: string; projectName: string | null; certificateUrl: string };
  } | null;
  meter: { used: number; allowance: number; remaining: number; resetsAt: string } | null;
  errors: { code: string; field: string | null; message: string }[];
}

async function download(token: string | undefined, i: Record<string, unknown>) {
  const r = await t.gql<{ downloadItem: Granted }>(DOWNLOAD, { i }, { token });
  return r;
}

async function grant(token: string, i: Record<string, unknown>): Promise<Granted> {
  const r = await download(token, i);
  if (r.errors || !r.data) throw new Error(JSON.stringify(r.errors));
  return r.data.downloadItem;
}

const sql = <T = Record<string, unknown>>(q: string, p: unknown[] = []) => t.server.deps.db.query(q, p) as Promise<T[]>;

const subscribe = (userId: string, status: 'active' | 'past_due' | 'canceled', pastDueDays = 0) =>
  subscribeDirectly(t.server.deps.db, userId, status, pastDueDays);

beforeAll(async () => {
  t = await startTestServer();
  media = mediaFactory(t);
  await ensureDemoPlans(t.server.deps.db);
  free = await media.create({ kind: 'ASSET', title: 'Free Glitch', access: 'FREE', status: 'PUBLISHED' });
  premium = await media.create({ kind: 'AUDIO', title: 'Premium Beat', access: 'PREMIUM', status: 'PUBLISHED' });
  forSale = await media.create({
    kind: 'IMAGE',
    title: 'Sold Image',
    access: 'PREMIUM',
    priceCents: 500,
    status: 'PUBLISHED',
  });
});

afterAll(async () => {
  await t?.stop();
});

describe('who may download what (billing’s entitlement)', () => {
  it('anonymous visitors are asked to sign in', async () => {
    const r = await download(undefined, { mediaId: free.id });
    expect(r.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it.each([
    ['free member', null, 0, { FREE: true, PREMIUM: false }],
    ['subscriber', 'active', 0, { FREE: true, PREMIUM: true }],
    ['past_due in grace', 'past_due', 1, { FREE: true, PREMIUM: true }],
    ['past_due after grace', 'past_due', 30, { FREE: true, PREMIUM: false }],
    ['canceled', 'canceled', 0, { FREE: true, PREMIUM: false }],
  ] as const)('%s', async (_name, status, days, expected) => {
    const { token, userId } = await t.signedIn();
    if (status) await subscribe(userId, status, days);
    for (const [access, allowed] of Object.entries(expected)) {
      const item = access === 'FREE' ? free : premium;
      const r = await grant(token, { mediaId: item.id });
      if (allowed) {
        expect(r.errors).toEqual([]);
        expect(r.url).toContain('/api/storage/');
      } else {
        expect(r).toMatchObject({ url: null, download: null, errors: [{ code: 'SUBSCRIPTION_REQUIRED' }] });
      }
    }
  });

  it('an item bought on its own is its buyer’s, without a plan and without using the allowance', async () => {
    const { token, userId } = await t.signedIn();
    expect((await grant(token, { mediaId: forSale.id })).errors[0]?.code).toBe('SUBSCRIPTION_REQUIRED');
    await insertPurchase(userId, forSale.id);
    const r = await grant(token, { mediaId: forSale.id });
    expect(r.errors).toEqual([]);
    expect(r.meter?.used).toBe(0);
  });

  it('bad input is told apart and changes nothing', async () => {
    const { token, userId } = await t.signedIn();
    expect((await grant(token, {})).errors[0]?.code).toBe('INVALID_INPUT');
    expect((await grant(token, { mediaId: free.id, bundleId: free.id })).errors[0]?.code).toBe('INVALID_INPUT');
    expect((await grant(token, { mediaId: 'nope' })).errors[0]).toMatchObject({ code: 'NOT_FOUND', field: 'mediaId' });
    const draft = await media.create({ kind: 'ASSET', access: 'FREE', status: 'DRAFT' });
    expect((await grant(token, { mediaId: draft.id })).errors[0]?.code).toBe('NOT_FOUND');
    expect((await grant(token, { mediaId: free.id, projectName: 'x'.repeat(121) })).errors[0]?.field).toBe(
      'projectName',
    );
    expect(await sql('SELECT 1 FROM downloads WHERE user_id = $1', [userId])).toHaveLength(0);
  });
});

/** An item bought on its own, as billing's checkout leaves it: a paid ITEM payment and its purchase. */
async function insertPurchase(userId: string, mediaId: string) {
  const [p] = await sql<{ id: string }>(
    `INSERT INTO payments (user_id, provider_id, kind, description, amount_cents, status, paid_at)
     VALUES ($1, 'pi_' || md5(random()::text), 'ITEM', 'Item', 500, 'paid', now()) RETURNING id`,
    [userId],
  );
  await sql('INSERT INTO item_purchases (user_id, media_id, payment_id) VALUES ($1, $2, $3)', [userId, mediaId, p?.id]);
}

describe('the file', () => {
  it('is the original under the item’s name; a tampered link answers 403 and names no file', async () => {
    const { token } = await t.signedIn();
    const r = await grant(token, { mediaId: free.id });
    const url = new URL(r.url as string, t.url).href;
    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(`test original of ${free.slug}`);
    expect(res.headers.get('content-disposition')).toContain(`${free.slug}.mp4`);

    const tampered = url.replace(/signature=[^&]+/, 'signature=AAAA');
    const bad = await fetch(tampered);
    expect(bad.status).toBe(403);
    expect(await bad.text()).toBe('Invalid signature');
    const renamed = url.replace(/filename=[^&]+/, 'filename=evil.exe');
    expect((await fetch(renamed)).status).toBe(403);
  });

  it('certificate links expire and refuse tampering (403, plain words)', async () => {
    const { token } = await t.signedIn();
    const r = await grant(token, { mediaId: free.id });
    const cert = new URL(r.download?.licence.certificateUrl as string, t.url);
    const ok = await fetch(cert);
    expect(ok.status).toBe(200);
    expect(ok.headers.get('content-type')).toBe('application/pdf');
    const pdf = Buffer.from(await ok.arrayBuffer());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.includes(Buffer.from('/FontFile2'))).toBe(true);

    cert.searchParams.set('signature', `x${cert.searchParams.get('signature')?.slice(1)}`);
    const bad = await fetch(cert);
    expect(bad.status).toBe(403);
    expect(await bad.text()).toMatch(/not valid/);
    const id = r.download?.licence.id as string;
    const q = Object.fromEntries(new URL(r.download?.licence.certificateUrl as string, t.url).searchParams);
    expect(checkLink(t.server.deps.config, 'certificate', id, q)).toBe('ok');
    expect(checkLink(t.server.deps.config, 'certificate', id, q, Date.now() + 2 * 3600_000)).toMatch(/expired/);
    expect(checkLink(t.server.deps.config, 'bundle-zip', id, q)).toMatch(/not valid/);
  });
});

describe('fair use', () => {
  it('counts once per item per period, refuses past the allowance with the reset date, and re-downloads still work', async () => {
    const { token, userId } = await t.signedIn();
    await sql("UPDATE plans SET download_allowance = 2 WHERE slug = 'free'");
    try {
      const a = await media.create({ kind: 'IMAGE', access: 'FREE', status: 'PUBLISHED' });
      const first = await grant(token, { mediaId: free.id, projectName: 'Intro' });
      expect(first.meter).toMatchObject({ used: 1, allowance: 2, remaining: 1 });
      const again = await grant(token, { mediaId: free.id });
      expect(again.meter?.used).toBe(1);
      expect(again.download?.id).toBe(first.download?.id);
      expect(again.download?.licence.id).toBe(first.download?.licence.id);
      expect(again.download?.licence.projectName).toBe('Intro');
      expect((await grant(token, { mediaId: a.id })).meter?.remaining).toBe(0);
      const b = await media.create({ kind: 'IMAGE', access: 'FREE', status: 'PUBLISHED' });
      const refused = await grant(token, { mediaId: b.id });
      expect(refused.errors[0]?.code).toBe('FAIR_USE_LIMIT');
      expect(refused.errors[0]?.message).toMatch(/reset on \d{1,2} \w{3,4} \d{4}/);
      expect(refused.meter).toMatchObject({ used: 2, remaining: 0 });
      expect((await grant(token, { mediaId: free.id })).errors).toEqual([]);

      const rows = await sql<{ n: number; hand_outs: number }>(
        'SELECT count(*)::int AS n, sum(hand_outs)::int AS hand_outs FROM downloads WHERE user_id = $1',
        [userId],
      );
      expect(rows[0]).toEqual({ n: 2, hand_outs: 4 });
      const [counters] = await sql<{ download_count: number }>('SELECT download_count FROM media WHERE id = $1', [
        b.id,
      ]);
      expect(counters?.download_count).toBe(0);
      const events = await sql<{ properties: Record<string, string> }>(
        "SELECT properties FROM analytics_events WHERE type = 'file_download' AND user_id = $1",
        [userId],
      );
      expect(events).toHaveLength(2);
      expect(events[0]?.properties).toMatchObject({ file_category: expect.any(String), file_name: expect.any(String) });
      expect(JSON.stringify(events)).not.toContain('signature');
    } finally {
      await sql("UPDATE plans SET download_allowance = 10 WHERE slug = 'free'");
    }
  });

  it('50 parallel downloads at allowance − 1 give exactly one more', async () => {
    const { token, userId } = await t.signedIn();
    const items = await media.createMany(51, () => ({ kind: 'IMAGE', access: 'FREE', status: 'PUBLISHED' }));
    await sql("UPDATE plans SET download_allowance = 2 WHERE slug = 'free'");
    try {
      expect((await grant(token, { mediaId: items[50]?.id })).errors).toEqual([]);
      const results = await Promise.all(items.slice(0, 50).map((m) => grant(token, { mediaId: m.id })));
      expect(results.filter((r) => r.errors.length === 0)).toHaveLength(1);
      expect(results.filter((r) => r.errors[0]?.code === 'FAIR_USE_LIMIT')).toHaveLength(49);
      const [row] = await sql<{ n: number }>('SELECT count(*)::int AS n FROM downloads WHERE user_id = $1', [userId]);
      expect(row?.n).toBe(2);
    } finally {
      await sql("UPDATE plans SET download_allowance = 10 WHERE slug = 'free'");
    }
  });
});

describe('licences', () => {
  it('verification shows item, type, date and status — no personal data; admins revoke with a reason', async () => {
    const { token } = await t.signedIn(Role.MEMBER, 'licensee-secret@example.test');
    const r = await grant(token, { mediaId: free.id, projectName: 'Client reel' });
    const id = r.download?.licence.id as string;
    const VERIFY = `query($id: ID!) { licence(id: $id) { id status itemTitle itemKind type issuedAt revokedAt revokeReason } }`;
    const v = await t.gql<{ licence: Record<string, unknown> }>(VERIFY, { id });
    expect(v.data?.licence).toMatchObject({
      id,
      status: 'VALID',
      itemTitle: 'Free Glitch',
      itemKind: 'ASSET',
      type: 'PERSONAL',
    });
    expect(JSON.stringify(v.data)).not.toMatch(/licensee-secret|Client reel/);
    expect((await t.gql<{ licence: null }>(VERIFY, { id: 'not-a-uuid' })).data?.licence).toBeNull();

    const REVOKE = `mutation($i: RevokeLicenceInput!) { revokeLicence(input: $i) { licence { status revokeReason } errors { code field } } }`;
    const member = await t.gql(REVOKE, { i: { licenceId: id, reason: 'x' } }, { token });
    expect(member.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const { token: admin } = await t.signedIn(Role.ADMIN);
    const empty = await t.gql<{ revokeLicence: { errors: { field: string }[] } }>(
      REVOKE,
      { i: { licenceId: id, reason: ' ' } },
      { token: admin },
    );
    expect(empty.data?.revokeLicence.errors[0]?.field).toBe('reason');
    const done = await t.gql<{ revokeLicence: { licence: { status: string } } }>(
      REVOKE,
      { i: { licenceId: id, reason: 'Chargeback' } },
      { token: admin },
    );
    expect(done.data?.revokeLicence.licence.status).toBe('REVOKED');
    const after = await t.gql<{ licence: Record<string, unknown> }>(VERIFY, { id });
    expect(after.data?.licence).toMatchObject({ status: 'REVOKED', revokeReason: 'Chargeback' });
    const twice = await t.gql<{ revokeLicence: { errors: { code: string }[] } }>(
      REVOKE,
      { i: { licenceId: id, reason: 'again' } },
      { token: admin },
    );
    expect(twice.data?.revokeLicence.errors[0]?.code).toBe('ALREADY_REVOKED');
  });

  it('the project name is the owner’s to change; someone else’s licence is NOT_FOUND', async () => {
    const owner = await t.signedIn();
    const other = await t.signedIn();
    const r = await grant(owner.token, { mediaId: free.id });
    const SET = `mutation($i: SetLicenceProjectInput!) { setLicenceProject(input: $i) { projectName errors { code field } } }`;
    const id = r.download?.licence.id;
    const stranger = await t.gql<{ setLicenceProject: { errors: { code: string }[] } }>(
      SET,
      { i: { licenceId: id, projectName: 'Mine now' } },
      { token: other.token },
    );
    expect(stranger.data?.setLicenceProject.errors[0]?.code).toBe('NOT_FOUND');
    const mine = await t.gql<{ setLicenceProject: { projectName: string } }>(
      SET,
      { i: { licenceId: id, projectName: ' Wedding film ' } },
      { token: owner.token },
    );
    expect(mine.data?.setLicenceProject.projectName).toBe('Wedding film');
    const csv = await t.gql<{ myLicencesCsv: string }>('{ myLicencesCsv }', {}, { token: owner.token });
    expect(csv.data?.myLicencesCsv.split('\r\n')[1]).toContain('Wedding film');
  });

  it('lists the history newest first, by kind, with statement counts that do not grow with the page', async () => {
    const { token } = await t.signedIn();
    const items = await media.createMany(6, (i) => ({
      kind: i % 2 ? 'AUDIO' : 'IMAGE',
      access: 'FREE',
      status: 'PUBLISHED',
    }));
    for (const m of items) await grant(token, { mediaId: m.id });
    const LIST = `query($first: Int, $kind: DownloadItemKind) { myDownloads(first: $first, kind: $kind) {
      totalCount edges { node { id kind title licence { id type } media { id title } } } } }`;
    const statements: number[] = [];
    for (const first of [2, 6]) {
      const r = await t.gql<{
        myDownloads: { totalCount: number; edges: { node: { title: string; media: { id: string } } }[] };
      }>(LIST, { first }, { token });
      expect(r.data?.myDownloads.edges).toHaveLength(first);
      expect(r.data?.myDownloads.edges[0]?.node.media.id).toBe(items[5]?.id);
      statements.push(Number(r.headers.get('x-sql-statements')));
    }
    expect(statements[0]).toBe(statements[1]);
    const audio = await t.gql<{ myDownloads: { totalCount: number } }>(LIST, { first: 10, kind: 'AUDIO' }, { token });
    expect(audio.data?.myDownloads.totalCount).toBe(3);
  });
});

describe('receipts', () => {
  /** The messages written to `to` (no SMTP_URL: the outbox), once `count` have arrived. */
  async function mailTo(to: string, count: number) {
    for (let i = 0; i < 200; i++) {
      const rows = await sql<{ template: string; subject: string; text: string }>(
        'SELECT template, subject, text FROM email_outbox WHERE to_address = $1 ORDER BY id',
        [to],
      );
      if (rows.length >= count) return rows;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`fewer than ${count} messages to ${to}`);
  }
  const emailOf = async (userId: string) =>
    (await sql<{ email: string }>('SELECT email FROM users WHERE id = $1', [userId]))[0]?.email ?? '';

  it('emails the licence of each new download once a period, and nothing to a member who switched them off', async () => {
    const member = await t.signedIn();
    const r = await grant(member.token, { mediaId: free.id, projectName: 'Promo reel' });
    const licenceId = r.download?.licence.id ?? '';
    const [mail] = await mailTo(await emailOf(member.userId), 1);
    expect(mail?.template).toBe('download-receipt');
    expect(mail?.subject).toBe('Your licence for “Free Glitch”');
    expect(mail?.text).toContain(licenceId);
    expect(mail?.text).toContain('Promo reel');
    expect(mail?.text).toContain(`/licenses/${licenceId}`);

    const quiet = await t.signedIn();
    const off = await t.gql<{ updateProfile: { errors: unknown[] } }>(
      'mutation($i: UpdateProfileInput!) { updateProfile(input: $i) { errors { code } } }',
      { i: { notificationPreferences: { downloadReceipts: false } } },
      { token: quiet.token },
    );
    expect(off.data?.updateProfile.errors).toEqual([]);
    await grant(quiet.token, { mediaId: free.id });
    // The same item again this period is the same record: no second receipt.
    await grant(member.token, { mediaId: free.id });
    // A later receipt to the first member marks the point by which the others would have been sent.
    await subscribe(member.userId, 'active');
    await grant(member.token, { mediaId: premium.id });
    const later = await mailTo(await emailOf(member.userId), 2);
    expect(later.map((m) => m.subject)).toEqual(['Your licence for “Free Glitch”', 'Your licence for “Premium Beat”']);
    expect(await sql('SELECT 1 FROM email_outbox WHERE to_address = $1', [await emailOf(quiet.userId)])).toEqual([]);
  });
});

describe('erasure', () => {
  it('anonymises downloads; licences keep item and date, lose the person', async () => {
    const { token, userId } = await t.signedIn();
    const r = await grant(token, { mediaId: free.id, projectName: 'Private project' });
    const del = await t.gql<{ deleteAccount: { deleted: boolean } }>(
      'mutation { deleteAccount { deleted errors { code } } }',
      {},
      { token },
    );
    expect(del.data?.deleteAccount.deleted).toBe(true);
    expect(await sql('SELECT 1 FROM downloads WHERE user_id = $1', [userId])).toHaveLength(0);
    const [l] = await sql<Record<string, unknown>>('SELECT * FROM licences WHERE id = $1', [r.download?.licence.id]);
    expect(l).toMatchObject({ user_id: null, licensee_name: '', project_name: null, item_title: 'Free Glitch' });
    expect(l?.issued_at).toBeInstanceOf(Date);
    expect(await sql('SELECT 1 FROM downloads WHERE licence_id = $1', [r.download?.licence.id])).toHaveLength(1);
  });
});

describe('bundles', () => {
  it('download as one ZIP whose entries equal the originals', async () => {
    const { token, userId } = await t.signedIn();
    await subscribe(userId, 'active');
    const items = [free, premium, await media.create({ kind: 'ASSET', access: 'PREMIUM', status: 'PUBLISHED' })];
    const [bundle] = await sql<{ id: string }>(
      `INSERT INTO bundles (title, slug, access, published) VALUES ('Starter pack', 'starter-pack', 'PREMIUM', true) RETURNING id`,
    );
    for (const [i, m] of items.entries()) {
      await sql('INSERT INTO bundle_items (bundle_id, media_id, position) VALUES ($1, $2, $3)', [bundle?.id, m.id, i]);
    }
    const freeMember = await t.signedIn();
    expect((await grant(freeMember.token, { bundleId: bundle?.id })).errors[0]?.code).toBe('SUBSCRIPTION_REQUIRED');

    const r = await grant(token, { bundleId: bundle?.id });
    expect(r.errors).toEqual([]);
    expect(r.download?.kind).toBe('BUNDLE');
    const res = await fetch(new URL(r.url as string, t.url));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    const entries = await unzip(Buffer.from(await res.arrayBuffer()));
    const files = await sql<{ media_id: string; full_path: string }>(
      "SELECT media_id, full_path FROM stored_files WHERE role = 'ORIGINAL' AND media_id = ANY($1)",
      [items.map((m) => m.id)],
    );
    for (const m of items) {
      const path = files.find((f) => f.media_id === m.id)?.full_path as string;
      const original = await streamToBuffer(t.server.deps.storage.createReadStream('private', path));
      const entry = [...entries.entries()].find(([name]) => name.startsWith(m.slug))?.[1];
      expect(md5(entry as Buffer)).toBe(md5(original));
    }
    expect(entries.get('LICENCE.txt')?.toString()).toContain(r.download?.licence.id);
    const [counted] = await sql<{ download_count: number }>('SELECT download_count FROM media WHERE id = $1', [
      premium.id,
    ]);
    expect(counted?.download_count).toBeGreaterThan(0);

    const tampered = new URL(r.url as string, t.url);
    tampered.searchParams.set('expires', String(Number(tampered.searchParams.get('expires')) + 1));
    expect((await fetch(tampered)).status).toBe(403);
  });
});

const md5 = (b: Buffer) => createHash('md5').update(b).digest('hex');

async function streamToBuffer(s: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of s) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
}

function unzip(buf: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(buf, { lazyEntries: true }, (err, zip) => {
      if (err || !zip) return reject(err);
      const out = new Map<string, Buffer>();
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, async (e, stream) => {
          if (e || !stream) return reject(e);
          out.set(entry.fileName, await streamToBuffer(stream));
          zip.readEntry();
        });
      });
      zip.on('end', () => resolve(out));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}
