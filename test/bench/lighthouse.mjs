// Bench rows: Lighthouse performance and accessibility scores of `/` and
// `/public/browse` on the demo catalogue, with Lighthouse's DESKTOP preset
// (its own simulated throttling: 40 ms RTT, 10 Mbps, no CPU slowdown), driving
// Debian's Chromium headless. Each page is measured RUNS times and the run
// with the median performance score is reported (Lighthouse's own advice for
// variance): one run can be thrown off by whatever else the machine is doing.
// Standalone: `node test/bench/lighthouse.mjs <server url>`.
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

const TARGET = 90;
const RUNS = 3;
const PAGES = ['/', '/public/browse'];
const CATEGORIES = ['performance', 'accessibility'];

/** The metrics behind the performance score, so a miss says where the time went. */
function metrics(audits) {
  const ids = {
    FCP: 'first-contentful-paint',
    LCP: 'largest-contentful-paint',
    TBT: 'total-blocking-time',
    CLS: 'cumulative-layout-shift',
  };
  return Object.entries(ids)
    .map(([label, id]) => `${label} ${audits[id]?.displayValue ?? '?'}`)
    .join(', ');
}

/**
 * @param {{ url: string }} server a running server with the demo catalogue
 * @param {(name: string, value: string, target: string, ok?: boolean) => void} row
 */
export async function lighthouseRows(server, row) {
  const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  const skip = (why) => {
    for (const page of PAGES)
      for (const c of CATEGORIES) row(`Lighthouse ${c} ${page}`, `skipped: ${why}`, `≥ ${TARGET}`);
  };
  if (!existsSync(chromePath)) return skip(`no Chromium at ${chromePath} (set CHROMIUM_PATH)`);
  let lighthouse;
  let chromeLauncher;
  let desktopConfig;
  try {
    lighthouse = (await import('lighthouse')).default;
    chromeLauncher = await import('chrome-launcher');
    desktopConfig = (await import('lighthouse/core/config/desktop-config.js')).default;
  } catch (err) {
    return skip(`lighthouse not installed (${err.message})`);
  }
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ['--headless=new', '--no-sandbox'] });
  try {
    for (const page of PAGES) {
      const runs = [];
      for (let i = 0; i < RUNS; i++) {
        const result = await lighthouse(
          `${server.url}${page}`,
          { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES },
          desktopConfig,
        );
        if (result) runs.push(result.lhr);
      }
      const perf = (lhr) => lhr.categories.performance?.score ?? -1;
      const sorted = runs.sort((a, b) => perf(a) - perf(b));
      const median = sorted[Math.floor(sorted.length / 2)];
      const spread = sorted.map((lhr) => Math.round(perf(lhr) * 100)).join(', ');
      for (const c of CATEGORIES) {
        const score = median?.categories[c]?.score;
        const name = `Lighthouse ${c} ${page} (desktop preset, median of ${RUNS})`;
        if (score === null || score === undefined) {
          const why = median?.runtimeError?.message ?? 'no score';
          row(name, `skipped: ${why}`, `≥ ${TARGET}`);
        } else {
          const detail = c === 'performance' ? ` (${metrics(median.audits)}; runs ${spread})` : '';
          row(name, `${Math.round(score * 100)}${detail}`, `≥ ${TARGET}`, score * 100 >= TARGET);
        }
      }
    }
  } finally {
    chrome.kill();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await lighthouseRows({ url: process.argv[2] }, (...r) => console.log(r.join(' | ')));
}
