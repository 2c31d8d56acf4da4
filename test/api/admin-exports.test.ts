/**
 * Streaming CSV exports: admins only (bearer token or a signed link), the rows
 * exactly as in the database, the users list's filter applied, spreadsheet
 * formulas neutralised; download records without the member's personal data.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '../../server/graphql/auth.js';
import { ensureDemoPlans } from '../../server/modules/billing/index.js';
import { mediaFactory } from '../support/media-factory.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

let t: TestServer;
let admin: { token: string; userId: string };
beforeAll(async () => {
  t = await startTestServer({ env: { JOBS_IN_PROCESS: 'false' } });
  admin = await t.signedIn(Role.ADMIN);
});
afterAll(() => t?.stop());

const get = (path: string, token?: string) =>
  fetch(`${t.url}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });

/** A small CSV reader for the test (quoted cells, doubled quotes, CRLF). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += c;
  }
  return rows;
}

describe('CSV exports', () => {
  it('refuse anonymous and member callers', async () => {
    const member = await t.signedIn();
    expect((await get('/api/admin/export/users.csv')).status).toBe(401);
    expect((await get('/api/admin/export/users.csv', member.token)).status).toBe(403);
    expect((await get('/api/admin/export/users.csv?link=forged.sig')).status).toBe(403);
    expect((await get('/api/admin/export/secrets.csv', admin.token)).status).toBe(404);
  });

  it('export every user as stored, with the formula guard, in id order across pages', async () => {
    await t.signedIn(Role.MEMBER, `formula${Date.now()}@example.test`);
    await t.server.deps.db.query(`UPDATE users SET display_name = '=HYPERLINK("x")' WHERE email LIKE 'formula%'`);
    const res = await get('/api/admin/export/users.csv', admin.token);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/csv/);
    expect(res.headers.get('content-disposition')).toMatch(/attachment; filename="users-\d{4}-\d{2}-\d{2}\.csv"/);
    const [header, ...rows] = parseCsv(await res.text());
    expect(header).toEqual([
      'id',
      'email',
      'display_name',
      'role',
      'email_verified',
      'disabled',
      'disabled_reason',
      'plan',
      'created_at',
    ]);
    const db = await t.server.deps.db.query('SELECT id, email, role FROM users ORDER BY id');
    expect(rows.map((r) => [r[0], r[1], r[3]])).toEqual(
      db.map((u: { id: string; email: string; role: string }) => [u.id, u.email, u.role]),
    );
    expect(rows.find((r) => r[1]?.startsWith('formula'))?.[2]).toBe(`'=HYPERLINK("x")`);
  });

  it('page through more rows than one statement reads', async () => {
    // More than the 2000 rows a page reads (csv-stream.ts), written in one statement.
    await t.server.deps.db.query(
      `INSERT INTO media (kind, title, slug) SELECT 'IMAGE', 'Export ' || g, 'export-' || g FROM generate_series(1, 2100) g`,
    );
    const res = await get('/api/admin/export/media.csv', admin.token);
    const rows = parseCsv(await res.text()).slice(1);
    const [{ n }] = await t.server.deps.db.query('SELECT count(*)::int AS n FROM media');
    expect(rows).toHaveLength(n);
    expect(new Set(rows.map((r) => r[0])).size).toBe(n);
  });

  it('download in a browser through a signed link that carries the users filter', async () => {
    const tag = `linked${Date.now()}`;
    const m = await t.signedIn(Role.MEMBER, `${tag}@example.test`);
    const res = await t.gql<{ adminExportLink: string }>(
      'query($f: AdminUsersFilter) { adminExportLink(kind: USERS, usersFilter: $f) }',
      { f: { search: tag } },
      { token: admin.token },
    );
    const link = res.data?.adminExportLink ?? '';
    expect(link).toMatch(/^\/api\/admin\/export\/users\.csv\?link=/);
    const rows = parseCsv(await (await get(link)).text());
    expect(rows.slice(1).map((r) => r[0])).toEqual([m.userId]);
    // The link is for users only, and tampering breaks it.
    expect((await get(link.replace('users.csv', 'payments.csv'))).status).toBe(403);
    expect((await get(`${link.slice(0, -3)}abc`)).status).toBe(403);
    const member = await t.signedIn();
    expect(
      (await t.gql('{ adminExportLink(kind: USERS) }', {}, { token: member.token })).errors?.[0]?.extensions?.code,
    ).toBe('FORBIDDEN');
  });

  it('export payments', async () => {
    const res = await get('/api/admin/export/payments.csv', admin.token);
    expect(res.status).toBe(200);
    expect(parseCsv(await res.text())[0]?.[0]).toBe('id');
  });

  it('export download records as stored, the member by id only (no email, licensee or project name)', async () => {
    await ensureDemoPlans(t.server.deps.db);
    const item = await mediaFactory(t).create({
      kind: 'ASSET',
      title: 'Exported Glitch',
      access: 'FREE',
      status: 'PUBLISHED',
    });
    const member = await t.signedIn(Role.MEMBER, `exported${Date.now()}@example.test`);
    const granted = await t.gql<{ downloadItem: { download: { id: string } | null; errors: unknown[] } }>(
      'mutation($i: DownloadItemInput!) { downloadItem(input: $i) { download { id } errors { code } } }',
      { i: { mediaId: item.id, projectName: 'Secret client film' } },
      { token: member.token },
    );
    expect(granted.data?.downloadItem.errors).toEqual([]);
    const id = granted.data?.downloadItem.download?.id;

    const res = await get('/api/admin/export/downloads.csv', admin.token);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/downloads-\d{4}-\d{2}-\d{2}\.csv/);
    const text = await res.text();
    const [header, ...rows] = parseCsv(text);
    expect(header).toEqual([
      'id',
      'user_id',
      'item_kind',
      'media_id',
      'bundle_id',
      'item_title',
      'category_id',
      'plan_name',
      'period_start',
      'counts_toward_allowance',
      'hand_outs',
      'licence_id',
      'created_at',
      'last_downloaded_at',
    ]);
    const [stored] = await t.server.deps.db.query(
      'SELECT count(*)::int AS n, min(licence_id::text) AS licence FROM downloads WHERE id = $1',
      [id],
    );
    expect(stored.n).toBe(1);
    const row = rows.find((r) => r[0] === id);
    expect(row?.slice(1, 6)).toEqual([member.userId, 'ASSET', item.id, '', 'Exported Glitch']);
    expect(row?.[11]).toBe(stored.licence);
    expect(text).not.toContain(member.email);
    expect(text).not.toContain('Secret client film');
    // Members cannot read it.
    expect((await get('/api/admin/export/downloads.csv', member.token)).status).toBe(403);
  });
});
