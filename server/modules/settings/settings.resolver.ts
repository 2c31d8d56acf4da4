import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { Auth, Role } from '../../graphql/auth.js';
import type { Context } from '../../graphql/context.js';
import { adminSettings, currentSettings, updateSettings } from './settings.service.js';
import { AdminSettings, SiteSettings, UpdateSettingsInput, UpdateSettingsPayload } from './settings.types.js';

@Resolver()
export class SettingsResolver {
  @Query(() => SiteSettings, {
    description: 'Site name, support address, maintenance banner and feature switches, as in force now. Public.',
  })
  siteSettings(@Ctx() ctx: Context): Promise<SiteSettings> {
    return currentSettings(ctx.app);
  }

  @Query(() => AdminSettings, { description: 'Every setting with its version, for the settings form.' })
  @Auth(Role.ADMIN)
  adminSettings(@Ctx() ctx: Context): Promise<AdminSettings> {
    return adminSettings(ctx);
  }

  @Mutation(() => UpdateSettingsPayload, {
    description: 'Changes settings (audited with before and after); every instance applies them within 5 s.',
  })
  @Auth(Role.ADMIN)
  updateSettings(
    @Ctx() ctx: Context,
    @Arg('input', { description: 'The settings to change.' }) input: UpdateSettingsInput,
  ): Promise<UpdateSettingsPayload> {
    return updateSettings(ctx, input);
  }
}
