import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.js';
import { ipSubject as ipKey } from '../../server/http/rate-limits.js';
import { DEFAULT_PASSWORD_POLICY, passwordProblem } from '../../server/modules/accounts/password-policy.js';
import { approximateLocation, describeDevice } from '../../server/modules/accounts/session-device.js';
import { tempDirForTest } from '../support/temp-dir.js';

describe('password policy', () => {
  const check = (password: string, email = 'ada.lovelace@example.test') =>
    passwordProblem(DEFAULT_PASSWORD_POLICY, password, email);

  it('accepts a long enough uncommon password, without composition rules', () => {
    expect(check('correct horse battery staple')).toBeNull();
    expect(check('alllowercase')).toBeNull();
  });

  it('refuses short, common (in any case) and email-derived passwords', () => {
    expect(check('short')).toMatch(/at least 8/);
    expect(check('PASSWORD')).toMatch(/most common/);
    expect(check('baseball')).toMatch(/most common/);
    expect(check('Ada.Lovelace@example.test')).toMatch(/email address/);
    expect(check('ada.lovelace')).toMatch(/email address/);
  });

  it('counts characters as people see them (code points)', () => {
    expect(check('🎬🎬🎬🎬🎬🎬🎬')).toMatch(/at least 8/);
    expect(check('🎬🎬🎬🎬🎬🎬🎬🎬')).toBeNull();
  });

  it('takes its minimum from PASSWORD_MIN_LENGTH, 6–64', () => {
    const dir = tempDirForTest('framestock-policy-');
    expect(loadConfig({ DATA_DIR: dir, PASSWORD_MIN_LENGTH: '12' }).auth.passwordMinLength).toBe(12);
    expect(() => loadConfig({ DATA_DIR: dir, PASSWORD_MIN_LENGTH: '5' })).toThrow(/PASSWORD_MIN_LENGTH: must be 6–64/);
    expect(() => loadConfig({ DATA_DIR: dir, PASSWORD_MIN_LENGTH: '65' })).toThrow(/PASSWORD_MIN_LENGTH/);
  });

  it('checks the email settings', () => {
    const dir = tempDirForTest('framestock-mail-');
    expect(() => loadConfig({ DATA_DIR: dir, SMTP_URL: 'https://mail.example.com' })).toThrow(/SMTP_URL: must start/);
    expect(() => loadConfig({ DATA_DIR: dir, MAIL_FROM: 'nobody' })).toThrow(/MAIL_FROM/);
    expect(loadConfig({ DATA_DIR: dir, SITE_URL: 'https://framestock.example' }).mail.from).toBe(
      'Framestock <no-reply@framestock.example>',
    );
  });
});

describe('rate-limit keys', () => {
  it('use IPv4 as is (also IPv4-mapped IPv6) and IPv6 by its /64', () => {
    expect(ipKey('203.0.113.9')).toBe('203.0.113.9');
    expect(ipKey('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(ipKey('2001:db8:0:1::5')).toBe('2001:db8:0:1::/64');
    expect(ipKey('2001:0db8:0000:0001:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:0:1::/64');
    expect(ipKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(ipKey('::1')).toBe('0:0:0:0::/64');
    expect(ipKey(undefined)).toBe('unknown');
  });
});

describe('session device and location', () => {
  it('names browser and system, or the app', () => {
    expect(
      describeDevice(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
      ),
    ).toBe('Safari 17 on iOS (mobile)');
    expect(describeDevice('Framestock/1.2 (iOS 17.1) CFNetwork/1410 Darwin/22.6.0')).toBe('Framestock/1.2');
    expect(describeDevice('curl/8.5.0')).toBe('curl/8.5.0');
    expect(describeDevice(null)).toBeNull();
  });

  it('finds the country of a public IPv4 address offline, and nothing for private ones', () => {
    expect(approximateLocation('81.2.69.160')).toBe('United Kingdom');
    expect(approximateLocation('::ffff:8.8.8.8')).toBe('United States');
    expect(approximateLocation('10.0.0.1')).toBeNull();
    expect(approximateLocation('127.0.0.1')).toBeNull();
    expect(approximateLocation('2001:db8::1')).toBeNull();
  });
});
