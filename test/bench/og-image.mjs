// Issue 18: /api/og-image render latency, uncached (every request a new title), one request at a time.

const RENDERS = 120;

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function timed(url, headers = {}) {
  const t0 = performance.now();
  const res = await fetch(url, { headers });
  await res.arrayBuffer();
  return { ms: performance.now() - t0, status: res.status, etag: res.headers.get('etag') };
}

export async function ogImageRows({ url }, row) {
  const card = (i) =>
    `${url}/api/og-image?${new URLSearchParams({
      title: `Cinematic light leak transitions, pack ${i}`,
      subtitle: `Twelve warm film-burn overlays for CapCut and Premiere Pro, 4K, with alpha. Variation ${i}.`,
    })}`;
  // Fonts load and satori's layout engine compiles on the first render: not part of a steady-state request.
  for (let i = 0; i < 5; i++) await timed(card(`warm-${i}`));
  const times = [];
  let errors = 0;
  for (let i = 0; i < RENDERS; i++) {
    const r = await timed(card(i));
    if (r.status !== 200) errors += 1;
    times.push(r.ms);
  }
  times.sort((a, b) => a - b);
  const p50 = percentile(times, 50);
  const p95 = percentile(times, 95);
  row(
    `og-image uncached render, one at a time (${RENDERS} distinct titles): p50 / p95`,
    `${p50.toFixed(0)} ms / ${p95.toFixed(0)} ms`,
    'p95 ≤ 150 ms',
    p95 <= 150 && errors === 0,
  );
  const first = await timed(card(0));
  const cached = [];
  for (let i = 0; i < 50; i++) cached.push((await timed(card(0), { 'if-none-match': first.etag })).ms);
  cached.sort((a, b) => a - b);
  row(
    'og-image repeat with If-None-Match (304), p50',
    `${percentile(cached, 50).toFixed(1)} ms`,
    'reported',
    undefined,
  );
  if (errors > 0) row('og-image errors during the run', String(errors), '0', false);
}
