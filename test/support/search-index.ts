/**
 * The search index of a test server, settled before a request's statements
 * are counted: every change so far applied, and the change notifications
 * those writes sent answered. A request measured next then reads the change
 * feed itself (one statement) and finds nothing to load, rather than loading
 * the new items (more statements) or sharing a read a late notification
 * started (one fewer).
 */
import { SEARCH_INDEX } from '../../server/modules/search/index.js';
import type { TestServer } from './test-server.js';

export async function settledSearchIndex(t: TestServer): Promise<void> {
  const index = t.server.deps.services.get(SEARCH_INDEX);
  await index?.freshen();
  // Notifications arrive on their own connection; on a loaded machine they can trail the commit.
  await new Promise((r) => setTimeout(r, 200));
  await index?.freshen();
}
