// `npm run dev`: the server recompiles and restarts on change (tsc --watch + node --watch),
// and Vite serves the client with hot reload on :5173, proxying the API to :4000.
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const children = [];

function run(name, command, args) {
  const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], env: process.env });
  const prefix = `[${name}] `;
  for (const stream of [child.stdout, child.stderr]) {
    stream.on('data', (chunk) => {
      const text = chunk.toString();
      process.stdout.write(text.replace(/^(?=.)/gm, prefix));
      if (name === 'tsc' && /Found 0 errors/.test(text)) startServer();
    });
  }
  child.on('exit', (code) => {
    if (!shuttingDown) {
      console.error(`${prefix}exited with ${code}; stopping dev mode`);
      shutdown(1);
    }
  });
  children.push(child);
  return child;
}

let serverStarted = false;
function startServer() {
  if (serverStarted) return;
  serverStarted = true;
  run('server', process.execPath, [
    '--watch-path=dist/node/server',
    '--watch-path=dist/node/migrations',
    '--enable-source-maps',
    'dist/node/server/main.js',
  ]);
}

let shuttingDown = false;
function shutdown(code) {
  shuttingDown = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500);
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));

run('tsc', process.execPath, [
  'node_modules/typescript/bin/tsc',
  '-p',
  'server/tsconfig.json',
  '--watch',
  '--preserveWatchOutput',
]);
run('vite', process.execPath, ['node_modules/vite/bin/vite.js', '--config', 'client/vite.config.ts']);
console.log('Dev mode: web client with hot reload at http://localhost:5173 (API on :4000).');
