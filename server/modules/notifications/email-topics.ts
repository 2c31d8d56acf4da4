/**
 * Which email topic (the user's per-topic cadence, accounts' profile-rules)
 * a notification type belongs to. Types with no topic are never emailed
 * from here: subscription events already have billing's own emails.
 */
import type { EmailTopic } from '../accounts/index.js';

const TOPIC_BY_PREFIX: readonly [prefix: string, topic: EmailTopic][] = [
  ['media.', 'reviews'],
  ['request.', 'requests'],
  ['follows.', 'follows'],
  ['broadcast', 'broadcasts'],
];

export function emailTopicOf(type: string): EmailTopic | null {
  return TOPIC_BY_PREFIX.find(([prefix]) => type.startsWith(prefix))?.[1] ?? null;
}

/** How a topic reads in an email ("Unsubscribe from request updates"). */
export const TOPIC_LABEL: Readonly<Record<EmailTopic, string>> = {
  reviews: 'review outcomes',
  requests: 'request updates',
  follows: 'new items in what you follow',
  broadcasts: 'announcements',
};
