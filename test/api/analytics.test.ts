/**
 * Analytics cannot be flooded or poisoned from outside: clients report only
 * page views, sign-ins and sign-ups, within a budget per IP; purchases and
 * downloads come from the server that saw them (recordServerEvents).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AnalyticsEventType, recordServerEvents } from '../../server/modules/analytics/index.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

const TRACK =
  'mutation($i: TrackEventsInput!) { trackEvents(input: $i) { accepted errors { code field retryAfterSeconds } } }';
interface TrackResult {
  trackEvents: { accepted: number; errors: { code: string; field: string | null; retryAfterSeconds: number | null }[] };
}

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ env: { ANALYTICS_MAX_EVENTS_PER_IP: '100' } });
});
afterAll(() => t?.stop());

const count = async (where: string, params: unknown[] = []) =>
  Number((await t.server.deps.db.query(`SELECT count(*) FROM analytics_events WHERE ${where}`, params))[0].count);

let ipCounter = 0;
const freshIp = () => `203.0.113.${++ipCounter}`;
const track = (events: unknown[], ip = freshIp()) =>
  t.gql<TrackResult>(TRACK, { i: { events } }, { headers: { 'x-forwarded-for': ip } });

describe('trackEvents', () => {
  it('refuses purchase and file_download events from a client, and records nothing of their batch', async () => {
    const purchase = { type: 'PURCHASE', properties: { value: 999999, currency: 'USD', marker: 'fake' } };
    const download = { type: 'FILE_DOWNLOAD', properties: { file_name: 'x.mp4', marker: 'fake' } };
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        track([{ type: 'PAGE_VIEW', properties: { marker: 'fake' } }, purchase, download]),
      ),
    );
    for (const res of results) {
      expect(res.data?.trackEvents).toEqual({
        accepted: 0,
        errors: [
          { code: 'SERVER_ONLY_EVENT', field: 'events.1.type', retryAfterSeconds: null },
          { code: 'SERVER_ONLY_EVENT', field: 'events.2.type', retryAfterSeconds: null },
        ],
      });
    }
    expect(await count("properties->>'marker' = 'fake'")).toBe(0);
  });

  it('takes at most the IP’s budget of events, however many batches arrive at once', async () => {
    const ip = freshIp();
    const batch = Array.from({ length: 50 }, () => ({ type: 'PAGE_VIEW', properties: { marker: 'flood' } }));
    const results = await Promise.all(Array.from({ length: 40 }, () => track(batch, ip)));
    const accepted = results.filter((r) => r.data?.trackEvents.accepted === 50);
    const refused = results.filter((r) => r.data?.trackEvents.errors[0]?.code === 'TOO_MANY_REQUESTS');
    expect([accepted.length, refused.length]).toEqual([2, 38]);
    expect(refused[0]?.data?.trackEvents.errors[0]?.retryAfterSeconds).toBeGreaterThan(0);
    expect(await count("properties->>'marker' = 'flood'")).toBe(100);
    // Another network is not affected.
    expect((await track([{ type: 'PAGE_VIEW', properties: { marker: 'elsewhere' } }])).data?.trackEvents.accepted).toBe(
      1,
    );
  });
});

describe('recordServerEvents', () => {
  it('records what the server witnessed in the caller’s transaction, and nothing if it rolls back', async () => {
    const { userId } = await t.signedIn();
    const purchase = {
      type: AnalyticsEventType.PURCHASE,
      properties: { value: 12, currency: 'USD', transaction_id: 'in_1' },
      userId,
    };
    await t.server.deps.db.transaction((m) => recordServerEvents(m, [purchase]));
    await t.server.deps.db
      .transaction(async (m) => {
        await recordServerEvents(m, [{ ...purchase, properties: { ...purchase.properties, transaction_id: 'in_2' } }]);
        throw new Error('payment not committed');
      })
      .catch(() => undefined);
    expect(await count("type = 'purchase' AND user_id = $1", [userId])).toBe(1);
    expect(await count("properties->>'transaction_id' = 'in_2'")).toBe(0);
  });
});
