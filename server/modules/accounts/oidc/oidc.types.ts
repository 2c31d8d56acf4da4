import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';

export enum AuthProviderProtocol {
  OIDC = 'OIDC',
  OAUTH2 = 'OAUTH2',
}
registerEnumType(AuthProviderProtocol, {
  name: 'AuthProviderProtocol',
  description: 'How the server talks to a social sign-in provider (the client treats both alike).',
  valuesConfig: {
    OIDC: { description: 'OpenID Connect: the identity comes from a signed ID token (Google, any OIDC issuer).' },
    OAUTH2: { description: 'Plain OAuth 2.0 plus the provider’s user API (GitHub, which has no OpenID Connect).' },
  },
});

@ObjectType({ description: 'A configured social sign-in provider, for the client to offer as a button.' })
export class AuthProvider {
  @Field(() => ID, {
    description: 'Provider id used in URLs, e.g. `google`, `github`, or the configured AUTH_OIDC_ID.',
  })
  id: string;

  @Field({ description: 'Name to show on the button, e.g. "Google".' })
  displayName: string;

  @Field(() => AuthProviderProtocol, { description: 'OpenID Connect or plain OAuth 2.0.' })
  protocol: `${AuthProviderProtocol}`;

  @Field({
    description:
      'Relative URL that starts sign-in: navigate the whole page (not fetch) to it, adding `?redirect=<same-site path>` ' +
      'to choose where to land. The browser comes back to that path with `auth=login|sign_up&provider=<id>` ' +
      '(and `linked=1` when an existing account was linked), then calls refreshSession; or to ' +
      '`/login?error=<code>&provider=<id>[&redirect=<path>]` on failure.',
  })
  startUrl: string;
}
