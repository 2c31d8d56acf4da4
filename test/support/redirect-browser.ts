/**
 * Just enough of a browser for redirect-based sign-in tests: fetch with
 * redirects followed by hand (each hop is visible and can be tampered with)
 * and a cookie jar that honours Path, Max-Age and Expires per host, as
 * browsers do (cookies ignore the port).
 */

interface StoredCookie {
  value: string;
  path: string;
  expires: number | null;
  attributes: string;
}

export interface Hop {
  url: string;
  status: number;
  location: string | null;
  setCookies: string[];
}

export class RedirectBrowser {
  private readonly jar = new Map<string, Map<string, StoredCookie>>();

  /** The cookie the jar would send to `url`, by name. */
  cookie(url: string, name: string): string | undefined {
    return this.cookiesFor(new URL(url)).get(name);
  }

  /** The raw Set-Cookie attributes last stored for a cookie (to assert HttpOnly, SameSite, Path). */
  cookieAttributes(host: string, name: string): string | undefined {
    return this.jar.get(host)?.get(name)?.attributes;
  }

  /** One GET, no redirect following; stores cookies. */
  async get(url: string): Promise<Hop & { response: Response }> {
    const target = new URL(url);
    const cookies = [...this.cookiesFor(target)].map(([k, v]) => `${k}=${v}`).join('; ');
    const response = await fetch(target, { redirect: 'manual', headers: cookies ? { cookie: cookies } : {} });
    const setCookies = response.headers.getSetCookie();
    for (const line of setCookies) this.store(target, line);
    const location = response.headers.get('location');
    return {
      url: target.href,
      status: response.status,
      location: location === null ? null : new URL(location, target).href,
      setCookies,
      response,
    };
  }

  /**
   * Follows redirects from `url` while `until` says to continue, and returns
   * every hop. `tamper` may rewrite a Location before it is followed.
   */
  async follow(
    url: string,
    opts: { until: (next: URL) => boolean; tamper?: (next: URL) => URL | undefined; maxHops?: number },
  ): Promise<Hop[]> {
    const hops: Hop[] = [];
    let next: string | null = url;
    for (let i = 0; next !== null && i < (opts.maxHops ?? 10); i++) {
      const hop = await this.get(next);
      await hop.response.body?.cancel();
      hops.push(hop);
      if (hop.status < 300 || hop.status >= 400 || !hop.location) break;
      let target = new URL(hop.location);
      if (opts.tamper) target = opts.tamper(target) ?? target;
      hop.location = target.href;
      next = opts.until(target) ? target.href : null;
    }
    return hops;
  }

  private cookiesFor(url: URL): Map<string, string> {
    const out = new Map<string, string>();
    const now = Date.now();
    for (const [name, c] of this.jar.get(url.hostname) ?? []) {
      if (c.expires !== null && c.expires <= now) continue;
      const matches = url.pathname === c.path || url.pathname.startsWith(c.path.endsWith('/') ? c.path : `${c.path}/`);
      if (matches || c.path === '/') out.set(name, c.value);
    }
    return out;
  }

  private store(url: URL, line: string): void {
    const [pair = '', ...attrs] = line.split(';').map((s) => s.trim());
    const eq = pair.indexOf('=');
    const name = pair.slice(0, eq);
    const value = pair.slice(eq + 1);
    let path = '/';
    let expires: number | null = null;
    for (const a of attrs) {
      const [k = '', v = ''] = a.split('=');
      if (k.toLowerCase() === 'path') path = v;
      if (k.toLowerCase() === 'max-age') expires = Date.now() + Number(v) * 1000;
      if (k.toLowerCase() === 'expires' && expires === null) expires = Date.parse(v);
    }
    const host = this.jar.get(url.hostname) ?? new Map<string, StoredCookie>();
    this.jar.set(url.hostname, host);
    if (expires !== null && expires <= Date.now()) host.delete(name);
    else host.set(name, { value, path, expires, attributes: attrs.join('; ') });
  }
}
