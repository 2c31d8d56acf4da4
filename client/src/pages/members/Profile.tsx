/**
 * `/profile`, `/members/profile` and `/admin/profile`: display name, bio,
 * email choices and the profile photo (checked here — an image of at most
 * 5 MB — previewed, then uploaded over HTTP; see lib/profilePhoto.ts).
 */
import '../../styles/account.css';
import { useMutation, useQuery } from '@apollo/client/react';
import { type ChangeEvent, type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { FormAlerts } from '../../components/FormAlerts';
import { SuccessNotice } from '../../components/LinkLanding';
import { PageLoading } from '../../components/PageLoading';
import { SubmitButton } from '../../components/SubmitButton';
import { TextField } from '../../components/TextField';
import {
  type EmailCadence,
  MyProfileDocument,
  type NotificationEmailTopic,
  type ProfileFieldsFragment,
  RemoveProfilePhotoDocument,
  UpdateProfileDocument,
} from '../../graphql/generated/graphql';
import { useAuth } from '../../lib/auth';
import { fromPayload, toFormErrors } from '../../lib/errors';
import { photoProblem, uploadProfilePhoto } from '../../lib/profilePhoto';
import { type FieldErrors, useFormErrors } from '../../lib/useFormErrors';

const MAX_DISPLAY_NAME = 80;
const MAX_BIO = 500;
const FIELDS = ['displayName', 'bio'] as const;
type Field = (typeof FIELDS)[number];

const NOTIFICATIONS = [
  { key: 'downloadReceipts', label: 'Download receipts', hint: 'A receipt with the licence for each download.' },
] as const;
type NotificationKey = (typeof NOTIFICATIONS)[number]['key'];

/** The notification topics that can be emailed, in the order the server lists them. */
const TOPIC_TEXT: Record<NotificationEmailTopic, { label: string; hint: string }> = {
  REVIEWS: {
    label: 'Review outcomes',
    hint: 'When an item you uploaded is published or needs changes.',
  },
  REQUESTS: {
    label: 'Asset request updates',
    hint: 'When an asset you asked or voted for moves along.',
  },
  FOLLOWS: {
    label: 'New in what you follow',
    hint: 'New items in the categories and platforms you follow.',
  },
  // Product news is this topic (the server's productUpdates switch reads it).
  BROADCASTS: { label: 'Announcements and product news', hint: 'New Framestock features and news from the team.' },
};
const CADENCE_TEXT: Record<EmailCadence, string> = {
  IMMEDIATE: 'Right away',
  DAILY: 'Daily digest',
  OFF: 'Off',
};

export default function ProfilePage() {
  const { data, loading, error, refetch } = useQuery(MyProfileDocument, { fetchPolicy: 'cache-and-network' });
  const profile = data?.me;
  return (
    <div className="account-page">
      <header>
        <h1 className="account-page__title">Profile</h1>
        <p className="account-page__lead">How you appear on Framestock, and which emails you get.</p>
      </header>
      {!profile ? (
        loading ? (
          <PageLoading label="Loading your profile…" />
        ) : (
          <div className="form-alert" role="alert">
            <p>{toFormErrors(error)[0]?.message}</p>
          </div>
        )
      ) : (
        <>
          <PhotoPanel profile={profile} reload={refetch} />
          <DetailsPanel key={profile.id} profile={profile} />
        </>
      )}
    </div>
  );
}

function initialOf(profile: Pick<ProfileFieldsFragment, 'displayName' | 'email'>): string {
  return (profile.displayName.trim()[0] ?? profile.email[0] ?? '?').toUpperCase();
}

function PhotoPanel({ profile, reload }: { profile: ProfileFieldsFragment; reload: () => Promise<unknown> }) {
  const { refreshUser } = useAuth();
  const [removePhoto, { loading: removing }] = useMutation(RemoveProfilePhotoDocument);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [done, setDone] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();

  useEffect(() => {
    if (!file) return;
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  function reset() {
    setFile(null);
    setPreview(null);
    if (inputRef.current) inputRef.current.value = '';
  }

  function onChoose(event: ChangeEvent<HTMLInputElement>) {
    setDone(null);
    const chosen = event.target.files?.[0] ?? null;
    if (!chosen) return reset();
    const problem = photoProblem(chosen);
    setError(problem?.message);
    if (problem) return reset();
    setFile(chosen);
  }

  async function onUpload() {
    if (!file) return;
    setUploading(true);
    setError(undefined);
    const result = await uploadProfilePhoto(file);
    setUploading(false);
    if (!result.ok) {
      setError(result.error.message);
      return;
    }
    reset();
    setDone('Your new photo is saved.');
    await Promise.all([reload().catch(() => undefined), refreshUser()]);
  }

  async function onRemove() {
    setError(undefined);
    setDone(null);
    try {
      await removePhoto();
      setDone('Your photo has been removed.');
      await refreshUser();
    } catch (e) {
      setError(toFormErrors(e)[0]?.message);
    }
  }

  const shown = preview ?? profile.photoUrl;
  return (
    <section className="panel" aria-labelledby="photo-title">
      <h2 id="photo-title">Profile photo</h2>
      <p className="panel__lead">A square image works best. JPEG, PNG, WebP or GIF, up to 5 MB.</p>
      {done && (
        <SuccessNotice>
          <p>{done}</p>
        </SuccessNotice>
      )}
      <div className="profile-photo">
        <span className="avatar avatar--large">
          {shown ? (
            <img src={shown} alt={preview ? 'Preview of the new photo' : 'Your profile photo'} />
          ) : (
            <span aria-hidden="true">{initialOf(profile)}</span>
          )}
        </span>
        <div className={error ? 'field field--invalid' : 'field'}>
          <label className="field__label" htmlFor={inputId}>
            {profile.photoUrl ? 'Choose a new photo' : 'Choose a photo'}
          </label>
          <input
            ref={inputRef}
            id={inputId}
            name="photo"
            type="file"
            accept="image/*"
            onChange={onChoose}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${inputId}-error` : undefined}
          />
          {error && (
            <p className="field__error" id={`${inputId}-error`}>
              {error}
            </p>
          )}
          <div className="button-row">
            {file && (
              <>
                <button
                  type="button"
                  className="button button--primary"
                  disabled={uploading}
                  onClick={() => void onUpload()}
                >
                  {uploading && <span className="spinner spinner--small" aria-hidden="true" />}
                  Upload photo
                </button>
                <button type="button" className="button button--secondary" disabled={uploading} onClick={reset}>
                  Cancel
                </button>
              </>
            )}
            {!file && profile.photoUrl && (
              <button
                type="button"
                className="button button--secondary"
                disabled={removing}
                onClick={() => void onRemove()}
              >
                Remove photo
              </button>
            )}
          </div>
        </div>
      </div>
    </section>
  );
}

/** Review outcomes concern uploaders, and only admins upload: members are not offered the topic (it stays as saved). */
const ADMIN_TOPICS: readonly NotificationEmailTopic[] = ['REVIEWS'];

function DetailsPanel({ profile }: { profile: ProfileFieldsFragment }) {
  const { refreshUser, isAdmin } = useAuth();
  const [updateProfile, { loading }] = useMutation(UpdateProfileDocument);
  const [displayName, setDisplayName] = useState(profile.displayName);
  const [bio, setBio] = useState(profile.bio);
  const [marketingOptIn, setMarketingOptIn] = useState(profile.marketingOptIn);
  const [prefs, setPrefs] = useState<Record<NotificationKey, boolean>>({
    downloadReceipts: profile.notificationPreferences.downloadReceipts,
  });
  const [cadences, setCadences] = useState(profile.notificationPreferences.email);
  const { fieldErrors, formErrors, inputRef, showErrors, showErrorList } = useFormErrors(FIELDS);
  const [saved, setSaved] = useState(false);
  const bioId = useId();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSaved(false);
    const local: FieldErrors<Field> = {};
    if (!displayName.trim()) local.displayName = 'Enter the name to show.';
    else if (displayName.trim().length > MAX_DISPLAY_NAME)
      local.displayName = `Use at most ${MAX_DISPLAY_NAME} characters.`;
    if (bio.trim().length > MAX_BIO) local.bio = `Use at most ${MAX_BIO} characters.`;
    if (local.displayName || local.bio) return showErrors(local, []);
    try {
      const result = await updateProfile({
        variables: {
          input: {
            displayName: displayName.trim(),
            bio: bio.trim(),
            marketingOptIn,
            notificationPreferences: {
              ...prefs,
              email: cadences.map(({ topic, cadence }) => ({ topic, cadence })),
            },
          },
        },
      });
      const errors = fromPayload(result.data?.updateProfile.errors ?? []);
      if (errors.length > 0) return showErrorList(errors);
      showErrors({}, []);
      setSaved(true);
      await refreshUser();
    } catch (e) {
      showErrors(
        {},
        toFormErrors(e).map((x) => x.message),
      );
    }
  }

  const bioLength = bio.trim().length;
  return (
    <section className="panel" aria-labelledby="details-title">
      <h2 id="details-title">About you</h2>
      <p className="panel__lead">
        Signed in as <strong>{profile.email}</strong> (change it in Settings).
      </p>
      <FormAlerts messages={formErrors} />
      {saved && (
        <SuccessNotice>
          <p>Your profile is saved.</p>
        </SuccessNotice>
      )}
      <form className="form" noValidate onSubmit={onSubmit} aria-labelledby="details-title">
        <TextField
          label="Display name"
          name="displayName"
          autoComplete="nickname"
          required
          maxLength={MAX_DISPLAY_NAME}
          value={displayName}
          onChange={(e) => setDisplayName(e.target.value)}
          error={fieldErrors.displayName}
          inputRef={inputRef('displayName')}
        />
        <div className={fieldErrors.bio ? 'field field--invalid' : 'field'}>
          <label className="field__label" htmlFor={bioId}>
            Bio
          </label>
          <textarea
            ref={inputRef('bio')}
            id={bioId}
            name="bio"
            className="field__input field__textarea"
            value={bio}
            onChange={(e) => setBio(e.target.value)}
            aria-invalid={fieldErrors.bio ? true : undefined}
            aria-describedby={`${fieldErrors.bio ? `${bioId}-error ` : ''}${bioId}-hint`}
          />
          {fieldErrors.bio && (
            <p className="field__error" id={`${bioId}-error`}>
              {fieldErrors.bio}
            </p>
          )}
          <p className="field__hint" id={`${bioId}-hint`}>
            Optional. {bioLength} of {MAX_BIO} characters.
          </p>
        </div>
        <fieldset className="fieldset">
          <legend>Emails</legend>
          {NOTIFICATIONS.map((n) => (
            <label key={n.key} className="checkbox">
              <input
                type="checkbox"
                name={n.key}
                checked={prefs[n.key]}
                onChange={(e) => setPrefs((p) => ({ ...p, [n.key]: e.target.checked }))}
              />
              <span>
                {n.label}
                <span className="checkbox__hint">{n.hint}</span>
              </span>
            </label>
          ))}
          <label className="checkbox">
            <input
              type="checkbox"
              name="marketingOptIn"
              checked={marketingOptIn}
              onChange={(e) => setMarketingOptIn(e.target.checked)}
            />
            <span>
              Offers and promotions
              <span className="checkbox__hint">Occasional promotional email. Security emails are always sent.</span>
            </span>
          </label>
        </fieldset>
        <fieldset className="fieldset">
          <legend>Notifications by email</legend>
          <p className="field__hint">
            Everything still shows under the bell. Each email has a one-click unsubscribe link.
          </p>
          {cadences
            .filter(({ topic }) => isAdmin || !ADMIN_TOPICS.includes(topic))
            .map(({ topic, cadence }) => (
              <div className="field" key={topic}>
                <label className="field__label" htmlFor={`${bioId}-${topic}`}>
                  {TOPIC_TEXT[topic].label}
                </label>
                <select
                  id={`${bioId}-${topic}`}
                  name={`email-${topic}`}
                  className="field__input"
                  value={cadence}
                  aria-describedby={`${bioId}-${topic}-hint`}
                  onChange={(e) => {
                    const next = e.target.value as EmailCadence;
                    setCadences((all) => all.map((c) => (c.topic === topic ? { ...c, cadence: next } : c)));
                  }}
                >
                  {(Object.keys(CADENCE_TEXT) as EmailCadence[]).map((value) => (
                    <option key={value} value={value}>
                      {CADENCE_TEXT[value]}
                    </option>
                  ))}
                </select>
                <p className="field__hint" id={`${bioId}-${topic}-hint`}>
                  {TOPIC_TEXT[topic].hint}
                </p>
              </div>
            ))}
        </fieldset>
        <div>
          <SubmitButton busy={loading} className="button button--primary">
            Save profile
          </SubmitButton>
        </div>
      </form>
    </section>
  );
}
