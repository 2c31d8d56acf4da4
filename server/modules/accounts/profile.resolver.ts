import { Arg, Ctx, FieldResolver, Mutation, Resolver, Root } from 'type-graphql';
import { Auth } from '../../graphql/auth.js';
import type { Context } from '../../graphql/context.js';
import { User } from './accounts.types.js';
import * as profile from './profile.service.js';
import { RemoveProfilePhotoPayload, UpdateProfileInput, UpdateProfilePayload } from './profile.types.js';

@Resolver(() => User)
export class ProfileResolver {
  @FieldResolver(() => String, {
    nullable: true,
    description:
      'Public URL of the profile photo (256×256 WebP; the URL changes when the photo does, so it may be cached); null when there is none. Upload with POST /api/profile/photo.',
  })
  photoUrl(@Root() user: User, @Ctx() ctx: Context): string | null {
    return profile.photoUrl(ctx, user);
  }

  @Mutation(() => UpdateProfilePayload, {
    description: 'Change the signed-in user’s profile; only the fields given change, and nothing changes on an error.',
  })
  @Auth()
  updateProfile(
    @Ctx() ctx: Context,
    @Arg('input', () => UpdateProfileInput, { description: 'The fields to change.' }) input: UpdateProfileInput,
  ) {
    return profile.updateProfile(ctx, input);
  }

  @Mutation(() => RemoveProfilePhotoPayload, { description: 'Remove the signed-in user’s profile photo.' })
  @Auth()
  removeProfilePhoto(@Ctx() ctx: Context) {
    return profile.removeProfilePhoto(ctx);
  }
}
