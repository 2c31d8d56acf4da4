/** The questions other modules ask of the settings, one small function each. */
import type { AppDeps } from '../../graphql/context.js';
import { currentSettings } from './settings.service.js';
import { mibToBytes, type ReviewPolicyValue, type SiteSettingsValues } from './settings-schema.js';

type Deps = Pick<AppDeps, 'services' | 'db'>;

export type FeatureName = keyof SiteSettingsValues['features'];

export async function isFeatureOn(deps: Deps, feature: FeatureName): Promise<boolean> {
  return (await currentSettings(deps)).features[feature];
}

export async function uploadCeilingBytes(deps: Deps): Promise<number> {
  return mibToBytes((await currentSettings(deps)).limits.maxUploadMib);
}

export async function converterCeilingBytes(deps: Deps): Promise<number> {
  return mibToBytes((await currentSettings(deps)).limits.converterMaxFileMib);
}

export async function mailSenderOf(deps: Deps): Promise<string | undefined> {
  return (await currentSettings(deps)).mailSender || undefined;
}

export async function reviewPolicyOf(deps: Deps): Promise<ReviewPolicyValue> {
  return (await currentSettings(deps)).reviewPolicy;
}
