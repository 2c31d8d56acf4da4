/** What one account did and what was done to it, newest first, in words an admin reads. */
import type { AdminUserQuery } from '../../graphql/generated/graphql';

type Entry = NonNullable<AdminUserQuery['user']>['auditTrail']['edges'][number]['node'];

const WORDS: Record<string, string> = {
  'session.revoked_by_admin': 'Sessions revoked by an admin',
  'session.revoked': 'Signed out a device',
  'session.signed_out_everywhere': 'Signed out everywhere',
  'user.disabled': 'Account disabled',
  'user.enabled': 'Account enabled',
  'user.role_changed': 'Role changed',
  'subscription.canceled_by_admin': 'Subscription cancelled by an admin',
  'settings.updated': 'Changed the site settings',
};

function detailsOf(e: Entry): string {
  try {
    const d = JSON.parse(e.details) as Record<string, unknown>;
    if (e.action === 'user.role_changed') return `${d.from} → ${d.to}`;
    if (e.action === 'session.revoked_by_admin')
      return `${d.revokedSessions} session${d.revokedSessions === 1 ? '' : 's'}`;
    if (typeof d.reason === 'string') return `“${d.reason}”`;
    return '';
  } catch {
    return '';
  }
}

export function AuditTrail({ entries, total }: { entries: Entry[]; total: number }) {
  return (
    <section className="au-card" aria-labelledby="au-audit">
      <h2 id="au-audit">
        Audit trail {total > entries.length ? `(latest ${entries.length} of ${total})` : `(${total})`}
      </h2>
      {entries.length === 0 ? (
        <p className="am-muted">Nothing recorded yet.</p>
      ) : (
        <ol className="au-list" aria-label="Audit entries, newest first">
          {entries.map((e) => (
            <li key={e.id}>
              <span>
                <strong>{WORDS[e.action] ?? e.action}</strong> {detailsOf(e)}
                <br />
                <span className="am-muted">
                  {e.actor ? `by ${e.actor.displayName}` : 'by the system'} ·{' '}
                  {new Date(e.createdAt as string).toLocaleString()}
                </span>
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
