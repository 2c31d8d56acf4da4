/** The always-visible legend of the review shortcuts (they are no use unless people know them). */
import { SHORTCUT_KEYS } from './useReviewShortcuts';

const LEGEND: [string, string][] = [
  [SHORTCUT_KEYS.next, 'next'],
  [SHORTCUT_KEYS.previous, 'previous'],
  [SHORTCUT_KEYS.approve, 'approve'],
  [SHORTCUT_KEYS.reject, 'reject'],
  ['Esc', 'close the reject form'],
];

export function ShortcutHint() {
  return (
    <aside className="shortcut-hint" aria-labelledby="shortcut-hint-title">
      <h2 id="shortcut-hint-title" className="shortcut-hint__title">
        Keyboard shortcuts
      </h2>
      <ul className="shortcut-hint__list">
        {LEGEND.map(([key, action]) => (
          <li key={key}>
            <kbd>{key}</kbd> {action}
          </li>
        ))}
      </ul>
      <p className="shortcut-hint__note">They pause while you type in a field.</p>
    </aside>
  );
}
