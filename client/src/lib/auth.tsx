/**
 * Authentication state, exactly as spec §4 describes it:
 *
 *   isLoading (starts true), isAuthenticated, user, authInitialized.
 *   1. On every sign-in change isLoading becomes true.
 *   2. With a user, the profile (`me`) is read and merged over the sign-in
 *      data, then isAuthenticated becomes true;
 *   3. if that read fails, the basic sign-in data is used and the failure logged.
 *   4. Without a user, the user is cleared and isAuthenticated becomes false.
 *   5. Then isLoading becomes false and authInitialized true.
 *
 * On start-up the session is restored from the httpOnly refresh cookie
 * (refreshSession). The access token lives in memory (./session.ts) and is
 * refreshed 5 minutes before it expires; a USER_DISABLED or USER_TOKEN_EXPIRED
 * answer, or UNAUTHENTICATED after a failed refresh, signs the user out here
 * (and `sessionEndedReason` says why, for the login page to explain).
 *
 * Every way of starting a session goes through `startSession(mutate)`: sign-in,
 * sign-up, an email link, or `refreshSession()` after a social sign-in has set
 * a new refresh cookie. The profile reads (`refreshUser`) and local sign-outs
 * (`endSessionLocally`, after the account was deleted) keep the state in step.
 */
import {
  createContext,
  type ReactNode,
  startTransition,
  use,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import {
  MeDocument,
  RefreshSessionDocument,
  type RefreshSessionMutation,
  type SessionUserFragment,
  SignInDocument,
  type SignInErrorCode,
  SignInWithEmailLinkDocument,
  type SignInWithEmailLinkErrorCode,
  SignOutDocument,
} from '../graphql/generated/graphql';
import { EARLY_RESTORE_PROPERTY, takePageSlot } from '../serverRendering';
import { clearApolloStore } from './apolloLoader';
import { type FormError, fromPayload, toFormErrors } from './errors';
import { graphqlRequest, readGraphQLResponse } from './graphqlRequest';
import {
  AUTH_TIMING,
  clearAccessToken,
  endSession,
  onSessionEnded,
  registerRefresher,
  type SessionEndReason,
  setAccessToken,
  withRefreshLock,
} from './session';
import { forgetFetchedAnswers } from './useFetchQuery';

export { AUTH_TIMING };

/** The signed-in user: the sign-in data with the profile merged over it. */
export type AuthUser = SessionUserFragment;

export interface AuthState {
  isLoading: boolean;
  isAuthenticated: boolean;
  user: AuthUser | null;
  authInitialized: boolean;
}

/** The outcome of a sign-in; `errors` holds the payload's codes (C) or a transport code (NETWORK_REQUEST_FAILED, …). */
export type AuthResult<C extends string> =
  | { ok: true; user: AuthUser }
  | { ok: false; errors: (FormError & { code: C | (string & {}) })[] };

/** What a session-starting mutation answers (signIn, completeSignUp, signInWithEmailLink, refreshSession). */
export interface SessionPayload {
  user: AuthUser | null;
  accessToken: string | null;
  accessTokenExpiresAt: string | null;
  errors: readonly { code: string; field?: string | null; message: string; retryAfterSeconds?: number | null }[];
}

export interface AuthContextValue extends AuthState {
  isAdmin: boolean;
  /** Why the last session ended without the user asking (disabled, expired); null otherwise. */
  sessionEndedReason: SessionEndReason | null;
  signIn(email: string, password: string): Promise<AuthResult<SignInErrorCode>>;
  /** Signs in with the token of an emailed sign-in link. */
  signInWithEmailLink(token: string): Promise<AuthResult<SignInWithEmailLinkErrorCode>>;
  /** The generic entry point: runs a mutation that answers a session payload and makes its user the signed-in one. */
  startSession<C extends string>(mutate: () => Promise<SessionPayload | null | undefined>): Promise<AuthResult<C>>;
  /** Exchanges the refresh cookie now (e.g. after a social sign-in set a new one) and signs in with it. */
  refreshSession(): Promise<AuthResult<string>>;
  /** Reads the profile again and merges it over the user (not a sign-in change: isLoading stays false). */
  refreshUser(): Promise<void>;
  signOut(): Promise<void>;
  /** Forgets the session here only: the server ended it already (e.g. the account was deleted). */
  endSessionLocally(): Promise<void>;
}

/** The signed-in user changed: nothing fetched for the one before may show (Apollo's cache, remembered answers). */
async function forgetUserData(): Promise<void> {
  forgetFetchedAnswers();
  await clearApolloStore();
}

const AuthContext = createContext<AuthContextValue | null>(null);

const RESTORING: AuthState = { isLoading: true, isAuthenticated: false, user: null, authInitialized: false };
const VISITOR: AuthState = { isLoading: false, isAuthenticated: false, user: null, authInitialized: true };

/** Keeps the token of a successful payload; returns its user, or null. */
function acceptSession(payload: SessionPayload): AuthUser | null {
  if (payload.errors.length > 0 || !payload.user || !payload.accessToken || !payload.accessTokenExpiresAt) return null;
  setAccessToken(payload.accessToken, payload.accessTokenExpiresAt);
  return payload.user;
}

type RefreshOutcome = { user: AuthUser } | { code: string };

/**
 * The server sets this readable hint beside the httpOnly refresh cookie, with
 * the same lifetime (server/modules/accounts/refresh-cookie.ts). Without it
 * there is no refresh cookie to spend: a visitor's page asks for nothing and
 * its first queries go out at once, not one round trip later.
 */
const SESSION_HINT = /(?:^|;\s*)fs_session=/;

/**
 * A browser without the hint is a visitor from the first render on, with nothing to restore; so is
 * a server render (server/http/page-render.ts renders only for visitors), whose HTML the first
 * render must then match.
 */
function hasSessionHint(): boolean {
  return typeof document !== 'undefined' && SESSION_HINT.test(document.cookie);
}

/**
 * The refreshSession answer: the one the app shell sent before the app ran (server/http/early-restore.ts),
 * taken once, or one asked for now under the cross-tab lock.
 */
async function refreshSessionPayload(): Promise<RefreshSessionMutation['refreshSession'] | undefined> {
  // A network failure of the early request (no answer) is asked again, as graphqlRequest retries one.
  const early = await takePageSlot<Promise<Response>>(EARLY_RESTORE_PROPERTY)?.catch(() => undefined);
  if (early) return (await readGraphQLResponse<RefreshSessionMutation>(early)).refreshSession;
  return withRefreshLock(async () => (await graphqlRequest(RefreshSessionDocument)).refreshSession);
}

/** One refreshSession exchange at a time, in this tab and across tabs (the refresh token is single-use). */
let refreshInflight: Promise<RefreshOutcome> | null = null;
function exchangeRefreshCookie(): Promise<RefreshOutcome> {
  if (!hasSessionHint()) return Promise.resolve({ code: 'USER_TOKEN_EXPIRED' });
  refreshInflight ??= refreshSessionPayload()
    .then((payload): RefreshOutcome => {
      if (!payload) return { code: 'USER_TOKEN_EXPIRED' };
      const user = acceptSession(payload);
      return user ? { user } : { code: payload.errors[0]?.code ?? 'USER_TOKEN_EXPIRED' };
    })
    .finally(() => {
      refreshInflight = null;
    });
  return refreshInflight;
}

/** The start-up restore runs once per page, even when React mounts the provider twice (StrictMode). */
let restoreOnce: Promise<AuthUser | null> | null = null;
function restoreSession(): Promise<AuthUser | null> {
  restoreOnce ??= exchangeRefreshCookie().then(
    (outcome) => ('user' in outcome ? outcome.user : null),
    (error: unknown) => {
      console.warn('Could not restore the session.', error);
      return null;
    },
  );
  return restoreOnce;
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<AuthState>(() => (hasSessionHint() ? RESTORING : VISITOR));
  const [sessionEndedReason, setSessionEndedReason] = useState<SessionEndReason | null>(null);
  // Each sign-in change gets a number; a slower, older one never overwrites a newer one.
  const generation = useRef(0);

  const onSignInChanged = useCallback(
    async (basic: AuthUser | null, opts: { restoring?: boolean } = {}): Promise<AuthUser | null> => {
      const gen = ++generation.current;
      // The start-up restore re-renders the whole page with its outcome (frame, account menu, the
      // guarded screen): as a transition React renders that in 5 ms slices, so a phone's main thread
      // is not held for the whole tree at once. Any other change stays urgent: after a sign-in the
      // caller navigates at once, and the route guard must already see the user.
      const settle = opts.restoring ? startTransition : (update: () => void) => update();
      setState((s) => ({ ...s, isLoading: true }));
      if (!basic) {
        settle(() => setState({ isLoading: false, isAuthenticated: false, user: null, authInitialized: true }));
        return null;
      }
      let user = basic;
      try {
        const { me } = await graphqlRequest(MeDocument);
        if (me) user = { ...basic, ...me };
      } catch (error) {
        console.error('Could not read the profile; using the sign-in data.', error);
      }
      if (gen === generation.current) {
        settle(() => setState({ isLoading: false, isAuthenticated: true, user, authInitialized: true }));
      }
      return user;
    },
    [],
  );

  // The session ended on the server's word (disabled, expired, refused): sign out here.
  const signOutLocally = useCallback(async () => {
    clearAccessToken();
    await forgetUserData();
    await onSignInChanged(null);
  }, [onSignInChanged]);

  useEffect(() => {
    const unregister = registerRefresher(async () => {
      try {
        const outcome = await exchangeRefreshCookie();
        if ('user' in outcome) return true;
        endSession(outcome.code === 'USER_DISABLED' ? 'USER_DISABLED' : 'USER_TOKEN_EXPIRED');
        return false;
      } catch (error) {
        console.warn('Could not refresh the session.', error);
        return false;
      }
    });
    const unsubscribe = onSessionEnded((reason) => {
      setSessionEndedReason(reason);
      void signOutLocally();
    });
    let cancelled = false;
    const restoring = hasSessionHint();
    void restoreSession().then((user) => {
      // A sign-in that finished first (a quick user on /login) wins over the restore; a visitor already shows as one.
      if (!cancelled && generation.current === 0 && (restoring || user))
        void onSignInChanged(user, { restoring: true });
    });
    return () => {
      cancelled = true;
      unregister();
      unsubscribe();
    };
  }, [onSignInChanged, signOutLocally]);

  /** Runs a mutation that starts a session (sign-in, completing a sign-up) and makes its user the signed-in one. */
  const beginSession = useCallback(
    async <C extends string>(mutate: () => Promise<SessionPayload | null | undefined>): Promise<AuthResult<C>> => {
      try {
        const payload = await mutate();
        if (!payload) return { ok: false, errors: toFormErrors(undefined) };
        const basic = acceptSession(payload);
        if (!basic) return { ok: false, errors: fromPayload(payload.errors) };
        setSessionEndedReason(null);
        await forgetUserData();
        return { ok: true, user: (await onSignInChanged(basic)) ?? basic };
      } catch (error) {
        return { ok: false, errors: toFormErrors(error) };
      }
    },
    [onSignInChanged],
  );

  const signIn = useCallback(
    (email: string, password: string) =>
      beginSession<SignInErrorCode>(async () => (await graphqlRequest(SignInDocument, { email, password })).signIn),
    [beginSession],
  );

  const signInWithEmailLink = useCallback(
    (token: string) =>
      beginSession<SignInWithEmailLinkErrorCode>(
        async () => (await graphqlRequest(SignInWithEmailLinkDocument, { token })).signInWithEmailLink,
      ),
    [beginSession],
  );

  const refreshSession = useCallback(async (): Promise<AuthResult<string>> => {
    try {
      // exchangeRefreshCookie keeps the new access token itself.
      const outcome = await exchangeRefreshCookie();
      if (!('user' in outcome)) return { ok: false, errors: fromPayload([{ code: outcome.code, message: '' }]) };
      setSessionEndedReason(null);
      await forgetUserData();
      return { ok: true, user: (await onSignInChanged(outcome.user)) ?? outcome.user };
    } catch (error) {
      return { ok: false, errors: toFormErrors(error) };
    }
  }, [onSignInChanged]);

  const refreshUser = useCallback(async () => {
    try {
      const { me } = await graphqlRequest(MeDocument);
      if (me) setState((s) => (s.user ? { ...s, user: { ...s.user, ...me } } : s));
    } catch (error) {
      console.warn('Could not read the profile again.', error);
    }
  }, []);

  const signOut = useCallback(async () => {
    try {
      // The cookie names the session; the server ends it and clears the cookie.
      await graphqlRequest(SignOutDocument);
    } catch (error) {
      console.warn('Could not end the session on the server; signing out here.', error);
    }
    await signOutLocally();
  }, [signOutLocally]);

  const value = useMemo<AuthContextValue>(
    () => ({
      ...state,
      isAdmin: state.user?.role === 'ADMIN',
      sessionEndedReason,
      signIn,
      signInWithEmailLink,
      startSession: beginSession,
      refreshSession,
      refreshUser,
      signOut,
      endSessionLocally: signOutLocally,
    }),
    [
      state,
      sessionEndedReason,
      signIn,
      signInWithEmailLink,
      beginSession,
      refreshSession,
      refreshUser,
      signOut,
      signOutLocally,
    ],
  );
  return <AuthContext value={value}>{children}</AuthContext>;
}

export function useAuth(): AuthContextValue {
  const value = use(AuthContext);
  if (!value) throw new Error('useAuth() must be used inside <AuthProvider>.');
  return value;
}
