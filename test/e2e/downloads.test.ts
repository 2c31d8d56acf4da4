/**
 * Downloads and favourites in the browser: a subscriber downloads an asset
 * from its page and gets the original file, opens the licence certificate,
 * sees the fair-use meter move, finds the download on /members/profile/downloads,
 * and favourites two items into a collection from their cards' menus; the
 * public verification page shows the licence. Axe-clean screens.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureDemoPlans } from '../../server/modules/billing/index.js';
import { launchBrowser, signInThroughForm, skipWithoutChromium, watchPageErrors } from '../support/browser.js';
import { mediaFactory, type SeededMedia } from '../support/media-factory.js';
import { subscribeDirectly } from '../support/subscriptions.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

const clientDir = 'dist/client';
const skip = skipWithoutChromium() || !existsSync(`${clientDir}/index.html`);
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

let t: TestServer;
let browser: Browser;
let items: SeededMedia[];
beforeAll(async () => {
  if (skip) return;
  [t, browser] = await Promise.all([startTestServer({ clientDir }), launchBrowser()]);
  await ensureDemoPlans(t.server.deps.db);
  const media = mediaFactory(t);
  items = await media.createMany(3, (i) => ({
    kind: 'ASSET',
    title: ['Neon Title Pack', 'Light Leak Overlay', 'Film Burn'][i],
    access: i === 0 ? 'PREMIUM' : 'FREE',
    status: 'PUBLISHED',
    thumbnail: true,
  }));
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await t?.stop();
});

async function axeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: axeSource });
  const result = (await page.evaluate(() => (window as unknown as { axe: { run(): Promise<unknown> } }).axe.run())) as {
    violations: { id: string; nodes: { target: string[] }[] }[];
  };
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

describe.skipIf(skip)('downloads and favourites in the browser', () => {
  it('a subscriber downloads, gets the file, opens the certificate, sees the meter move, and files two favourites', async () => {
    const user = await t.signedIn();
    await subscribeDirectly(t.server.deps.db, user.userId, 'active');
    // bypassCSP: axe is injected as an inline script.
    const context = await browser.newContext({ baseURL: t.url, acceptDownloads: true, bypassCSP: true });
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    await signInThroughForm(page, user);
    const [premium, second, third] = items as [SeededMedia, SeededMedia, SeededMedia];

    await page.goto(`/members/assets/${premium.slug}`);
    const meter = page.getByTestId('download-meter');
    await expect.poll(() => meter.textContent()).toMatch(/^0 of 100 downloads this month, resets \d{1,2} \w{3}$/);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: `Download ${premium.title}` }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${premium.slug}.mp4`);
    expect(readFileSync((await download.path()) as string, 'utf8')).toBe(`test original of ${premium.slug}`);
    await expect.poll(() => meter.textContent()).toMatch(/^1 of 100 downloads this month/);

    const certificate = page.getByRole('link', { name: 'certificate (PDF)' });
    const href = (await certificate.getAttribute('href')) as string;
    const pdf = await page.request.get(href);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');

    // The account menu shows the same meter.
    await page.getByRole('button', { name: /Account:/ }).click();
    await page.getByTestId('meter').getByText('1 of 100 downloads this month').waitFor();
    await page.keyboard.press('Escape');

    await page.goto('/members/profile/downloads');
    const row = page.getByTestId('download-row').filter({ hasText: premium.title });
    await row.waitFor();
    await row.getByRole('textbox', { name: `Project for ${premium.title}` }).fill('Launch video');
    await row.getByRole('textbox', { name: `Project for ${premium.title}` }).press('Enter');
    await row.getByText('Saved').waitFor();
    expect(await axeViolations(page)).toEqual([]);

    const licenceId = new URL(href, t.url).pathname.split('/').pop() as string;
    await page.goto(`/licenses/${licenceId}`);
    await page.getByText('✓ Valid licence').waitFor();
    await page.getByText(premium.title).waitFor();
    // The page itself (the header's account menu is the signed-in viewer's own).
    expect(await page.locator('#main').innerHTML()).not.toContain(user.email);

    // Favourite two items into a collection from their cards.
    await page.goto('/members/browse');
    for (const [i, item] of [second, third].entries()) {
      const card = page.getByTestId('media-card').filter({ hasText: item.title });
      await card.getByRole('button', { name: `Favourite ${item.title}` }).click();
      await card.getByText('Added to favourites.').waitFor();
      await card.getByRole('button', { name: `Collections for ${item.title}` }).click();
      if (i === 0) {
        await card.getByRole('textbox', { name: 'New collection name' }).fill('Reel');
        await card.getByRole('button', { name: 'Create' }).click();
        await card.getByRole('button', { name: 'Reel', pressed: true }).waitFor();
      } else {
        await card.getByRole('button', { name: 'Reel', pressed: false }).click();
        await card.getByRole('button', { name: 'Reel', pressed: true }).waitFor();
      }
      await page.keyboard.press('Escape');
    }
    await page.goto('/members/profile/favorites');
    await page.getByTestId('media-card').filter({ hasText: second.title }).waitFor();
    await page.getByRole('tab', { name: 'Reel' }).click();
    await expect.poll(() => page.getByRole('tabpanel').getByTestId('media-card').count()).toBe(2);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors()).toEqual([]);
    await context.close();
  });

  it('a visitor’s heart leads to sign-in and back, and the favourite is saved there', async () => {
    const user = await t.signedIn();
    const page = await (await browser.newContext({ baseURL: t.url })).newPage();
    const errors = watchPageErrors(page);
    const item = items[1] as SeededMedia;
    await page.goto(`/public/assets/${item.slug}`);
    await page.getByRole('link', { name: `Sign in to favourite ${item.title}` }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password').fill(user.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByText('Added to favourites.').waitFor();
    // Back on the item, the heart is filled, the request left the URL, and it is saved.
    expect(new URL(page.url()).pathname).toBe(`/public/assets/${item.slug}`);
    expect(new URL(page.url()).search).toBe('');
    expect(await page.getByRole('button', { name: `Favourite ${item.title}` }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    const saved = await t.server.deps.db.query('SELECT 1 FROM favorites WHERE user_id = $1 AND media_id = $2', [
      user.userId,
      item.id,
    ]);
    expect(saved).toHaveLength(1);
    // A reload does not favourite it again (nor undo it).
    await page.reload();
    await page.getByRole('button', { name: `Favourite ${item.title}`, pressed: true }).waitFor();
    expect(await page.getByText('Added to favourites.').count()).toBe(0);
    expect(errors()).toEqual([]);
  });

  it('anonymous visitors are asked to sign in; members without a plan get the upgrade prompt', async () => {
    const page = await (await browser.newContext({ baseURL: t.url })).newPage();
    const premium = items[0] as SeededMedia;
    await page.goto(`/public/assets/${premium.slug}`);
    const signIn = page.getByRole('link', { name: 'Sign in to download' });
    expect(await signIn.getAttribute('href')).toBe(
      `/login?redirect=${encodeURIComponent(`/public/assets/${premium.slug}`)}`,
    );

    await signInThroughForm(page, await t.signedIn());
    await page.goto(`/members/assets/${premium.slug}`);
    // A member whose plan leaves the item out is told so, with one way on, instead of a Download to be refused.
    await page.getByText('Your Free plan does not include premium items.').waitFor();
    expect(await page.getByRole('button', { name: `Download ${premium.title}` }).count()).toBe(0);
    const plans = page.getByRole('link', { name: 'See plans' });
    expect(await plans.count()).toBe(1);
    expect(await plans.getAttribute('href')).toBe('/members/pricing');
  });
});
