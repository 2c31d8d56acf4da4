import { Ctx, Query, Resolver } from 'type-graphql';
import type { Context } from '../../../graphql/context.js';
import { listAuthProviders } from './oidc.service.js';
import { AuthProvider } from './oidc.types.js';

@Resolver()
export class OidcResolver {
  @Query(() => [AuthProvider], {
    description: 'Social sign-in providers configured on this server, in display order; empty when none is configured.',
  })
  authProviders(@Ctx() ctx: Context): AuthProvider[] {
    return listAuthProviders(ctx);
  }
}
