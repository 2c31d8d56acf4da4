// Bench rows: Lighthouse on the demo catalogue, driving Debian's Chromium headless.
//
// - Desktop preset (its own simulated throttling: 40 ms RTT, 10 Mbps, no CPU
//   slowdown): performance and accessibility of `/` and `/public/browse`.
// - Mobile preset (Lighthouse's default: a mid-range phone on slow 4G, 150 ms
//   RTT, 1.6 Mbps, 4x CPU slowdown), issue 20's phone targets: performance
//   ≥ 95, LCP ≤ 2.5 s, TBT ≤ 150 ms, CLS ≤ 0.05 on `/`, `/public/browse`, an
//   asset page, an audio page and members' search (members only: measured
//   signed in); each as the Node server serves it (HTTP/1.1) and through an
//   HTTP/2 TLS proxy, as production's load balancer serves browsers.
//
// Each page is measured RUNS times and the run with the median performance
// score is reported (Lighthouse's own advice for variance): one run can be
// thrown off by whatever else the machine is doing.
// Standalone: `node test/bench/lighthouse.mjs <server url> [mobile]` (mobile: with the
// server's DATA_DIR or DATABASE_URL in the environment, for the bench's signed-in account).
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { startHttp2Proxy } from './http2-proxy.mjs';
import { benchAdmin } from './upload-memory.mjs';

const TARGET = 90;
const RUNS = 3;
const DESKTOP_PAGES = ['/', '/public/browse'];
const CATEGORIES = ['performance', 'accessibility'];
/** A word many demo items have in their title or description: a full page of results. */
const SEARCH_WORD = 'glow';
const MOBILE = { performance: 95, lcpMs: 2500, tbtMs: 150, cls: 0.05 };
const MOBILE_TARGET = `≥ ${MOBILE.performance}; LCP ≤ ${MOBILE.lcpMs / 1000} s, TBT ≤ ${MOBILE.tbtMs} ms, CLS ≤ ${MOBILE.cls}`;

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

/** The element the LCP is of, as `tag.class` (e.g. a card's picture, or its loop once it plays). */
function lcpElement(audits) {
  const snippet = audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? '';
  const [, tag, cls] = /^<(\w+)(?:[^>]*?\sclass="([^"]*)")?/.exec(snippet) ?? [];
  return tag ? `${tag}${cls ? `.${cls.split(/\s+/).join('.')}` : ''}` : '?';
}

const perf = (lhr) => lhr.categories.performance?.score ?? -1;

/** Lighthouse and a Chromium for it, or why not. */
async function open() {
  const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(chromePath)) return { skip: `no Chromium at ${chromePath} (set CHROMIUM_PATH)` };
  try {
    const lighthouse = (await import('lighthouse')).default;
    const chromeLauncher = await import('chrome-launcher');
    const desktopConfig = (await import('lighthouse/core/config/desktop-config.js')).default;
    // The HTTP/2 rows' proxy has a self-signed certificate (./http2-proxy.mjs).
    const chrome = await chromeLauncher.launch({
      chromePath,
      chromeFlags: ['--headless=new', '--no-sandbox', '--ignore-certificate-errors'],
    });
    return { lighthouse, chrome, desktopConfig };
  } catch (err) {
    return { skip: `lighthouse not installed (${err.message})` };
  }
}

/** RUNS runs of one page, sorted by performance score; `before()` (a sign-in) runs before each. */
async function measure(lh, url, { config, categories, before }) {
  const runs = [];
  // A run Lighthouse itself could not record (NO_NAVSTART and the like, now and then) is run again, twice at most.
  for (let attempt = 0; runs.length < RUNS && attempt < RUNS + 2; attempt++) {
    await before?.();
    const result = await lh.lighthouse(
      url,
      { port: lh.chrome.port, output: 'json', logLevel: 'error', onlyCategories: categories },
      config,
    );
    if (result && (!result.lhr.runtimeError || attempt >= RUNS + 1)) runs.push(result.lhr);
  }
  const sorted = runs.sort((a, b) => perf(a) - perf(b));
  return {
    median: sorted[Math.floor(sorted.length / 2)],
    spread: sorted.map((lhr) => Math.round(perf(lhr) * 100)).join(', '),
  };
}

/**
 * Desktop rows.
 * @param {{ url: string }} server a running server with the demo catalogue
 * @param {(name: string, value: string, target: string, ok?: boolean) => void} row
 */
export async function lighthouseRows(server, row) {
  const lh = await open();
  if (lh.skip) {
    for (const page of DESKTOP_PAGES)
      for (const c of CATEGORIES) row(`Lighthouse ${c} ${page}`, `skipped: ${lh.skip}`, `≥ ${TARGET}`);
    return;
  }
  try {
    for (const page of DESKTOP_PAGES) {
      const { median, spread } = await measure(lh, `${server.url}${page}`, {
        config: lh.desktopConfig,
        categories: CATEGORIES,
      });
      for (const c of CATEGORIES) {
        const score = median?.categories[c]?.score;
        const name = `Lighthouse ${c} ${page} (desktop preset, median of ${RUNS})`;
        if (score === null || score === undefined) {
          row(name, `skipped: ${median?.runtimeError?.message ?? 'no score'}`, `≥ ${TARGET}`);
        } else {
          const detail = c === 'performance' ? ` (${metrics(median.audits)}; runs ${spread})` : '';
          row(name, `${Math.round(score * 100)}${detail}`, `≥ ${TARGET}`, score * 100 >= TARGET);
        }
      }
    }
  } finally {
    lh.chrome.kill();
  }
}

/** Demo items to measure: the first published asset and audio track, by GraphQL. */
async function samplePages(url) {
  const query = `{ assets: media(first: 1, filter: { kinds: [ASSET] }) { edges { node { slug } } }
                   audio: media(first: 1, filter: { kinds: [AUDIO] }) { edges { node { slug } } } }`;
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
    body: JSON.stringify({ query }),
  });
  const { data } = await res.json();
  return { asset: data?.assets.edges[0]?.node.slug, audio: data?.audio.edges[0]?.node.slug };
}

/**
 * A signed-in account for the members-only pages — the bench's administrator (an admin is a member too;
 * a member's sign-up finishes only from its emailed link) — signed in afresh before each run (refresh
 * tokens rotate on use). Its cookies go into the jar of Lighthouse's Chromium, as the sign-in page would
 * leave them: the web client reads the readable session hint from there, so a Cookie request header would
 * not do. Rejects when the sign-in fails, rather than measure the sign-in page it would redirect to.
 */
async function memberSession(server, chromePort) {
  const { url } = server;
  const { email, password } = await benchAdmin(server.env);
  const call = (query, variables) =>
    fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
      body: JSON.stringify({ query, variables }),
    });
  return async () => {
    const res = await call('mutation($i: SignInInput!) { signIn(input: $i) { errors { code } } }', {
      i: { email, password },
    });
    const errors = (await res.json()).data?.signIn?.errors ?? [{ code: `HTTP ${res.status}` }];
    if (errors.length) throw new Error(`the bench account could not sign in: ${errors[0].code}`);
    const { hostname } = new URL(url);
    const cookies = res.headers.getSetCookie().map((c) => {
      const pair = c.split(';')[0] ?? '';
      const at = pair.indexOf('=');
      return {
        name: pair.slice(0, at),
        value: pair.slice(at + 1),
        domain: hostname,
        path: /;\s*Path=([^;]+)/i.exec(c)?.[1] ?? '/',
      };
    });
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chromePort}`);
    try {
      await browser.contexts()[0]?.addCookies(cookies);
    } finally {
      await browser.close();
    }
  };
}

/**
 * Mobile rows (issue 20).
 * @param {{ url: string }} server a running server with the demo catalogue
 * @param {(name: string, value: string, target: string, ok?: boolean) => void} row
 */
export async function mobileLighthouseRows(server, row) {
  const { asset, audio } = await samplePages(server.url);
  const pages = [
    { label: '/', path: '/' },
    { label: '/public/browse', path: '/public/browse' },
    { label: 'an asset page', path: asset && `/public/assets/${asset}` },
    { label: 'an audio page (signed in)', path: audio && `/members/audio/${audio}`, member: true },
    {
      label: `members' search "${SEARCH_WORD}" (signed in)`,
      path: `/members/search?query=${SEARCH_WORD}`,
      member: true,
    },
  ];
  const lh = await open();
  if (lh.skip) {
    for (const p of pages) row(`Lighthouse mobile ${p.label}`, `skipped: ${lh.skip}`, MOBILE_TARGET);
    return;
  }
  const signIn = await memberSession(server, lh.chrome.port);
  // Each page as the Node server serves it (HTTP/1.1), then as production does: through an HTTP/2 proxy.
  const origins = [{ url: server.url, over: '' }];
  const proxy = await startHttp2Proxy(server.url);
  try {
    if (proxy.skip) row('Lighthouse mobile over HTTP/2', `skipped: ${proxy.skip}`, MOBILE_TARGET);
    else origins.push({ url: proxy.url, over: ' over HTTP/2 (TLS proxy, as production serves it)' });
    for (const origin of origins) {
      for (const p of pages) {
        const name = `Lighthouse mobile ${p.label}${origin.over} (mobile preset, median of ${RUNS})`;
        if (!p.path) {
          row(name, 'skipped: no such item in the catalogue', MOBILE_TARGET);
          continue;
        }
        // No config: Lighthouse's default is the mobile preset.
        const { median, spread } = await measure(lh, `${origin.url}${p.path}`, {
          categories: ['performance'],
          before: p.member ? signIn : undefined,
        });
        const score = median?.categories.performance?.score;
        if (score === null || score === undefined) {
          row(name, `skipped: ${median?.runtimeError?.message ?? 'no score'}`, MOBILE_TARGET);
          continue;
        }
        // A members page sends a signed-out browser to /login: that page is not the one to report.
        const landed = new URL(median.finalDisplayedUrl).pathname;
        if (landed !== new URL(p.path, origin.url).pathname) {
          row(name, `skipped: the page redirected to ${landed}`, MOBILE_TARGET);
          continue;
        }
        const a = median.audits;
        const ok =
          score * 100 >= MOBILE.performance &&
          a['largest-contentful-paint'].numericValue <= MOBILE.lcpMs &&
          a['total-blocking-time'].numericValue <= MOBILE.tbtMs &&
          a['cumulative-layout-shift'].numericValue <= MOBILE.cls;
        row(
          name,
          `${Math.round(score * 100)} (${metrics(a)}; LCP of ${lcpElement(a)}; runs ${spread})`,
          MOBILE_TARGET,
          ok,
        );
      }
    }
  } finally {
    lh.chrome.kill();
    if (!proxy.skip) await proxy.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const print = (...r) => console.log(r.join(' | '));
  const server = { url: process.argv[2] };
  if (process.argv[3] === 'mobile') await mobileLighthouseRows(server, print);
  else await lighthouseRows(server, print);
}
