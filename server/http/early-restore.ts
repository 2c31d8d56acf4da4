/**
 * The app shell starts restoring a member's session while its scripts download.
 *
 * A signed-in member's page is the shell: the browser renders it, and its
 * first question to the server (refreshSession, which turns the httpOnly
 * refresh cookie into an access token) used to wait for the entry's ~20
 * module files to download and run. On a phone on a slow link that is a
 * second or more, and every query of the page waited behind it.
 *
 * So the shell sent to a browser with the session hint (./session-hint.ts)
 * carries a small inline script that sends that exchange at once, holding
 * the same cross-tab Web Lock the app takes for it (the refresh token is
 * single-use), and leaves the request under EARLY_RESTORE_PROPERTY for the
 * app (client/src/lib/auth.tsx) to take instead of sending its own. The
 * operation is the client's RefreshSession document; a contract test keeps
 * the two the same (test/api/early-restore.test.ts).
 *
 * The script is the same on every page, so the Content-Security-Policy
 * allows it by its hash (./app.ts).
 */
import { createHash } from 'node:crypto';
import { EARLY_RESTORE_PROPERTY, REFRESH_LOCK } from '../../client/src/serverRendering.js';
import { scriptJson } from './seo/json-ld.js';

/** client/src/graphql/auth.graphql's RefreshSession with its SessionUser fragment, as the app sends it. */
export const REFRESH_SESSION_OPERATION = `mutation RefreshSession {
  refreshSession(input: { tokenDelivery: COOKIE }) {
    user { ...SessionUser }
    accessToken
    accessTokenExpiresAt
    errors { code field message }
  }
}
fragment SessionUser on User {
  id email displayName role emailVerified hasPassword photoUrl disabled createdAt
}`;

const body = scriptJson(
  JSON.stringify({ operationName: 'RefreshSession', query: REFRESH_SESSION_OPERATION, variables: {} }),
);
// The headers are the app's own (client/src/lib/graphqlRequest.ts): Apollo's CSRF preflight header and JSON.
// High priority: every query of the page waits for its answer. A failed request is the app's to handle when
// it takes it; the empty catch only keeps the console quiet until then.
const SCRIPT = `(()=>{const send=()=>fetch("/graphql",{method:"POST",priority:"high",credentials:"same-origin",headers:{"content-type":"application/json","apollo-require-preflight":"true",accept:"application/graphql-response+json,application/json;q=0.9"},body:${body}});const request=navigator.locks?navigator.locks.request(${JSON.stringify(REFRESH_LOCK)},send):send();request.catch(()=>{});window[${JSON.stringify(EARLY_RESTORE_PROPERTY)}]=request})()`;

/** The CSP source that allows the early restore script. */
export const EARLY_RESTORE_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(SCRIPT).digest('base64')}'`;

/** The tag, for the head of a shell sent to a browser with the session hint. */
export const EARLY_RESTORE_TAG = `<script>${SCRIPT}</script>`;
