/** The client's typed documents are generated from schema.graphql and committed: they must be current. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { generate } from '@graphql-codegen/cli';
import { describe, expect, it } from 'vitest';
import config from '../../codegen.js';

describe('generated client code', () => {
  it('matches what `npm run codegen` would write now', async () => {
    const files = (await generate({ ...config, silent: true }, false)) as { filename: string; content: string }[];
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      const onDisk = readFileSync(path.resolve(file.filename), 'utf8');
      expect(onDisk, `${file.filename} is stale: run npm run codegen`).toBe(file.content);
    }
  });
});
