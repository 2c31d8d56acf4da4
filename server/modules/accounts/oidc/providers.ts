/**
 * The configured social sign-in providers, as openid-client sees them, and
 * how each one tells us who signed in.
 *
 * - OpenID Connect issuers (Google, AUTH_OIDC_*): metadata by discovery; the
 *   identity comes from the ID token, whose signature, issuer, audience, expiry
 *   and nonce openid-client checks; the userinfo endpoint fills in an email the
 *   ID token lacks.
 * - GitHub is OAuth 2.0 only: no discovery document, no ID token, hence no
 *   nonce. Its fixed endpoints are configured by hand; the identity is the
 *   numeric user id from GET /user (stable, unlike the login name) and the
 *   email is the primary address from GET /user/emails, verified only when
 *   GitHub says so. PKCE and state still protect the redirect.
 */
import * as oidc from 'openid-client';
import { isLoopbackHost, type SocialProviderConfig } from '../../../config.js';

/** Who the provider says signed in. */
export interface ProviderProfile {
  subject: string;
  email: string | null;
  /** True only when the provider vouches that the person controls `email`. */
  emailVerified: boolean;
  name: string | null;
}

/** Outbound calls to a provider give up after this long (seconds): the user is waiting on a redirect. */
const PROVIDER_TIMEOUT_SECONDS = 10;

function isLoopbackHttp(url: string): boolean {
  const u = new URL(url);
  return u.protocol === 'http:' && isLoopbackHost(u.hostname);
}

export class SocialProviders {
  /** Discovered configurations, per provider. Metadata is a cache, not state: any instance can rebuild it. */
  private readonly clients = new Map<string, Promise<oidc.Configuration>>();

  constructor(readonly list: readonly SocialProviderConfig[]) {}

  get(id: string): SocialProviderConfig | undefined {
    return this.list.find((p) => p.id === id);
  }

  /** The openid-client configuration of a provider; a failed discovery is retried on the next attempt. */
  client(provider: SocialProviderConfig): Promise<oidc.Configuration> {
    let client = this.clients.get(provider.id);
    if (!client) {
      client = buildClient(provider);
      client.catch(() => this.clients.delete(provider.id));
      this.clients.set(provider.id, client);
    }
    return client;
  }

  /** Reads the identity out of a completed token exchange. */
  async profile(
    provider: SocialProviderConfig,
    client: oidc.Configuration,
    tokens: oidc.TokenEndpointResponse & oidc.TokenEndpointResponseHelpers,
  ): Promise<ProviderProfile> {
    return provider.kind === 'github' ? githubProfile(provider, client, tokens) : oidcProfile(client, tokens);
  }
}

async function buildClient(provider: SocialProviderConfig): Promise<oidc.Configuration> {
  // Plain http only for a provider on this machine (config.ts refuses it elsewhere).
  const insecure = isLoopbackHttp(provider.kind === 'github' ? provider.webUrl : provider.issuer);
  if (provider.kind === 'github') {
    const client = new oidc.Configuration(
      {
        issuer: provider.webUrl,
        authorization_endpoint: `${provider.webUrl}/login/oauth/authorize`,
        token_endpoint: `${provider.webUrl}/login/oauth/access_token`,
      },
      provider.clientId,
      provider.clientSecret,
    );
    client.timeout = PROVIDER_TIMEOUT_SECONDS;
    if (insecure) oidc.allowInsecureRequests(client);
    return client;
  }
  return oidc.discovery(
    new URL(provider.issuer),
    provider.clientId,
    provider.clientSecret,
    // Without a secret the client is public: PKCE alone binds the code to this attempt.
    provider.clientSecret ? undefined : oidc.None(),
    { timeout: PROVIDER_TIMEOUT_SECONDS, execute: insecure ? [oidc.allowInsecureRequests] : [] },
  );
}

const str = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null);

/** `email_verified` is a boolean by the spec, but some providers send the string "true". */
const isTrue = (v: unknown): boolean => v === true || v === 'true';

async function oidcProfile(
  client: oidc.Configuration,
  tokens: oidc.TokenEndpointResponse & oidc.TokenEndpointResponseHelpers,
): Promise<ProviderProfile> {
  const claims = tokens.claims();
  if (!claims) throw new Error('the provider returned no ID token');
  let email = str(claims.email);
  let emailVerified = email !== null && isTrue(claims.email_verified);
  let name = str(claims.name) ?? str(claims.preferred_username);
  // Some issuers keep the email out of the ID token; userinfo, checked against the same subject, has it.
  if (email === null && client.serverMetadata().userinfo_endpoint) {
    const info = await oidc.fetchUserInfo(client, tokens.access_token, claims.sub);
    email = str(info.email);
    emailVerified = email !== null && isTrue(info.email_verified);
    name ??= str(info.name) ?? str(info.preferred_username);
  }
  return { subject: claims.sub, email, emailVerified, name };
}

interface GithubUser {
  id: number;
  login: string;
  name: string | null;
  email: string | null;
}

interface GithubEmail {
  email: string;
  primary: boolean;
  verified: boolean;
}

async function githubProfile(
  provider: Extract<SocialProviderConfig, { kind: 'github' }>,
  client: oidc.Configuration,
  tokens: oidc.TokenEndpointResponse,
): Promise<ProviderProfile> {
  const get = async <T>(path: string): Promise<T | undefined> => {
    const res = await oidc.fetchProtectedResource(
      client,
      tokens.access_token,
      new URL(`${provider.apiUrl}${path}`),
      'GET',
      null,
      new Headers({ accept: 'application/vnd.github+json', 'x-github-api-version': '2022-11-28' }),
    );
    if (res.ok) return (await res.json()) as T;
    if (path === '/user/emails' && (res.status === 403 || res.status === 404)) return undefined;
    throw new Error(`GitHub answered ${res.status} to GET ${path}`);
  };
  const user = await get<GithubUser>('/user');
  if (!user || typeof user.id !== 'number') throw new Error('GitHub returned no user id');
  // The public profile email carries no verification flag; only /user/emails (scope user:email) does.
  const emails = await get<GithubEmail[]>('/user/emails');
  const primary = Array.isArray(emails) ? emails.find((e) => e.primary) : undefined;
  const email = str(primary?.email) ?? str(user.email);
  return {
    subject: String(user.id),
    email,
    emailVerified: primary !== undefined && email === str(primary.email) && primary.verified === true,
    name: str(user.name) ?? str(user.login),
  };
}
