// `npm start`: build whatever is out of date, then run the server.
// Plain JavaScript because it runs before anything is compiled.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
process.chdir(root);

/** Newest modification time under the given paths (files or directories), skipping generated output. */
function newest(paths) {
  let latest = 0;
  const visit = (p) => {
    if (!existsSync(p)) return;
    const stat = statSync(p);
    if (stat.isDirectory()) {
      for (const entry of readdirSync(p)) if (entry !== 'node_modules' && entry !== 'dist') visit(path.join(p, entry));
    } else latest = Math.max(latest, stat.mtimeMs);
  };
  for (const p of paths) visit(p);
  return latest;
}

const builtAt = (file) => (existsSync(file) ? statSync(file).mtimeMs : 0);
const inputsShared = ['package-lock.json', 'tsconfig.json', 'client/src/routeTable.ts'];

const steps = [
  {
    name: 'server',
    script: 'build:server',
    stale: () =>
      newest(['server', 'migrations', 'server/tsconfig.json', ...inputsShared]) > builtAt('dist/node/server/main.js'),
  },
  {
    name: 'client',
    script: 'build:client',
    // Both halves of the client build: the browser's app and the server's page renderer (dist/ssr).
    stale: () =>
      newest(['client', 'schema.graphql', ...inputsShared]) >
      Math.min(builtAt('dist/client/index.html'), builtAt('dist/ssr/entry-server.js')),
  },
];

for (const step of steps) {
  if (!step.stale()) continue;
  console.log(`Building the ${step.name} (sources changed since the last build)…`);
  const result = spawnSync('npm', ['run', '--silent', step.script], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

await import(path.join(root, 'dist/node/server/main.js'));
