import type { BroadcastAudience, BroadcastStatus } from '../../graphql/generated/graphql';

export const AUDIENCE_LABELS: Record<BroadcastAudience, string> = {
  EVERYONE: 'Everyone',
  ACTIVE_PLAN: 'Members with a paid plan',
  FREE: 'Free members',
  PLAN: 'One plan',
};

export const STATUS_LABELS: Record<BroadcastStatus, string> = {
  SCHEDULED: 'Scheduled',
  SENDING: 'Sending',
  SENT: 'Sent',
};
