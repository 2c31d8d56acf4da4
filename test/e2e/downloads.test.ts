/**
 * Downloads and favourites in the browser: a subscriber downloads an asset
 * from its page and gets the original file, opens the licence certificate,
 * sees the fair-use meter move, finds the download on /members/profile/downloads,
 * and favourites two items into a collection from their cards' menus; the
 * public verification page shows the licence. Axe-clean screens.
 */
import { existsSync, readFileSync } from 'node:fs';
import type { Browser, BrowserContextOptions, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '../../server/graphql/auth.js';
import { ensureDemoPlans } from '../../server/modules/billing/index.js';
import { axeViolations } from '../support/axe.js';
import { launchBrowser, signInThroughForm, skipWithoutChromium, watchPageErrors } from '../support/browser.js';
import { mediaFactory, type SeededMedia } from '../support/media-factory.js';
import { subscribeDirectly } from '../support/subscriptions.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

const clientDir = 'dist/client';
const skip = skipWithoutChromium() || !existsSync(`${clientDir}/index.html`);

const PHONE: BrowserContextOptions = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
};
const DESKTOP: BrowserContextOptions = { viewport: { width: 1280, height: 900 } };

let t: TestServer;
let browser: Browser;
let items: SeededMedia[];

type Box = { x: number; y: number; width: number; height: number };
async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`no box for ${locator}`);
  return box;
}
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** A new page signed in (through the form) as a new member on the Free plan, or signed out. */
async function pageAs(options: BrowserContextOptions, signedIn: boolean): Promise<Page> {
  const page = await (await browser.newContext({ baseURL: t.url, ...options })).newPage();
  if (signedIn) await signInThroughForm(page, await t.signedIn());
  return page;
}
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
    await expect.poll(() => meter.textContent()).toMatch(/^0 of 100 downloads this month, resets \d{1,2} \w{3,4}$/);
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

  it('the open collection is in the URL: Back, reload and links keep it; an unknown one falls back to all', async () => {
    const user = await t.signedIn();
    const [, second, third] = items as [SeededMedia, SeededMedia, SeededMedia];
    const create = async (name: string, mediaId: string) => {
      const res = await t.gql<{ createCollection: { collections: { id: string; name: string }[] } }>(
        'mutation($i: CreateCollectionInput!) { createCollection(input: $i) { collections { id name } } }',
        { i: { name, mediaId } },
        { token: user.token },
      );
      const made = res.data?.createCollection.collections.find((c) => c.name === name);
      if (!made) throw new Error(`collection not made: ${JSON.stringify(res)}`);
      return made.id;
    };
    const bRoll = await create('B-roll', second.id);
    const intros = await create('Intros', third.id);
    const context = await browser.newContext({ baseURL: t.url, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    await signInThroughForm(page, user);
    const selectedTab = () => page.getByRole('tab', { selected: true }).textContent();
    const panelHas = (title: string) =>
      page.getByRole('tabpanel').getByTestId('media-card').filter({ hasText: title }).waitFor();
    const collectionParam = () => new URL(page.url()).searchParams.get('collection');

    await page.goto('/members/profile/favorites');
    await page.getByRole('tab', { name: 'B-roll' }).click();
    await expect.poll(collectionParam).toBe(bRoll);
    await panelHas(second.title);
    // Reload keeps the tab.
    await page.reload();
    await panelHas(second.title);
    expect(await selectedTab()).toBe('B-roll');
    await page.getByRole('tab', { name: 'Intros' }).click();
    await expect.poll(collectionParam).toBe(intros);
    await panelHas(third.title);
    // Back goes through the tabs before it leaves the page.
    await page.goBack();
    await expect.poll(selectedTab).toBe('B-roll');
    expect(collectionParam()).toBe(bRoll);
    await page.goBack();
    await expect.poll(selectedTab).toBe('All favourites');
    expect(new URL(page.url()).pathname).toBe('/members/profile/favorites');
    expect(collectionParam()).toBeNull();

    // A link opens its collection.
    await page.goto(`/members/profile/favorites?collection=${intros}`);
    await panelHas(third.title);
    expect(await selectedTab()).toBe('Intros');
    // An id that names none of this member's collections: all favourites, no error, and it leaves the URL.
    await page.goto('/members/profile/favorites?collection=00000000-0000-4000-8000-000000000000');
    await page.getByText('No favourites yet.').waitFor();
    expect(await selectedTab()).toBe('All favourites');
    await expect.poll(collectionParam).toBeNull();
    expect(await page.getByRole('alert').filter({ hasText: /\S/ }).count()).toBe(0);
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

  it('buying an item on its own is offered to those without it, not to a subscriber whose plan includes it', async () => {
    const priced = await mediaFactory(t).create({
      kind: 'ASSET',
      title: 'Glitch Pack',
      access: 'PREMIUM',
      priceCents: 499,
      status: 'PUBLISHED',
      thumbnail: true,
    });
    const offer = 'Included in Creator and Studio — or buy this item for $4.99';
    const page = await (await browser.newContext({ baseURL: t.url })).newPage();
    const errors = watchPageErrors(page);
    // Visitors: the whole sentence, as before.
    await page.goto(`/public/assets/${priced.slug}`);
    await page.getByText(offer, { exact: true }).waitFor();

    // A member on the Free plan may buy it: the offer and the button.
    await signInThroughForm(page, await t.signedIn());
    await page.goto(`/members/assets/${priced.slug}`);
    await page.getByText('Your Free plan does not include premium items.').waitFor();
    await page.getByText(offer, { exact: true }).waitFor();
    await page.getByRole('link', { name: 'Buy for $4.99' }).waitFor();

    // A subscriber has it in their plan: no offer to buy it again.
    const subscriber = await t.signedIn();
    await subscribeDirectly(t.server.deps.db, subscriber.userId, 'active');
    const other = await (await browser.newContext({ baseURL: t.url })).newPage();
    await signInThroughForm(other, subscriber);
    await other.goto(`/members/assets/${priced.slug}`);
    await other.getByText('Included in your Creator plan.').waitFor();
    await other.getByText('Included in Creator and Studio', { exact: true }).waitFor();
    expect(await other.getByText(/or buy this item/).count()).toBe(0);
    expect(await other.getByRole('link', { name: /^Buy for/ }).count()).toBe(0);
    expect(errors()).toEqual([]);
  });

  it('a premium bundle shows a Free member the plans instead of a Download they would be refused', async () => {
    const admin = await t.signedIn(Role.ADMIN);
    const [premium, free] = items as [SeededMedia, SeededMedia];
    // A retry creates it again: its slug, from the title, is unique.
    await t.server.deps.db.query("DELETE FROM bundles WHERE title = 'Creator Essentials'");
    const made = await t.gql<{ createBundle: { bundle: { id: string } | null; errors: { message: string }[] } }>(
      'mutation($i: CreateBundleInput!) { createBundle(input: $i) { bundle { id } errors { message } } }',
      {
        i: {
          title: 'Creator Essentials',
          access: 'PREMIUM',
          priceCents: 0,
          mediaIds: [premium.id, free.id],
          coverMediaId: premium.id,
          published: true,
          featured: true,
        },
      },
      { token: admin.token },
    );
    expect(made.data?.createBundle.errors).toEqual([]);

    const page = await (await browser.newContext({ baseURL: t.url })).newPage();
    const errors = watchPageErrors(page);
    await signInThroughForm(page, await t.signedIn());
    await page.goto('/');
    const bundle = page
      .getByRole('region', { name: 'Featured bundles' })
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Creator Essentials' }) });
    await bundle.getByText('Your Free plan does not include premium bundles.').waitFor();
    const plans = bundle.getByRole('link', { name: 'See plans for Creator Essentials' });
    expect(await plans.getAttribute('href')).toBe('/members/pricing');
    expect(await bundle.getByRole('button', { name: /Download bundle/ }).count()).toBe(0);

    // A subscriber gets the download.
    const subscriber = await t.signedIn();
    await subscribeDirectly(t.server.deps.db, subscriber.userId, 'active');
    const other = await (await browser.newContext({ baseURL: t.url })).newPage();
    await signInThroughForm(other, subscriber);
    await other.goto('/');
    await other
      .getByRole('region', { name: 'Featured bundles' })
      .getByRole('button', { name: 'Download bundle (ZIP) Creator Essentials' })
      .waitFor();
    expect(await other.getByText('does not include premium bundles').count()).toBe(0);
    expect(errors()).toEqual([]);
  });
  it('a card’s controls keep their 44 × 44 px and their place when a message opens under them', async () => {
    const [premium, free] = items as [SeededMedia, SeededMedia];
    // A phone's heart ("Added to favourites. Undo") and a Free member's download of a premium item on a desktop.
    for (const [options, item, control, message] of [
      [PHONE, free, `Favourite ${free.title}`, 'Added to favourites.'],
      [DESKTOP, premium, `Download ${premium.title}`, 'In the paid plans.'],
    ] as const) {
      const page = await pageAs(options, true);
      const errors = watchPageErrors(page);
      await page.goto('/members/browse');
      const card = page.getByTestId('media-card').filter({ hasText: item.title });
      const controls = card.locator('.card-action');
      await expect.poll(() => card.getByRole('button', { name: control }).isEnabled()).toBe(true);
      await expect.poll(() => controls.count()).toBe(3);
      // Where each control is in its card (tapping may scroll the page).
      const inCard = async () => {
        const [card0, ...boxes] = await Promise.all([boxOf(card), ...(await controls.all()).map(boxOf)]);
        return boxes.map((b) => ({ ...b, x: b.x - (card0 as Box).x, y: b.y - (card0 as Box).y }));
      };
      await card.scrollIntoViewIfNeeded();
      const before = await inCard();
      if (options === PHONE) await card.getByRole('button', { name: control }).tap();
      else await card.getByRole('button', { name: control }).click();
      const status = card.getByRole('status').filter({ hasText: message });
      await status.waitFor();
      const after = await inCard();
      // Round, thumb-sized, not moved (no jump from under the finger), apart.
      for (const [i, box] of after.entries()) {
        expect(box.width, `${control}: control ${i} width`).toBeCloseTo(44, 0);
        expect(box.height, `${control}: control ${i} height`).toBeCloseTo(44, 0);
        expect(box.x).toBeCloseTo((before[i] as Box).x, 0);
        expect(box.y).toBeCloseTo((before[i] as Box).y, 0);
        if (i > 0) expect(box.x).toBeGreaterThanOrEqual((after[i - 1] as Box).x + 44);
      }
      // The message on a line of its own under them, inside the card, on one line's height or more.
      const cardBox = await boxOf(card);
      const shown = await boxOf(status);
      const text = { ...shown, x: shown.x - cardBox.x, y: shown.y - cardBox.y };
      expect(text.y).toBeGreaterThanOrEqual(Math.max(...after.map((b) => b.y + b.height)) - 0.5);
      for (const box of after) expect(overlaps(text, box)).toBe(false);
      expect(text.x).toBeGreaterThanOrEqual(0);
      expect(text.x + text.width).toBeLessThanOrEqual(cardBox.width + 0.5);
      expect(text.y + text.height).toBeLessThanOrEqual(cardBox.height + 0.5);
      expect(text.width).toBeGreaterThanOrEqual(130);
      // The badge stays centred on the controls' row.
      const badgeBox = await boxOf(card.locator('.media-badge'));
      const badge = { ...badgeBox, y: badgeBox.y - cardBox.y };
      const row = after[0] as Box;
      if (badge.y + badge.height > row.y) {
        expect(Math.abs(badge.y + badge.height / 2 - (row.y + row.height / 2))).toBeLessThanOrEqual(1.5);
      }
      expect(errors()).toEqual([]);
      await page.context().close();
    }
  });

  it('keeps the item page’s access buttons apart, signed out and in, on a phone and a desktop', async () => {
    const [premium, free] = items as [SeededMedia, SeededMedia];
    for (const options of [PHONE, DESKTOP]) {
      for (const signedIn of [false, true]) {
        const page = await pageAs(options, signedIn);
        for (const item of [premium, free]) {
          await page.goto(`/public/assets/${item.slug}`);
          const access = page.locator('.cp-access');
          // Visitors: Sign in to download, Favourite, See plans / Create your free account; a Free member: Favourite
          // and See plans (premium), Download and Favourite (free).
          const buttons = access.locator('a.button, button.button');
          await access
            .getByRole(signedIn ? 'button' : 'link', { name: new RegExp(`favourite ${item.title}`, 'i') })
            .waitFor();
          await expect.poll(() => buttons.count()).toBeGreaterThanOrEqual(2);
          // The box settles once the member's own answers are in (See plans or Download may come or go);
          // then every button is measured at once, so none can go between two measurements.
          await page.waitForLoadState('networkidle');
          const boxes = (
            await access.evaluate((panel) =>
              Array.from(panel.querySelectorAll('a.button, button.button'), (b) => {
                const { x, y, width, height } = b.getBoundingClientRect();
                return { x, y, width, height };
              }),
            )
          ).sort((a, b) => a.y - b.y);
          expect(boxes.length).toBeGreaterThanOrEqual(2);
          const where = `${options === PHONE ? 'phone' : 'desktop'}, ${signedIn ? 'member' : 'visitor'}, ${item.title}`;
          const gaps = boxes.slice(1).map((b, i) => Math.round(b.y - ((boxes[i] as Box).y + (boxes[i] as Box).height)));
          for (const gap of gaps) expect(gap, `${where}: ${gaps}`).toBeGreaterThanOrEqual(8);
          const panel = await boxOf(access);
          for (const box of boxes) expect(box.x + box.width, where).toBeLessThanOrEqual(panel.x + panel.width);
        }
        await page.context().close();
      }
    }
  });

  it('lays out the collections at 390 px: disabled moves look disabled, a row wraps as a whole, names fit', async () => {
    const user = await t.signedIn();
    const made = await t.gql<{ createCollection: { errors: { message: string }[] } }>(
      'mutation($i: CreateCollectionInput!) { createCollection(input: $i) { errors { message } } }',
      { i: { name: 'Client reel ideas' } },
      { token: user.token },
    );
    expect(made.data?.createCollection.errors).toEqual([]);
    for (const options of [PHONE, DESKTOP]) {
      // bypassCSP: axe is injected as an inline script.
      const page = await (await browser.newContext({ baseURL: t.url, bypassCSP: true, ...options })).newPage();
      const errors = watchPageErrors(page);
      await signInThroughForm(page, user);
      await page.goto('/members/profile/favorites');
      const row = page
        .locator('.collection-row')
        .filter({ has: page.getByRole('textbox', { name: /Client reel ideas/ }) });
      const up = row.getByRole('button', { name: 'Move Client reel ideas up' });
      const down = row.getByRole('button', { name: 'Move Client reel ideas down' });
      await up.waitFor();
      // The only collection: neither move is possible, and both look it (the site's dimmed, plain-cursor look).
      for (const button of [up, down]) {
        expect(await button.isDisabled()).toBe(true);
        const look = await button.evaluate((e) => getComputedStyle(e));
        expect(Number(look.opacity)).toBeLessThanOrEqual(0.5);
        expect(look.cursor).toBe('default');
      }
      const name = await boxOf(row.getByRole('textbox'));
      const count = await boxOf(row.getByText('0 items'));
      const [upBox, downBox, del] = await Promise.all([
        boxOf(up),
        boxOf(down),
        boxOf(row.getByRole('button', { name: /^Delete/ })),
      ]);
      const rowBox = await boxOf(row);
      // Count, ↑, ↓ and Delete on one line, 44 px targets, inside the row.
      const middle = (b: Box) => b.y + b.height / 2;
      for (const b of [count, downBox, del]) expect(middle(b)).toBeCloseTo(middle(upBox), 0);
      for (const b of [upBox, downBox]) {
        expect(b.width).toBeCloseTo(44, 0);
        expect(b.height).toBeCloseTo(44, 0);
      }
      for (const b of [name, count, upBox, downBox, del])
        expect(b.x + b.width).toBeLessThanOrEqual(rowBox.x + rowBox.width + 0.5);
      if (options === PHONE) {
        // On a phone the name has a line of its own, the whole width; the controls go under it together.
        expect(name.width).toBeCloseTo(rowBox.width, 0);
        expect(upBox.y).toBeGreaterThanOrEqual(name.y + name.height);
      } else {
        expect(middle(upBox)).toBeCloseTo(middle(name), 0);
      }
      // The new-collection field shows its whole placeholder.
      const field = page.getByRole('textbox', { name: 'New collection name', exact: true });
      const fit = await field.evaluate((e) => {
        const input = e as HTMLInputElement;
        const style = getComputedStyle(input);
        const context = document.createElement('canvas').getContext('2d') as CanvasRenderingContext2D;
        context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const room = input.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
        return { text: context.measureText(input.placeholder).width, room };
      });
      expect(fit.text).toBeLessThanOrEqual(fit.room);
      expect(await axeViolations(page)).toEqual([]);
      if (options === PHONE) {
        // A name near the 60-character limit: its count goes on a line of its own, under the controls.
        await row.getByRole('textbox').fill('Client reel ideas for the spring wedding season, drafts');
        const counted = await boxOf(row.getByText('55 of 60 characters'));
        expect(counted.y).toBeGreaterThanOrEqual(upBox.y + upBox.height);
        expect(counted.x + counted.width).toBeLessThanOrEqual(rowBox.x + rowBox.width + 0.5);
        // Back as it was before the field loses focus: nothing is renamed.
        await row.getByRole('textbox').fill('Client reel ideas');
      }
      expect(errors()).toEqual([]);
      await page.context().close();
    }
  });
});
