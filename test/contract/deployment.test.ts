/** Deployment files stay in step with the config: compose wires every required variable; docs list every variable. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { ENV_VARIABLES, REQUIRED_IN_PRODUCTION } from '../../server/config.js';

interface ComposeService {
  image?: string;
  build?: unknown;
  environment?: Record<string, string>;
  volumes?: string[];
  healthcheck?: { test: unknown };
  depends_on?: Record<string, { condition: string }>;
}
const compose = parse(readFileSync('docker-compose.yml', 'utf8')) as {
  services: Record<string, ComposeService>;
  volumes: Record<string, unknown>;
};

describe('docker-compose.yml', () => {
  it('runs PostgreSQL 18 with a volume and a healthcheck', () => {
    const pg = compose.services.postgres;
    expect(pg?.image).toMatch(/^postgres:18/);
    expect(pg?.volumes?.some((v) => v.startsWith('postgres-data:'))).toBe(true);
    expect(pg?.healthcheck?.test).toBeTruthy();
    expect(compose.volumes).toHaveProperty('postgres-data');
  });

  it.each(['app', 'worker'])(
    'builds %s from the Dockerfile, after the database is healthy, with every production variable',
    (name) => {
      const service = compose.services[name];
      expect(service?.build).toBe('.');
      expect(service?.depends_on?.postgres?.condition).toBe('service_healthy');
      expect(service?.environment?.NODE_ENV).toBe('production');
      for (const variable of REQUIRED_IN_PRODUCTION) expect(service?.environment, variable).toHaveProperty(variable);
      for (const variable of Object.keys(service?.environment ?? {})) expect(ENV_VARIABLES).toContain(variable);
    },
  );
});

describe('configuration docs', () => {
  it.each(['.env.example', 'README.md'])('%s documents every environment variable', (file) => {
    const text = readFileSync(file, 'utf8');
    for (const variable of ENV_VARIABLES) expect(text, variable).toMatch(new RegExp(`\\b${variable}\\b`));
  });
});

describe('Dockerfile', () => {
  it('builds in stages on a current Node LTS and runs as a non-root user', () => {
    const text = readFileSync('Dockerfile', 'utf8');
    expect(text.match(/^FROM node:(\d+)/gm)?.length).toBeGreaterThanOrEqual(2);
    expect(Number(/^FROM node:(\d+)/m.exec(text)?.[1])).toBeGreaterThanOrEqual(22);
    expect(text).toMatch(/^USER (?!root)\w+/m);
  });
});
