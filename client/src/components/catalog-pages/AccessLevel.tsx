/** The access panel's sentence ("Included in Creator and Studio — or buy this item for $4.99"), in the level's colour. */
import type { Access } from '../../graphql/generated/graphql';

export function AccessLevel({ access, sentence }: { access: Access; sentence: string }) {
  return <p className={`cp-access__level cp-access__level--${access.toLowerCase()}`}>{sentence}</p>;
}
