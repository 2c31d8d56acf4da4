/**
 * The site's settings: what an administrator may change without a deploy.
 * One zod schema is the single truth of their shape, limits and defaults; the
 * GraphQL input is checked against it, and a stored row is read through it
 * (keys added later are filled from the defaults). Secrets (API keys,
 * passwords) never belong here: they stay in the environment.
 *
 * The default fair-use allowance is not repeated here: it is the Free plan's
 * allowance, which billing owns (edited on /admin/pricing); one number, one place.
 */
import { z } from 'zod';

export const REVIEW_POLICIES = ['SELF_PUBLISH', 'SECOND_ADMIN'] as const;
export type ReviewPolicyValue = (typeof REVIEW_POLICIES)[number];

const MIB = 1024 * 1024;
/** Upload and converter limits are set in MiB, between 1 MiB and 10 GiB. */
export const MAX_LIMIT_MIB = 10 * 1024;

/** "Name <address>" or a bare address: what an email's From header may be. */
const SENDER = /^(?:[^<>@\r\n]{1,80} <[^<>\s@]+@[^<>\s@]+\.[^<>\s@]+>|[^<>\s@]+@[^<>\s@]+\.[^<>\s@]+)$/;

export const settingsSchema = z.object({
  siteName: z.string().trim().min(1, 'Give the site a name.').max(60, 'At most 60 characters.'),
  tagline: z.string().trim().max(140, 'At most 140 characters.'),
  supportEmail: z.email('Enter an email address, like support@example.com.').max(254),
  /** Empty: the MAIL_FROM of the environment. */
  mailSender: z
    .string()
    .trim()
    .max(160, 'At most 160 characters.')
    .refine((v) => v === '' || SENDER.test(v), 'Use "Name <address@example.com>" or a bare address.'),
  reviewPolicy: z.enum(REVIEW_POLICIES),
  /** Shown at the top of every page while set; empty hides it. */
  maintenanceBanner: z.string().trim().max(280, 'At most 280 characters.'),
  features: z.object({
    fileConverter: z.boolean(),
    videoGeneration: z.boolean(),
    requestBoard: z.boolean(),
  }),
  limits: z.object({
    maxUploadMib: z.number().int('A whole number.').min(1, 'At least 1 MiB.').max(MAX_LIMIT_MIB, 'At most 10240 MiB.'),
    converterMaxFileMib: z
      .number()
      .int('A whole number.')
      .min(1, 'At least 1 MiB.')
      .max(MAX_LIMIT_MIB, 'At most 10240 MiB.'),
  }),
});

export type SiteSettingsValues = z.infer<typeof settingsSchema>;

export const DEFAULT_SETTINGS: SiteSettingsValues = {
  siteName: 'Framestock',
  tagline: 'Assets, images and audio for video creators',
  supportEmail: 'support@framestock.example',
  mailSender: '',
  reviewPolicy: 'SELF_PUBLISH',
  maintenanceBanner: '',
  features: { fileConverter: true, videoGeneration: true, requestBoard: true },
  // The converter's cap guards against a plan set above what this site can hold; by default it lets the
  // plans' own limits through (the demo's 200 MB, 2 GB and 10 GB read on pricing as set).
  limits: { maxUploadMib: 2048, converterMaxFileMib: MAX_LIMIT_MIB },
};

export const mibToBytes = (mib: number) => mib * MIB;

/**
 * A stored row read through the schema: keys it lacks (added after it was
 * written) come from the defaults; a value that no longer fits falls back too.
 */
export function readStored(stored: unknown): SiteSettingsValues {
  const raw = (stored ?? {}) as Partial<SiteSettingsValues>;
  const merged = {
    ...DEFAULT_SETTINGS,
    ...raw,
    features: { ...DEFAULT_SETTINGS.features, ...raw.features },
    limits: { ...DEFAULT_SETTINGS.limits, ...raw.limits },
  };
  const parsed = settingsSchema.safeParse(merged);
  return parsed.success ? parsed.data : DEFAULT_SETTINGS;
}
