/**
 * What the server's page renderer (server/http/page-render.ts, client/src/entry-server.tsx)
 * and the browser agree on; plain constants, so the server compiles this file as it does routeTable.ts.
 */

/** The id of the page's `<script type="application/json">` holding its query answers (lib/serverAnswers.ts). */
export const SERVER_ANSWERS_ID = 'server-answers';
