// Bench row: how much the server's memory grows while it receives a 1 GB
// upload through /api/uploads (tus, 32 MiB PATCHes, as the admin UI sends
// them). Every byte must stream to staging and then to storage; nothing may
// be buffered whole. Measured as the peak of the server's resident set
// (/proc/<pid>/status VmRSS, sampled every 50 ms) above its level just before.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';

const TOTAL = 1024 ** 3;
const CHUNK = 32 * 1024 ** 2;
const TARGET_MB = 100;

function rssBytes(pid) {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) * 1024 : 0;
}

function run(args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${args[0]} exited with ${code}`))));
  });
}

/** The bench's administrator, created (or promoted) by the server's own CLI script; its email and password. */
export async function benchAdmin(env) {
  const email = 'bench-admin@example.com';
  const password = 'bench admin passphrase 1';
  await run(['dist/node/server/scripts/create-admin.js', '--email', email, '--password', password], env);
  return { email, password };
}

export async function adminToken(url, env) {
  const { email, password } = await benchAdmin(env);
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: 'mutation($i: SignInInput!) { signIn(input: $i) { accessToken errors { message } } }',
      variables: { i: { email, password, tokenDelivery: 'BODY' } },
    }),
  });
  const token = (await res.json()).data?.signIn?.accessToken;
  if (!token) throw new Error('bench admin could not sign in');
  return token;
}

/** MP4 signature bytes (ftyp box) so the upload passes the content check, then filler. */
function firstChunk() {
  const chunk = Buffer.alloc(CHUNK, 0x11);
  const ftyp = Buffer.from('0000001c667479706973736f0000020069736f6d69736f3261766331', 'hex');
  ftyp.copy(chunk, 0);
  return chunk;
}

/**
 * @param {{ url: string, pid: number, env: Record<string, string> }} server a running server (jobs off)
 * @param {(name: string, value: string, target: string, ok?: boolean) => void} row
 */
export async function uploadMemoryRows(server, row) {
  const token = await adminToken(server.url, server.env);
  const auth = { Authorization: `Bearer ${token}`, 'Tus-Resumable': '1.0.0' };
  const meta = `filename ${Buffer.from('bench.mp4').toString('base64')},filetype ${Buffer.from('video/mp4').toString('base64')},kind ${Buffer.from('ASSET').toString('base64')}`;
  const created = await fetch(`${server.url}/api/uploads`, {
    method: 'POST',
    headers: { ...auth, 'Upload-Length': String(TOTAL), 'Upload-Metadata': meta },
  });
  if (created.status !== 201) throw new Error(`upload refused: ${created.status} ${await created.text()}`);
  const location = new URL(created.headers.get('location'), server.url).href;

  global.gc?.();
  await new Promise((r) => setTimeout(r, 500));
  const baseline = rssBytes(server.pid);
  let peak = baseline;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssBytes(server.pid));
  }, 50);
  const first = firstChunk();
  const filler = Buffer.alloc(CHUNK, 0x11);
  const start = performance.now();
  let mediaId = '';
  try {
    for (let offset = 0; offset < TOTAL; offset += CHUNK) {
      const res = await fetch(location, {
        method: 'PATCH',
        headers: { ...auth, 'Upload-Offset': String(offset), 'Content-Type': 'application/offset+octet-stream' },
        body: offset === 0 ? first : filler,
      });
      if (res.status !== 204) throw new Error(`PATCH at ${offset} answered ${res.status}: ${await res.text()}`);
      mediaId = res.headers.get('framestock-media-id') ?? mediaId;
    }
  } finally {
    clearInterval(sampler);
  }
  const seconds = (performance.now() - start) / 1000;
  if (!mediaId) throw new Error('the finished upload did not answer with a media id');
  const growthMb = (peak - baseline) / 1024 ** 2;
  row(
    'server memory growth while receiving a 1 GB upload (peak RSS − before)',
    `${growthMb.toFixed(1)} MB (${(TOTAL / 1024 ** 2 / seconds).toFixed(0)} MB/s incl. the move to storage)`,
    `≤ ${TARGET_MB} MB`,
    growthMb <= TARGET_MB,
  );
}
