/**
 * axe-core on a built screen (DESIGN §6: no axe violations). axe goes in as an
 * inline script, which our CSP refuses: the page's context needs bypassCSP.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults } from 'axe-core';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * The page as it stands now, one `path: rule (help) at targets` line per violation. The path
 * is read from the page, so a test that checks several screens can gather every line into one
 * list and still tell which screen each came from.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  const { pathname, search } = new URL(page.url());
  const where = pathname + search;
  await page.addScriptTag({ content: axeSource });
  const result = await page.evaluate(() => (window as unknown as { axe: { run(): Promise<AxeResults> } }).axe.run());
  // Guard against a vacuous pass: a blank or half-rendered screen has nothing to violate.
  expect(result.passes.length, `axe checked nothing on ${where}`).toBeGreaterThan(10);
  return result.violations.map(
    (v) => `${where}: ${v.id} (${v.help}) at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}
