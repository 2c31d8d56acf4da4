/**
 * The media editor's workflow buttons and unsaved edits, in the browser: on
 * the asset page, the image page and the audio side panel, Submit / Approve
 * / Unarchive save what the details form holds first (the button says so),
 * and a pending edit that cannot be saved stops the action with the form
 * showing why. Archive leaves the edits pending in the form.
 */
import { existsSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '../../server/graphql/auth.js';
import { launchBrowser, signInThroughForm, skipWithoutChromium, watchPageErrors } from '../support/browser.js';
import { type MediaFactory, mediaFactory } from '../support/media-factory.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

const clientDir = 'dist/client';
const skip = skipWithoutChromium() || !existsSync(`${clientDir}/index.html`);

let t: TestServer;
let browser: Browser;
let page: Page;
let errors: () => string[];
let media: MediaFactory;
const categories = {} as Record<'asset' | 'image' | 'audio', { id: string; name: string }>;

beforeAll(async () => {
  if (skip) return;
  [t, browser] = await Promise.all([startTestServer({ clientDir }), launchBrowser()]);
  media = mediaFactory(t);
  categories.asset = await media.category('ASSET', 'Transitions');
  categories.image = await media.category('IMAGE', 'Backgrounds');
  categories.audio = await media.category('AUDIO', 'Ambient');
  const admin = await t.signedIn(Role.ADMIN);
  const context = await browser.newContext({ baseURL: t.url, bypassCSP: true });
  page = await context.newPage();
  errors = watchPageErrors(page, [/Failed to load resource/]);
  await signInThroughForm(page, admin);
});

afterAll(async () => {
  await browser?.close();
  await t?.stop();
});

const notice = (text: string) => page.getByRole('status').filter({ hasText: text });

describe.skipIf(skip)('unsaved edits and the review workflow', () => {
  it('submits an asset with the category just chosen, saving it first', async () => {
    const draft = await media.create({ kind: 'ASSET', title: 'Uncategorised wipe' });
    await page.goto(`/admin/assets/${draft.id}`);
    await page.getByRole('heading', { name: 'Uncategorised wipe', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Submit for review' }).waitFor();
    expect(await page.getByTestId('unsaved-changes').count()).toBe(0);

    await page.getByLabel('Category').selectOption({ label: categories.asset.name });
    // The form and the review panel both say there is something unsaved, and the button says it saves.
    await page.getByTestId('unsaved-changes').waitFor();
    await page.getByTestId('workflow-unsaved').waitFor();
    await page.getByRole('button', { name: 'Save and submit for review' }).click();

    await notice('Your changes are saved. Submitted for review.').waitFor();
    expect(await media.row(draft.id)).toMatchObject({ status: 'PENDING_REVIEW', categoryId: categories.asset.id });
    expect(await page.getByText('has no category yet').count()).toBe(0);
    // The form is rebuilt from the saved item: nothing pending any more, the next step offered plainly.
    await page.getByRole('button', { name: 'Approve', exact: true }).waitFor();
    expect(await page.getByTestId('unsaved-changes').count()).toBe(0);
    const history = page.locator('.am-history__entry');
    await expect.poll(() => history.first().textContent()).toContain('Draft → In review');
    expect(await history.nth(1).textContent()).toContain('Changed: category');
  });

  it('submits nothing when a pending edit cannot be saved, and shows why in the form', async () => {
    const draft = await media.create({ kind: 'ASSET', title: 'Badly priced' });
    await page.goto(`/admin/assets/${draft.id}`);
    await page.getByRole('heading', { name: 'Badly priced', level: 1 }).waitFor();
    await page.getByLabel('Category').selectOption({ label: categories.asset.name });
    await page.getByLabel('Price in US dollars').fill('lots');
    await page.getByRole('button', { name: 'Save and submit for review' }).click();

    await page.getByText('Your changes in Details could not be saved, so nothing else was done.').waitFor();
    await expect.poll(() => page.getByLabel('Price in US dollars').getAttribute('aria-invalid')).toBe('true');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('price');
    expect(await media.row(draft.id)).toMatchObject({ status: 'DRAFT', categoryId: null });
    // The edits are still there to fix.
    expect(await page.getByLabel('Category').inputValue()).toBe(categories.asset.id);

    await page.getByLabel('Price in US dollars').fill('4.99');
    await page.getByRole('button', { name: 'Save and submit for review' }).click();
    await notice('Your changes are saved. Submitted for review.').waitFor();
    const [row] = await t.server.deps.db.query('SELECT status, price_cents FROM media WHERE id = $1', [draft.id]);
    expect(row).toEqual({ status: 'PENDING_REVIEW', price_cents: 499 });
  });

  it('keeps the saved edits when the action itself is refused', async () => {
    // Processing still queued: submitting is refused after the title was saved.
    const queued = await media.create({ kind: 'ASSET', title: 'Still rendering', processing: 'PENDING' });
    await page.goto(`/admin/assets/${queued.id}`);
    await page.getByRole('heading', { name: 'Still rendering', level: 1 }).waitFor();
    await page.getByLabel('Title').fill('Rendered soon');
    await page.getByRole('button', { name: 'Save and submit for review' }).click();
    await notice('Your changes are saved.').waitFor();
    await page.getByRole('heading', { name: 'Rendered soon', level: 1 }).waitFor();
    expect(await page.locator('.am-editor__panel .form-alert').textContent()).toMatch(/process/i);
    expect(await media.row(queued.id)).toMatchObject({ status: 'DRAFT', title: 'Rendered soon' });
    expect(await page.getByTestId('unsaved-changes').count()).toBe(0);
  });

  it('approves an image with the title just typed (the image editor)', async () => {
    const pending = await media.create({
      kind: 'IMAGE',
      title: 'Sunset draft title',
      status: 'PENDING_REVIEW',
      categoryId: categories.image.id,
    });
    await page.goto(`/admin/images/${pending.id}`);
    await page.getByRole('heading', { name: 'Sunset draft title', level: 1 }).waitFor();
    await page.getByLabel('Title').fill('Golden sunset');
    await page.getByRole('button', { name: 'Save and approve' }).click();
    await notice('Your changes are saved. Approved: it is published.').waitFor();
    expect(await media.row(pending.id)).toMatchObject({ status: 'PUBLISHED', title: 'Golden sunset' });
  });

  it('archives without saving: the edits stay pending in the form', async () => {
    const live = await media.create({
      kind: 'IMAGE',
      title: 'Live still',
      status: 'PUBLISHED',
      categoryId: categories.image.id,
    });
    await page.goto(`/admin/images/${live.id}`);
    await page.getByRole('heading', { name: 'Live still', level: 1 }).waitFor();
    await page.getByLabel('Title').fill('Renamed still');
    await page.getByText('You have unsaved changes in Details. Save them with “Save changes”.').waitFor();
    await page.getByRole('button', { name: 'Archive', exact: true }).click();
    await notice('Archived').waitFor();
    expect(await media.row(live.id)).toMatchObject({ status: 'ARCHIVED', title: 'Live still' });
    expect(await page.getByLabel('Title').inputValue()).toBe('Renamed still');
    // Unarchiving publishes the item's fields, so it saves them first.
    await page.getByRole('button', { name: 'Save and unarchive' }).click();
    await notice('Your changes are saved. Published again.').waitFor();
    expect(await media.row(live.id)).toMatchObject({ status: 'PUBLISHED', title: 'Renamed still' });
  });

  it('submits audio from the side panel with the category just chosen', async () => {
    const track = await media.create({ kind: 'AUDIO', title: 'Rain ambience', measured: { durationSeconds: 40 } });
    await page.goto(`/admin/audio?edit=${track.id}`);
    const panel = page.getByRole('dialog', { name: 'Edit audio track' });
    await panel.getByRole('heading', { name: 'Rain ambience' }).waitFor();
    await panel.getByLabel('Category').selectOption({ label: categories.audio.name });
    await panel.getByRole('button', { name: 'Save and submit for review' }).click();
    await panel.getByRole('status').filter({ hasText: 'Your changes are saved. Submitted for review.' }).waitFor();
    expect(await media.row(track.id)).toMatchObject({ status: 'PENDING_REVIEW', categoryId: categories.audio.id });
  });

  it('raised no unexpected page errors', () => {
    expect(errors()).toEqual([]);
  });
});
