/** The settings form: grouped fields, errors beside the field they concern, a summary of what was saved. */
import { useMutation } from '@apollo/client/react';
import { type FormEvent, useRef, useState } from 'react';
import { Link } from 'react-router';
import { type AdminSettingsFormFragment, UpdateSettingsDocument } from '../../graphql/generated/graphql';
import { formatBytes } from '../../lib/bytes';
import { dateTime } from '../../lib/dates';
import { toFormErrors } from '../../lib/errors';
import { useRevealWhen } from '../../lib/useRevealWhen';
import { announceSiteSettingsChanged } from '../../lib/useSiteSettings';
import { CharacterCount, countShown } from '../CharacterCount';
import { TextField } from '../TextField';

type Values = Omit<AdminSettingsFormFragment, 'version' | 'updatedAt' | 'updatedById' | '__typename'>;

/** The server's limit on the maintenance banner. */
const MAX_BANNER = 280;
const FEATURES: { key: keyof Values['features']; label: string; hint: string }[] = [
  { key: 'fileConverter', label: 'File converter', hint: 'Members convert files between formats.' },
  { key: 'videoGeneration', label: 'Video generation', hint: 'Admins generate clips with Google Veo.' },
  { key: 'requestBoard', label: 'Request board', hint: 'Members ask for assets and vote.' },
];

function valuesOf(s: AdminSettingsFormFragment): Values {
  return {
    siteName: s.siteName,
    tagline: s.tagline,
    supportEmail: s.supportEmail,
    mailSender: s.mailSender,
    reviewPolicy: s.reviewPolicy,
    maintenanceBanner: s.maintenanceBanner,
    features: { ...s.features },
    limits: { ...s.limits },
  };
}

export function SettingsForm({
  settings,
  freePlan,
  onReload,
}: {
  settings: AdminSettingsFormFragment;
  freePlan: { name: string; downloadAllowance: number } | null;
  onReload: () => unknown;
}) {
  const [values, setValues] = useState<Values>(() => valuesOf(settings));
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<{ message: string; stale: boolean } | null>(null);
  const [saved, setSaved] = useState(false);
  // The version these values build on. The form's own save moves it on: the mutation's answer does not
  // reach the page's query (AdminSettings has no id to be merged by), so a second save from the same
  // form was refused as "someone else saved meanwhile".
  const [version, setVersion] = useState(settings.version);
  const feedback = useRef<HTMLDivElement>(null);
  useRevealWhen(feedback, problem ? problem.message : saved ? 'saved' : null);
  // The frame of this very tab (banner, members' links) follows through announceSiteSettingsChanged; a
  // screen that reads the settings with Apollo asks again when it is opened (cache-and-network).
  const [save, { loading }] = useMutation(UpdateSettingsDocument);

  const set = <K extends keyof Values>(key: K, value: Values[K]) => {
    setSaved(false);
    setValues((v) => ({ ...v, [key]: value }));
  };

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setFieldErrors({});
    setProblem(null);
    try {
      const { features, limits, ...rest } = values;
      const result = await save({
        variables: {
          input: {
            expectedVersion: version,
            ...rest,
            features: {
              fileConverter: features.fileConverter,
              videoGeneration: features.videoGeneration,
              requestBoard: features.requestBoard,
            },
            limits: { maxUploadMib: limits.maxUploadMib, converterMaxFileMib: limits.converterMaxFileMib },
          },
        },
      });
      const errors = result.data?.updateSettings.errors ?? [];
      const next = result.data?.updateSettings.settings;
      if (errors.length === 0) {
        if (next) setVersion(next.version);
        setSaved(true);
        announceSiteSettingsChanged();
        return;
      }
      const stale = errors.some((e) => e.code === 'STALE_VERSION');
      setFieldErrors(Object.fromEntries(errors.filter((e) => e.field && !stale).map((e) => [e.field, e.message])));
      setProblem({ message: stale ? (errors[0]?.message ?? '') : 'Not saved: check the field marked below.', stale });
    } catch (err) {
      setProblem({ message: toFormErrors(err)[0]?.message ?? 'Not saved.', stale: false });
    }
  }

  // Set in MiB (a power of two, as the limits are stored); the site writes sizes in decimal units,
  // so the hint says what members will read, e.g. 10240 MiB is "10.7 GB".
  const mib = (key: keyof Values['limits'], label: string, hint: string) => (
    <TextField
      label={label}
      hint={
        Number.isFinite(values.limits[key]) && values.limits[key] > 0
          ? `${hint} Shown to members as ${formatBytes(values.limits[key] * 1024 * 1024)}.`
          : hint
      }
      type="number"
      inputMode="numeric"
      min={1}
      max={10240}
      required
      value={String(values.limits[key])}
      error={fieldErrors[`limits.${key}`]}
      onChange={(e) => set('limits', { ...values.limits, [key]: e.target.valueAsNumber })}
    />
  );

  return (
    <form className="settings-form" onSubmit={onSubmit} noValidate>
      <div ref={feedback} className="form-alert-region" aria-live="polite">
        {problem && (
          <div className="form-alert" role="alert">
            <p>{problem.message}</p>
            {problem.stale && (
              <button type="button" className="button button--secondary" onClick={() => void onReload()}>
                Reload settings
              </button>
            )}
          </div>
        )}
        {saved && (
          <p className="flash" role="status">
            Saved. Every server applies it within a few seconds.
          </p>
        )}
      </div>

      <fieldset className="settings-form__group">
        <legend>Site</legend>
        <TextField
          label="Site name"
          required
          maxLength={60}
          value={values.siteName}
          error={fieldErrors.siteName}
          onChange={(e) => set('siteName', e.target.value)}
        />
        <TextField
          label="Tagline"
          maxLength={140}
          value={values.tagline}
          error={fieldErrors.tagline}
          onChange={(e) => set('tagline', e.target.value)}
        />
        <TextField
          label="Support email"
          type="email"
          required
          value={values.supportEmail}
          error={fieldErrors.supportEmail}
          onChange={(e) => set('supportEmail', e.target.value)}
        />
        <TextField
          label="Mail sender"
          hint='"Name <address@example.com>"; empty uses MAIL_FROM from the environment.'
          value={values.mailSender}
          error={fieldErrors.mailSender}
          onChange={(e) => set('mailSender', e.target.value)}
        />
      </fieldset>

      <fieldset className="settings-form__group">
        <legend>Maintenance banner</legend>
        <div className={fieldErrors.maintenanceBanner ? 'field field--invalid' : 'field'}>
          <label className="field__label" htmlFor="settings-banner">
            Banner text
          </label>
          <textarea
            id="settings-banner"
            className="field__input field__textarea"
            maxLength={MAX_BANNER}
            rows={2}
            value={values.maintenanceBanner}
            aria-describedby={
              countShown(values.maintenanceBanner.length, MAX_BANNER)
                ? 'settings-banner-hint settings-banner-count'
                : 'settings-banner-hint'
            }
            aria-invalid={fieldErrors.maintenanceBanner ? true : undefined}
            onChange={(e) => set('maintenanceBanner', e.target.value)}
          />
          {fieldErrors.maintenanceBanner && <p className="field__error">{fieldErrors.maintenanceBanner}</p>}
          <p className="field__hint" id="settings-banner-hint">
            Shown at the top of every page while set. Leave empty to hide it.
          </p>
          <CharacterCount id="settings-banner-count" length={values.maintenanceBanner.length} max={MAX_BANNER} />
        </div>
      </fieldset>

      <fieldset className="settings-form__group">
        <legend>Review policy</legend>
        {(
          [
            ['SELF_PUBLISH', 'Any admin may approve, their own uploads included'],
            ['SECOND_ADMIN', 'An admin’s own uploads need a second admin'],
          ] as const
        ).map(([policy, label]) => (
          <label className="checkbox" key={policy}>
            <input
              type="radio"
              name="reviewPolicy"
              checked={values.reviewPolicy === policy}
              onChange={() => set('reviewPolicy', policy)}
            />
            {label}
          </label>
        ))}
      </fieldset>

      <fieldset className="settings-form__group">
        <legend>Features</legend>
        {FEATURES.map((f) => (
          <label className="checkbox" key={f.key}>
            <input
              type="checkbox"
              checked={values.features[f.key]}
              onChange={(e) => set('features', { ...values.features, [f.key]: e.target.checked })}
            />
            <span>
              {f.label} <span className="checkbox__hint">{f.hint}</span>
            </span>
          </label>
        ))}
      </fieldset>

      <fieldset className="settings-form__group">
        <legend>Limits</legend>
        {mib('maxUploadMib', 'Largest upload (MiB)', 'The environment’s per-kind limits still apply; the lower wins.')}
        {mib('converterMaxFileMib', 'Largest converter file (MiB)', 'A plan’s own converter limit may be lower.')}
        <p className="field__hint">
          Default fair-use allowance:{' '}
          {freePlan
            ? `${freePlan.downloadAllowance} downloads a month on the ${freePlan.name} plan`
            : 'no Free plan yet'}{' '}
          — it is the Free plan’s allowance, set on <Link to="/admin/pricing">Pricing</Link>.
        </p>
      </fieldset>

      <div className="button-row">
        <button type="submit" className="button button--primary" disabled={loading}>
          {loading ? 'Saving…' : 'Save settings'}
        </button>
        {settings.updatedAt && (
          <span className="settings-form__meta">
            Version {settings.version}, saved {dateTime(settings.updatedAt as string, 'local')}
          </span>
        )}
      </div>
    </form>
  );
}
