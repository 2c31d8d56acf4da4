/**
 * Site settings: typed and checked as a whole, refused over a newer save,
 * audited with before and after, applied on every instance within 5 s, and
 * wired to what they govern (uploads, review, mail sender).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '../../server/graphql/auth.js';
import { mediaFactory } from '../support/media-factory.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

const SITE =
  '{ siteSettings { siteName tagline supportEmail maintenanceBanner features { fileConverter videoGeneration requestBoard } } }';
const ADMIN =
  '{ adminSettings { version siteName mailSender reviewPolicy limits { maxUploadMib converterMaxFileMib } updatedById } }';
const UPDATE = `mutation($i: UpdateSettingsInput!) { updateSettings(input: $i) {
  settings { version siteName maintenanceBanner reviewPolicy features { requestBoard } limits { maxUploadMib } }
  errors { field code message } } }`;

interface Update {
  updateSettings: {
    settings: { version: number; siteName: string; maintenanceBanner: string } | null;
    errors: { field: string | null; code: string; message: string }[];
  };
}

let a: TestServer;
let b: TestServer;
let admin: { token: string; userId: string };
beforeAll(async () => {
  a = await startTestServer({ env: { JOBS_IN_PROCESS: 'false' } });
  // A second instance on the same database: what one saves, the other must apply.
  b = await startTestServer({ database: a.db, env: { JOBS_IN_PROCESS: 'false' } });
  admin = await a.signedIn(Role.ADMIN);
});
afterAll(async () => {
  await b?.stop();
  await a?.stop();
});

const version = async () =>
  (await a.gql<{ adminSettings: { version: number } }>(ADMIN, {}, { token: admin.token })).data?.adminSettings
    .version ?? -1;
const update = (i: Record<string, unknown>, token = admin.token) => a.gql<Update>(UPDATE, { i }, { token });

describe('settings', () => {
  it('start from the defaults, public to everyone, the full set to admins only', async () => {
    const pub = await b.gql<{ siteSettings: { siteName: string; maintenanceBanner: string } }>(SITE);
    expect(pub.data?.siteSettings).toMatchObject({ siteName: 'Framestock', maintenanceBanner: '' });
    expect((await a.gql(ADMIN)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const member = await a.signedIn();
    expect((await a.gql(ADMIN, {}, { token: member.token })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await update({ expectedVersion: 0, siteName: 'X' }, member.token)).errors?.[0]?.extensions?.code).toBe(
      'FORBIDDEN',
    );
    expect(
      (await a.gql<{ adminSettings: { version: number } }>(ADMIN, {}, { token: admin.token })).data?.adminSettings,
    ).toMatchObject({
      version: 0,
      mailSender: '',
      reviewPolicy: 'SELF_PUBLISH',
      limits: { maxUploadMib: 2048, converterMaxFileMib: 10240 },
    });
  });

  it.each([
    [{ siteName: '   ' }, 'siteName', /name/],
    [{ supportEmail: 'not-an-address' }, 'supportEmail', /email address/],
    [{ mailSender: 'Framestock <nobody>' }, 'mailSender', /Name <address/],
    [{ maintenanceBanner: 'x'.repeat(281) }, 'maintenanceBanner', /280/],
    [{ limits: { maxUploadMib: 0 } }, 'limits.maxUploadMib', /At least 1/],
    [{ limits: { converterMaxFileMib: 99999 } }, 'limits.converterMaxFileMib', /10240/],
  ])('refuse %j with a message on %s, and save nothing', async (input, field, message) => {
    const before = await version();
    const res = await update({ expectedVersion: before, tagline: 'changed too', ...input });
    expect(res.data?.updateSettings.settings).toBeNull();
    expect(res.data?.updateSettings.errors).toEqual([
      { field, code: 'INVALID_VALUE', message: expect.stringMatching(message) },
    ]);
    expect(await version()).toBe(before);
  });

  it('refuse a save over a newer one (STALE_VERSION)', async () => {
    const v = await version();
    expect((await update({ expectedVersion: v, tagline: 'first' })).data?.updateSettings.errors).toEqual([]);
    const stale = await update({ expectedVersion: v, tagline: 'second' });
    expect(stale.data?.updateSettings.errors[0]).toMatchObject({ code: 'STALE_VERSION', field: 'expectedVersion' });
    const rows = await a.server.deps.db.query(`SELECT values->>'tagline' AS t FROM site_settings`);
    expect(rows[0].t).toBe('first');
  });

  it('audit each save with what changed, before and after', async () => {
    const v = await version();
    await update({ expectedVersion: v, siteName: 'Framestock Pro', features: { requestBoard: false } });
    const [entry] = await a.server.deps.db.query(
      `SELECT actor_id, data FROM audit_log WHERE action = 'settings.updated' ORDER BY id DESC LIMIT 1`,
    );
    expect(entry.actor_id).toBe(admin.userId);
    expect(entry.data).toEqual({
      version: v + 1,
      before: { siteName: 'Framestock', 'features.requestBoard': true },
      after: { siteName: 'Framestock Pro', 'features.requestBoard': false },
    });
  });

  it('apply on the other instance within 5 seconds, without a restart', async () => {
    const banner = `Maintenance tonight ${Date.now()}`;
    const res = await update({ expectedVersion: await version(), maintenanceBanner: banner });
    expect(res.data?.updateSettings.settings?.maintenanceBanner).toBe(banner);
    // The saving instance at once.
    expect(
      (await a.gql<{ siteSettings: { maintenanceBanner: string } }>(SITE)).data?.siteSettings.maintenanceBanner,
    ).toBe(banner);
    const started = Date.now();
    let seen = '';
    while (Date.now() - started < 5000 && seen !== banner) {
      seen =
        (await b.gql<{ siteSettings: { maintenanceBanner: string } }>(SITE)).data?.siteSettings.maintenanceBanner ?? '';
      if (seen !== banner) await new Promise((r) => setTimeout(r, 100));
    }
    expect(seen).toBe(banner);
  });

  it('cap uploads on every instance by the upload limit', async () => {
    await update({ expectedVersion: await version(), limits: { maxUploadMib: 1 } });
    await new Promise((r) => setTimeout(r, 2500));
    const create = (size: number) =>
      fetch(`${b.url}/api/uploads`, {
        method: 'POST',
        headers: {
          'Tus-Resumable': '1.0.0',
          Authorization: `Bearer ${admin.token}`,
          'Upload-Length': String(size),
          'Upload-Metadata': `kind ${Buffer.from('IMAGE').toString('base64')},filename ${Buffer.from('a.png').toString('base64')},filetype ${Buffer.from('image/png').toString('base64')}`,
        },
      });
    const refused = await create(2 * 1024 * 1024);
    expect(refused.status).toBe(413);
    expect(await refused.text()).toMatch(/1 MB|1\.0 MB|1 MiB/);
    expect((await create(1000)).status).toBe(201);
  });

  it('with SECOND_ADMIN, refuse an admin approving their own upload, and let another admin approve it', async () => {
    await update({ expectedVersion: await version(), reviewPolicy: 'SECOND_ADMIN' });
    const media = mediaFactory(a);
    const category = await media.category('ASSET', 'Policy');
    const item = await media.create({
      kind: 'ASSET',
      status: 'PENDING_REVIEW',
      processing: 'READY',
      categoryId: category.id,
      uploaderId: admin.userId,
    });
    const APPROVE = 'mutation($i: MediaIdInput!) { approveMedia(input: $i) { media { status } errors { code } } }';
    const own = await a.gql<{ approveMedia: { errors: { code: string }[] } }>(
      APPROVE,
      { i: { id: item.id } },
      { token: admin.token },
    );
    expect(own.errors).toBeUndefined();
    expect(own.data?.approveMedia.errors).toEqual([{ code: 'OWN_UPLOAD' }]);
    const other = await a.signedIn(Role.ADMIN);
    const ok = await a.gql<{ approveMedia: { media: { status: string } } }>(
      APPROVE,
      { i: { id: item.id } },
      { token: other.token },
    );
    expect(ok.data?.approveMedia.media.status).toBe('PUBLISHED');
  });
});
