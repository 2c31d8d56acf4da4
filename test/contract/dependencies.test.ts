/**
 * The layering rules of .dependency-cruiser.cjs hold: no runtime import cycle
 * in server/ or client/src, no platform → module import, and modules enter
 * each other only through their index.ts. A small fixture tree breaks each
 * rule once, so the check is shown to fail when it should.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { cruise, type ICruiseResult, type IForbiddenRuleType } from 'dependency-cruiser';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const config = require('../../.dependency-cruiser.cjs') as {
  forbidden: IForbiddenRuleType[];
  options: Record<string, unknown>;
};

async function violations(roots: string[], baseDir?: string): Promise<string[]> {
  const result = await cruise(roots, {
    ...config.options,
    ...(baseDir ? { baseDir } : {}),
    validate: true,
    ruleSet: { forbidden: config.forbidden },
  });
  const output = result.output as ICruiseResult;
  return output.summary.violations.map((v) => `${v.rule.name}: ${v.from} → ${v.to}`);
}

describe('module layering', () => {
  it('holds for server/ and client/src', { timeout: 120_000 }, async () => {
    expect(await violations(['server', 'client/src'])).toEqual([]);
  });

  it('catches each kind of violation (fixture tree)', async () => {
    const found = await violations(['server'], path.resolve('test/contract/fixtures/layering'));
    expect(found).toContain('platform-imports-no-module: server/graphql/context.ts → server/modules/alpha/index.ts');
    expect(found).toContain(
      'module-entered-through-its-index: server/modules/alpha/index.ts → server/modules/beta/internal.ts',
    );
    expect(found.some((v) => v.startsWith('no-runtime-cycle: server/modules/alpha/index.ts'))).toBe(true);
    // The type-only import back from typed.ts makes no cycle.
    expect(found.filter((v) => v.includes('typed.ts'))).toEqual([]);
  });
});
