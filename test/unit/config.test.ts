import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config.js';
import { tempDirForTest } from '../support/temp-dir.js';

const tmp = () => tempDirForTest('framestock-config-');

describe('config', () => {
  it('boots with no configuration at all (the embedded default)', () => {
    const config = loadConfig({ DATA_DIR: tmp() });
    expect(config.port).toBe(4000);
    expect(config.database.url).toBeUndefined();
    expect(config.storage.driver).toBe('local');
    expect(config.auth.accessTokenTtlSeconds).toBe(3600);
  });

  it.each([
    ['PORT', 'eighty', /PORT: must be a number/],
    ['PORT', '70000', /PORT: must be between 0 and 65535/],
    ['DATABASE_URL', 'mysql://x@y/z', /DATABASE_URL: must start with postgres/],
    ['JWT_SECRET', 'short', /JWT_SECRET: must be at least 32 characters/],
    ['SITE_URL', 'framestock.example', /SITE_URL: must be an absolute URL/],
    ['STORAGE_DRIVER', 's3', /STORAGE_DRIVER:/],
    ['JOBS_IN_PROCESS', 'maybe', /JOBS_IN_PROCESS: must be true or false/],
  ])('stops on a bad %s=%s, naming the variable and the problem', (name, value, message) => {
    expect(() => loadConfig({ DATA_DIR: tmp(), [name]: value })).toThrow(message);
    expect(() => loadConfig({ DATA_DIR: tmp(), [name]: value })).toThrow(ConfigError);
  });

  it('lists every bad variable at once', () => {
    expect(() => loadConfig({ DATA_DIR: tmp(), PORT: 'x', LOG_LEVEL: 'loud' })).toThrow(/PORT:[\s\S]*LOG_LEVEL:/);
  });

  it('requires the production variables in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: tmp() })).toThrow(
      /DATABASE_URL: is required[\s\S]*JWT_SECRET: is required[\s\S]*STORAGE_SIGNING_SECRET: is required[\s\S]*SITE_URL: is required/,
    );
  });

  it('requires both buckets for GCS', () => {
    expect(() => loadConfig({ DATA_DIR: tmp(), STORAGE_DRIVER: 'gcs' })).toThrow(
      /GCS_PUBLIC_BUCKET, GCS_PRIVATE_BUCKET/,
    );
  });

  it('generates missing secrets once and keeps them, private, in the data dir', () => {
    const dir = tmp();
    const first = loadConfig({ DATA_DIR: dir });
    const second = loadConfig({ DATA_DIR: dir });
    expect(first.auth.jwtSecret).toMatch(/^[0-9a-f]{64}$/);
    expect(second.auth.jwtSecret).toBe(first.auth.jwtSecret);
    expect(second.storage.signingSecret).toBe(first.storage.signingSecret);
    const file = path.join(dir, 'secrets.json');
    expect(JSON.parse(readFileSync(file, 'utf8')).jwtSecret).toBe(first.auth.jwtSecret);
    expect(statSync(file).mode & 0o077).toBe(0);
  });

  it('prefers secrets given in the environment', () => {
    const secret = 'x'.repeat(40);
    expect(loadConfig({ DATA_DIR: tmp(), JWT_SECRET: secret }).auth.jwtSecret).toBe(secret);
  });
});
