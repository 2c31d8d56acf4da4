/** GraphQL types of follows. */
import { Field, ID, InputType, ObjectType, registerEnumType } from 'type-graphql';
import { payloadError } from '../../graphql/payload.js';
import { FollowTarget } from './follow.entity.js';

registerEnumType(FollowTarget, {
  name: 'FollowTarget',
  description: 'What a member can follow.',
  valuesConfig: {
    CATEGORY: { description: 'A category.' },
    PLATFORM: { description: 'An editing platform.' },
  },
});

@ObjectType({ description: 'A category or platform the viewer follows.' })
export class Follow {
  @Field(() => FollowTarget, { description: 'Category or platform.' })
  targetType: FollowTarget;

  @Field(() => ID, { description: 'The category’s or platform’s id.' })
  targetId: string;

  @Field({ description: 'Its name.' })
  name: string;

  @Field({ description: 'Its slug.' })
  slug: string;
}

@InputType({ description: 'Follow or unfollow a category or platform.' })
export class SetFollowInput {
  @Field(() => FollowTarget, { description: 'Category or platform.' })
  targetType: FollowTarget;

  @Field(() => ID, { description: 'Its id.' })
  targetId: string;

  @Field({ description: 'True to follow, false to stop.' })
  following: boolean;
}

export enum SetFollowErrorCode {
  NOT_FOUND = 'NOT_FOUND',
  TOO_MANY_FOLLOWS = 'TOO_MANY_FOLLOWS',
}
export const SetFollowError = payloadError('SetFollow', SetFollowErrorCode, {
  NOT_FOUND: 'No category or platform has that id.',
  TOO_MANY_FOLLOWS: 'The member already follows 100 categories and platforms.',
});

@ObjectType({ description: 'The result of setFollow.' })
export class SetFollowPayload {
  @Field({ description: 'Whether the viewer follows it now.' })
  following: boolean;

  @Field(() => [SetFollowError], { description: 'Expected failures; empty on success.' })
  errors: InstanceType<typeof SetFollowError>[];
}
