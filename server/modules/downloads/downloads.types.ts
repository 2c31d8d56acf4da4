import { ArgsType, Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Connection, ConnectionArgs } from '../../graphql/connection.js';
import { payloadError } from '../../graphql/payload.js';
import { Licence } from '../billing/index.js';
import { Media } from '../catalog/index.js';
import { MAX_PROJECT_NAME_LENGTH, MAX_REVOKE_REASON_LENGTH } from './download.entity.js';

export enum DownloadItemKind {
  ASSET = 'ASSET',
  IMAGE = 'IMAGE',
  AUDIO = 'AUDIO',
  BUNDLE = 'BUNDLE',
}
registerEnumType(DownloadItemKind, {
  name: 'DownloadItemKind',
  description: 'What was downloaded: a media item of a kind, or a bundle (one ZIP).',
  valuesConfig: {
    ASSET: { description: 'An asset (animation, template, effect).' },
    IMAGE: { description: 'An image.' },
    AUDIO: { description: 'An audio track or sound effect.' },
    BUNDLE: { description: 'A bundle, downloaded as one ZIP.' },
  },
});

@ObjectType({ description: 'The fair-use meter: downloads used in the current allowance period of the plan in force.' })
export class DownloadMeter {
  @Field(() => Int, { description: 'Downloads counted in this period (re-downloads and bought items do not count).' })
  used: number;

  @Field(() => Int, { description: 'Downloads the plan allows per period.' })
  allowance: number;

  @Field(() => Int, { description: 'Downloads left in this period (never below 0).' })
  remaining: number;

  @Field({ description: 'Start of the current period.' })
  periodStart: Date;

  @Field({ description: 'When the count resets (the end of the period).' })
  resetsAt: Date;

  @Field({ description: 'Name of the plan in force, e.g. "Creator".' })
  planName: string;

  @Field(() => Licence, { description: 'The licence new downloads get.' })
  licence: Licence;
}

@ObjectType('DownloadLicence', { description: 'The licence that came with a download, as its owner sees it.' })
export class DownloadLicence {
  @Field(() => ID, { description: 'Licence id, printed on the certificate and checked at /licenses/{id}.' })
  id: string;

  @Field(() => Licence, { description: 'Personal or commercial, from the plan at download time.' })
  type: Licence;

  @Field({ description: 'When it was issued.' })
  issuedAt: Date;

  @Field(() => String, { nullable: true, description: 'The project the member uses the item in; null when not given.' })
  projectName: string | null;

  @Field({ description: 'True once an admin revoked it (refund, chargeback, abuse).' })
  revoked: boolean;

  @Field({ description: 'A link to the PDF certificate, valid for an hour.' })
  certificateUrl: string;
}

@ObjectType({ description: 'One item a member downloaded in one allowance period, with its licence.' })
export class Download {
  @Field(() => ID, { description: 'Stable identifier.' })
  id: string;

  @Field(() => DownloadItemKind, { description: 'Asset, image, audio or bundle.' })
  kind: DownloadItemKind;

  @Field({ description: 'The item’s title when it was downloaded.' })
  title: string;

  @Field(() => ID, { nullable: true, description: 'The media item; null for a bundle.' })
  mediaId: string | null;

  @Field(() => ID, { nullable: true, description: 'The bundle; null for a media item.' })
  bundleId: string | null;

  /** Resolved by DownloadsResolver.media (batched). */
  media: Media | null;

  @Field({ description: 'First download in its period.' })
  downloadedAt: Date;

  @Field({ description: 'Latest download (re-downloads in the same period update it).' })
  lastDownloadedAt: Date;

  @Field({ description: 'The plan it was downloaded under.' })
  planName: string;

  /** Resolved by DownloadsResolver.licence (batched unless already at hand). */
  licence: DownloadLicence;

  /** For the field resolvers. */
  licenceId: string;
}

@ArgsType()
export class MyDownloadsArgs extends ConnectionArgs {
  @Field(() => DownloadItemKind, { nullable: true, description: 'Only downloads of this kind.' })
  kind?: DownloadItemKind | null;

  @Field(() => Date, { nullable: true, description: 'Only downloads from this instant on (inclusive).' })
  from?: Date | null;

  @Field(() => Date, { nullable: true, description: 'Only downloads before this instant (exclusive).' })
  to?: Date | null;
}

@InputType({ description: 'Download one media item or one bundle (give exactly one id).' })
export class DownloadItemInput {
  @Field(() => ID, { nullable: true, description: 'A published media item.' })
  mediaId?: string | null;

  @Field(() => ID, { nullable: true, description: 'A published bundle (downloads as one ZIP).' })
  bundleId?: string | null;

  @Field(() => String, {
    nullable: true,
    description: `Project to name on the licence (at most ${MAX_PROJECT_NAME_LENGTH} characters); can be set later.`,
  })
  projectName?: string | null;
}

export enum DownloadItemErrorCode {
  NOT_FOUND = 'NOT_FOUND',
  SUBSCRIPTION_REQUIRED = 'SUBSCRIPTION_REQUIRED',
  FAIR_USE_LIMIT = 'FAIR_USE_LIMIT',
  FILE_UNAVAILABLE = 'FILE_UNAVAILABLE',
  INVALID_INPUT = 'INVALID_INPUT',
}
export const DownloadItemError = payloadError('DownloadItem', DownloadItemErrorCode, {
  NOT_FOUND: 'No published item or bundle has this id.',
  SUBSCRIPTION_REQUIRED: 'The item is PREMIUM and no paid plan is in force (nor was it bought): show plans.',
  FAIR_USE_LIMIT: 'The plan’s downloads for this period are used up; the message says when they reset.',
  FILE_UNAVAILABLE: 'The item has no original file to hand out yet (still processing).',
  INVALID_INPUT: 'Neither or both ids were given, or the project name is too long.',
});

@ObjectType({
  description: 'Result of downloadItem: where to fetch the file, the download with its licence, the meter.',
})
export class DownloadItemPayload {
  @Field(() => String, {
    nullable: true,
    description: 'Short-lived signed URL of the original file (or the bundle ZIP); null on error.',
  })
  url: string | null;

  @Field(() => Download, {
    nullable: true,
    description: 'The download record (re-used within a period); null on error.',
  })
  download: Download | null;

  @Field(() => DownloadMeter, {
    nullable: true,
    description: 'The meter after this download; null when not signed in.',
  })
  meter: DownloadMeter | null;

  @Field(() => [DownloadItemError], { description: 'Expected failures.' })
  errors: InstanceType<typeof DownloadItemError>[];
}

@InputType({ description: 'Name the project a licence is used for.' })
export class SetLicenceProjectInput {
  @Field(() => ID, { description: 'One of the viewer’s licences.' })
  licenceId: string;

  @Field(() => String, {
    nullable: true,
    description: `The project name, at most ${MAX_PROJECT_NAME_LENGTH} characters; null or empty clears it.`,
  })
  projectName: string | null;
}

export enum LicenceErrorCode {
  NOT_FOUND = 'NOT_FOUND',
  INVALID_INPUT = 'INVALID_INPUT',
  ALREADY_REVOKED = 'ALREADY_REVOKED',
}
export const LicenceError = payloadError('Licence', LicenceErrorCode, {
  NOT_FOUND: 'No such licence (of the viewer’s, for members).',
  INVALID_INPUT: 'A text is too long or empty where required.',
  ALREADY_REVOKED: 'The licence was revoked already.',
});

@ObjectType({ description: 'Result of a licence change.' })
export class LicencePayload {
  @Field(() => LicenceVerification, {
    nullable: true,
    description: 'The licence as verification shows it; null on error.',
  })
  licence: LicenceVerification | null;

  @Field(() => String, { nullable: true, description: 'The project name now on the licence.' })
  projectName: string | null;

  @Field(() => [LicenceError], { description: 'Expected failures.' })
  errors: InstanceType<typeof LicenceError>[];
}

@InputType({ description: 'Revoke a licence (admins): after a refund, a chargeback or abuse.' })
export class RevokeLicenceInput {
  @Field(() => ID, { description: 'The licence.' })
  licenceId: string;

  @Field({ description: `Why, at most ${MAX_REVOKE_REASON_LENGTH} characters; shown on the verification page.` })
  reason: string;
}

export enum LicenceStatus {
  VALID = 'VALID',
  REVOKED = 'REVOKED',
}
registerEnumType(LicenceStatus, {
  name: 'LicenceStatus',
  description: 'Whether a licence holds.',
  valuesConfig: {
    VALID: { description: 'The licence holds (also after the subscription ends).' },
    REVOKED: { description: 'An admin revoked it (refund, chargeback, abuse).' },
  },
});

@ObjectType({
  description: 'What anyone may check about a licence by its id: no name, email or other personal data.',
})
export class LicenceVerification {
  @Field(() => ID, { description: 'Licence id.' })
  id: string;

  @Field(() => LicenceStatus, { description: 'VALID, or REVOKED by an admin.' })
  status: LicenceStatus;

  @Field({ description: 'Title of the licensed item.' })
  itemTitle: string;

  @Field(() => DownloadItemKind, { description: 'Kind of the licensed item.' })
  itemKind: DownloadItemKind;

  @Field(() => Licence, { description: 'Personal or commercial.' })
  type: Licence;

  @Field({ description: 'When it was issued.' })
  issuedAt: Date;

  @Field(() => Date, { nullable: true, description: 'When it was revoked; null while valid.' })
  revokedAt: Date | null;

  @Field(() => String, { nullable: true, description: 'Why it was revoked; null while valid.' })
  revokeReason: string | null;
}

export const DownloadConnection = Connection(Download, 'Download');
