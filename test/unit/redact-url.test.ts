import { describe, expect, it } from 'vitest';
import { redactUrl } from '../../server/http/app.js';

describe('request log URLs', () => {
  it('hide emailed-link tokens and OAuth codes but keep the rest', () => {
    expect(redactUrl('/auth/reset-password?token=abc123')).toBe('/auth/reset-password?token=%5Bredacted%5D');
    expect(redactUrl('/api/auth/oidc/google/callback?code=c0de&state=s7&scope=openid')).toBe(
      '/api/auth/oidc/google/callback?code=%5Bredacted%5D&state=%5Bredacted%5D&scope=openid',
    );
    expect(redactUrl('/public/browse?platform=capcut')).toBe('/public/browse?platform=capcut');
    expect(redactUrl('/healthz')).toBe('/healthz');
  });
});
