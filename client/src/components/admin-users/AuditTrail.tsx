/** What one account did and what was done to it, newest first, in words an admin reads. */
import type { AdminUserQuery } from '../../graphql/generated/graphql';
import { formatUsd } from '../../lib/usd';
import { formatDateTime } from '../admin-media/format';

type Entry = NonNullable<AdminUserQuery['user']>['auditTrail']['edges'][number]['node'];

const WORDS: Record<string, string> = {
  'session.revoked_by_admin': 'Sessions revoked by an admin',
  'session.revoked': 'Signed out a device',
  'session.signed_out_everywhere': 'Signed out everywhere',
  'user.disabled': 'Account disabled',
  'user.enabled': 'Account enabled',
  'user.role_changed': 'Role changed',
  'subscription.canceled_by_admin': 'Subscription cancelled by an admin',
  'payment.refunded': 'Payment refunded by an admin',
  'settings.updated': 'Changed the site settings',
  'account.created': 'Account created',
  'account.signed_in': 'Signed in',
  'account.password_changed': 'Password changed',
  'account.password_reset': 'Password reset by email link',
  'account.email_change_requested': 'Asked to change the email address',
  'account.email_changed': 'Email address changed',
  'identity.linked': 'Linked a sign-in provider',
  'identity.link_refused': 'A sign-in provider’s link was refused',
  'session.reuse_detected': 'A used session token came back: every session ended',
  'request.create': 'Requested an asset',
};

/** An action without words of its own, readable: "media.uploaded" → "Media uploaded". */
function wordsOf(action: string): string {
  if (WORDS[action]) return WORDS[action];
  const text = action.replace(/[._]+/g, ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function detailsOf(e: Entry): string {
  try {
    const d = JSON.parse(e.details) as Record<string, unknown>;
    if (e.action === 'user.role_changed') return `${d.from} → ${d.to}`;
    if (e.action === 'session.revoked_by_admin')
      return `${d.revokedSessions} session${d.revokedSessions === 1 ? '' : 's'}`;
    if (e.action === 'payment.refunded' && typeof d.amountCents === 'number') {
      return `${formatUsd(d.amountCents)} of ${d.description}${typeof d.reason === 'string' ? ` — “${d.reason}”` : ''}`;
    }
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
                <strong>{wordsOf(e.action)}</strong> {detailsOf(e)}
                <br />
                <span className="am-muted">
                  {e.actor ? `by ${e.actor.displayName}` : 'by the system'} · {formatDateTime(e.createdAt as string)}
                </span>
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
