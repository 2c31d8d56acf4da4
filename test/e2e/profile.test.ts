/** The profile screen in the browser: details saved, and a real photo uploaded, shown and removed. */
import { existsSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '../../server/graphql/auth.js';
import { launchBrowser, skipWithoutChromium, watchPageErrors } from '../support/browser.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

const clientDir = 'dist/client';
const skip = skipWithoutChromium() || !existsSync(`${clientDir}/index.html`);

let t: TestServer;
let browser: Browser;
beforeAll(async () => {
  if (skip) return;
  [t, browser] = await Promise.all([startTestServer({ clientDir }), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await t?.stop();
});

async function signedInPage(): Promise<{ page: Page; userId: string; errors: () => string[] }> {
  const user = await t.signedIn(Role.MEMBER);
  const page = await (await browser.newContext({ baseURL: t.url })).newPage();
  const errors = watchPageErrors(page);
  await page.goto('/login?redirect=/profile');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname === '/profile');
  return { page, userId: user.userId, errors };
}

describe.skipIf(skip)('profile in the browser', () => {
  it('saves the details and uploads, shows and removes a photo', async () => {
    const { page, userId, errors } = await signedInPage();

    await page.getByLabel('Display name').fill('Mira Cutter');
    await page.getByLabel(/Bio/).fill('Editor of short-form travel films.');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await expect
      .poll(
        async () => (await t.server.deps.db.query('SELECT display_name, bio FROM users WHERE id = $1', [userId]))[0],
      )
      .toEqual({ display_name: 'Mira Cutter', bio: 'Editor of short-form travel films.' });

    const png = await sharp({ create: { width: 800, height: 500, channels: 3, background: '#6a4cff' } })
      .png()
      .toBuffer();
    await page.getByLabel(/Choose a photo/).setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
    await page.getByRole('img', { name: 'Preview of the new photo' }).waitFor();
    await page.getByRole('button', { name: 'Upload photo' }).click();
    const photo = page.getByRole('img', { name: 'Your profile photo' });
    await photo.waitFor();
    const src = (await photo.getAttribute('src')) ?? '';
    expect(src).toMatch(/\/api\/storage\/.+\/avatars\/.+\.webp$/);
    const served = await page.request.get(src);
    expect(served.status()).toBe(200);
    expect(await sharp(await served.body()).metadata()).toMatchObject({ format: 'webp', width: 256, height: 256 });

    await page.getByRole('button', { name: 'Remove photo' }).click();
    await expect.poll(() => photo.count()).toBe(0);
    const row = await t.server.deps.db.query('SELECT photo_path FROM users WHERE id = $1', [userId]);
    expect(row[0].photo_path).toBeNull();
    expect(errors()).toEqual([]);
  });

  it('refuses a file that is not an image before uploading it', async () => {
    const { page } = await signedInPage();
    await page
      .getByLabel(/Choose a photo/)
      .setInputFiles({ name: 'notes.png', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
    await page.getByText(/image/i).first().waitFor();
    expect(await page.getByRole('button', { name: 'Upload photo' }).count()).toBe(0);
  });
});
