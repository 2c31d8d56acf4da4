/**
 * The plans side by side; scrolls sideways inside its own box on a phone,
 * never the page, and never breaks a word.
 *
 * The converter's largest file is what a member can convert now: the plan's
 * limit capped by the site's (`converterFileLimitBytes`). When the cap makes
 * neighbouring plans equal, the value is shown once across them, and a note
 * says the site caps it, so a cap never reads as a difference between plans.
 */
import type { PlanCardFragment } from '../../graphql/generated/graphql';
import { formatBytes } from '../../lib/bytes';
import { formatUsd } from '../../lib/usd';
import { INTERVAL_WORD, type Interval, LICENCE_WORDS } from './usePlans';

interface Row {
  label: string;
  value: (p: PlanCardFragment) => string;
  /** Neighbouring plans with the same value share one cell. */
  merge?: boolean;
}

/** The row's cells: one per plan, or one per run of equal values when the row merges them. */
function cellsOf(row: Row, plans: readonly PlanCardFragment[]): { key: string; text: string; span: number }[] {
  const cells: { key: string; text: string; span: number }[] = [];
  for (const p of plans) {
    const text = row.value(p);
    const last = cells.at(-1);
    if (row.merge && last && last.text === text) last.span++;
    else cells.push({ key: p.id, text, span: 1 });
  }
  return cells;
}

/** The site's converter cap when it lowers some plan's own limit; null when every plan gets its own. */
function converterCap(plans: readonly PlanCardFragment[]): number | null {
  const capped = plans.filter((p) => p.converterFileLimitBytes < p.converterMaxFileBytes);
  return capped.length > 0 ? Math.max(...capped.map((p) => p.converterFileLimitBytes)) : null;
}

export function ComparisonTable({ plans, interval }: { plans: readonly PlanCardFragment[]; interval: Interval }) {
  const cap = converterCap(plans);
  const rows: Row[] = [
    {
      label: `Price per ${INTERVAL_WORD[interval]}`,
      value: (p) => formatUsd(interval === 'MONTH' ? p.monthlyPriceCents : p.yearlyPriceCents, { trimZeroCents: true }),
    },
    { label: 'Free items', value: () => 'Yes' },
    { label: 'Premium items', value: (p) => (p.includesPremium ? 'Yes' : 'No') },
    { label: 'Downloads a month (fair use)', value: (p) => String(p.downloadAllowance) },
    { label: 'Licence', value: (p) => (p.licence === 'COMMERCIAL' ? 'Commercial' : 'Personal') },
    { label: 'Converter: largest file', value: (p) => formatBytes(p.converterFileLimitBytes), merge: true },
    { label: 'Converter: minutes a month', value: (p) => String(p.converterMinutesPerMonth) },
  ];
  return (
    <section className="pricing__section" aria-labelledby="compare-title">
      <h2 id="compare-title">Compare plans</h2>
      {/* Scrolls sideways on a phone when the plans do not fit: focusable so a keyboard can scroll it too. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus (WCAG 2.1.1). */}
      <section className="compare" aria-label="Plans side by side" tabIndex={0}>
        <table className="compare__table">
          <thead>
            <tr>
              <th scope="col">
                <span className="visually-hidden">Feature</span>
              </th>
              {plans.map((p) => (
                <th key={p.id} scope="col">
                  {p.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.label}>
                <th scope="row">{row.label}</th>
                {cellsOf(row, plans).map((cell) => (
                  <td key={cell.key} colSpan={cell.span > 1 ? cell.span : undefined}>
                    {cell.text}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      {cap !== null && (
        <p className="compare__note">
          For now this site converts files of at most {formatBytes(cap)}, whichever plan you have.
        </p>
      )}
      <dl className="pricing__licences">
        <div>
          <dt>Personal</dt>
          <dd>{LICENCE_WORDS.PERSONAL}</dd>
        </div>
        <div>
          <dt>Commercial</dt>
          <dd>{LICENCE_WORDS.COMMERCIAL}</dd>
        </div>
      </dl>
    </section>
  );
}
