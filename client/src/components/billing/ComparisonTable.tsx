/** The plans side by side; scrolls sideways inside its own box on a phone, never the page. */
import type { PlanCardFragment } from '../../graphql/generated/graphql';
import { formatUsd } from '../../lib/usd';
import { INTERVAL_WORD, type Interval, LICENCE_WORDS } from './usePlans';

const bytes = (n: number) => (n >= 1e9 ? `${Math.round(n / 1e9)} GB` : `${Math.round(n / 1e6)} MB`);

export function ComparisonTable({ plans, interval }: { plans: readonly PlanCardFragment[]; interval: Interval }) {
  const rows: { label: string; value: (p: PlanCardFragment) => string }[] = [
    {
      label: `Price per ${INTERVAL_WORD[interval]}`,
      value: (p) => formatUsd(interval === 'MONTH' ? p.monthlyPriceCents : p.yearlyPriceCents, { trimZeroCents: true }),
    },
    { label: 'Free items', value: () => 'Yes' },
    { label: 'Premium items', value: (p) => (p.includesPremium ? 'Yes' : 'No') },
    { label: 'Downloads a month (fair use)', value: (p) => String(p.downloadAllowance) },
    { label: 'Licence', value: (p) => (p.licence === 'COMMERCIAL' ? 'Commercial' : 'Personal') },
    { label: 'Converter: largest file', value: (p) => bytes(p.converterFileLimitBytes) },
    { label: 'Converter: minutes a month', value: (p) => String(p.converterMinutesPerMonth) },
  ];
  return (
    <section className="pricing__section" aria-labelledby="compare-title">
      <h2 id="compare-title">Compare plans</h2>
      <div className="compare">
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
                {plans.map((p) => (
                  <td key={p.id}>{row.value(p)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
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
