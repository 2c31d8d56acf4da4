/**
 * `npm run seed:demo [-- --count N]`: the demo catalogue, made on this machine
 * (ffmpeg + sharp, nothing downloaded) and processed by the normal pipeline in
 * this process. With `--count N`: top the bench-scale bulk rows up to N.
 * Safe to run again: nothing is duplicated.
 */
import 'reflect-metadata';
import { parseArgs } from 'node:util';
import { openApp } from '../boot.js';
import { loadConfig } from '../config.js';
import { createLogger } from '../logger.js';
import { ensureDemoAccounts } from '../modules/accounts/index.js';
import { seedBulkCatalogue, seedDemoCatalogue } from '../modules/catalog/index.js';

const { values } = parseArgs({ options: { count: { type: 'string' } } });
const count = values.count === undefined ? undefined : Number(values.count);
if (count !== undefined && (!Number.isInteger(count) || count < 1 || count > 10_000_000)) {
  console.error('Usage: npm run seed:demo [-- --count N]   (N: 1 to 10000000 bulk rows)');
  process.exit(64);
}

// Batch work: no per-statement deadline (bulk inserts of many rows), unless one is asked for.
const config = loadConfig({ DATABASE_STATEMENT_TIMEOUT_MS: '0', ...process.env });
const log = createLogger(config.logLevel, process.stdout.isTTY === true);
// This process works the processing queue itself, so the seed finishes without a running server.
const app = await openApp(config, log, { work: true });
const { deps } = app;
let code = 0;
try {
  // A fresh database has no administrator to own the items: make the demo accounts, as the first start would.
  await ensureDemoAccounts(deps, log);
  if (count === undefined) {
    const result = await seedDemoCatalogue(deps);
    console.log(
      `Demo catalogue: ${result.created} created, ${result.published} published, ${result.bundles} bundles (${Math.round(result.ms / 1000)} s).`,
    );
    if (result.unfinished.length) console.log(`Not processed (left as drafts): ${result.unfinished.join(', ')}`);
  } else {
    const result = await seedBulkCatalogue(deps, count);
    console.log(
      `Bulk catalogue: ${result.inserted} rows added, ${result.total} in all (${Math.round(result.ms / 1000)} s).`,
    );
  }
} catch (err) {
  console.error('Demo seed failed:', err instanceof Error ? err.message : err);
  code = 1;
} finally {
  await app.close();
}
process.exit(code);
