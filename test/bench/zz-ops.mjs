import { chromium } from 'playwright-core';
const url = new URL(process.argv[2]);
const res = await fetch(`${url.origin}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' }, body: JSON.stringify({ query: 'mutation($i: SignInInput!) { signIn(input: $i) { errors { code } } }', variables: { i: { email: 'bench-admin@example.com', password: 'bench admin passphrase 1' } } }) });
const cookies = res.headers.getSetCookie().map((c) => { const p = c.split(';')[0]; const at = p.indexOf('='); return { name: p.slice(0, at), value: p.slice(at + 1), domain: url.hostname, path: /;\s*Path=([^;]+)/i.exec(c)?.[1] ?? '/' }; });
const b = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const ctx = await b.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
await ctx.addCookies(cookies);
const p = await ctx.newPage();
const t0 = Date.now();
p.on('request', (r) => { if (r.url().includes('/graphql')) { let op = ''; try { op = JSON.parse(r.postData() ?? '{}').operationName ?? ''; } catch {} if (!op) op = r.method() + ' ' + r.url().slice(0, 140); console.log(Date.now() - t0, 'gql', op); } else if (!r.url().includes('/assets/')) console.log(Date.now() - t0, r.resourceType(), r.url().slice(0, 100)); });
await p.goto(process.argv[2]); await p.waitForTimeout(3000); if (process.env.SCROLL) for (let i = 0; i < 4; i++) { await p.mouse.wheel(0, 4000); await p.evaluate(() => window.scrollTo(0, document.body.scrollHeight)); await p.waitForTimeout(1500); }
console.log('dom nodes', await p.evaluate(() => document.getElementsByTagName('*').length));
await b.close();
