/**
 * `/admin/pricing`: subscription numbers, and the plans — create, edit,
 * reorder, archive/restore — with each plan's price history and subscribers.
 */
import '../../styles/billing.css';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { PlanForm } from '../../components/billing/PlanForm';
import { QueryStatus } from '../../components/QueryStatus';
import { AdminPlansDocument, ReorderPlansDocument, UpdatePlanDocument } from '../../graphql/generated/graphql';
import { day } from '../../lib/dates';
import { fromPayload, toFormErrors } from '../../lib/errors';
import { formatUsd } from '../../lib/usd';

export default function AdminPricingPage() {
  const { data, loading, error, refetch } = useQuery(AdminPlansDocument, { fetchPolicy: 'cache-and-network' });
  const [editing, setEditing] = useState<string | 'new' | null>(null);
  const [reorder] = useMutation(ReorderPlansDocument);
  const [update] = useMutation(UpdatePlanDocument);
  const [problem, setProblem] = useState<string | null>(null);
  const plans = data?.adminPlans ?? [];
  const m = data?.billingMetrics;

  async function run(
    action: () => Promise<readonly { code: string; message: string; field?: string | null }[] | undefined>,
  ) {
    setProblem(null);
    try {
      const errors = fromPayload((await action()) ?? []);
      if (errors.length > 0) setProblem(errors[0]?.message ?? 'Not saved.');
      await refetch();
    } catch (err) {
      setProblem(toFormErrors(err)[0]?.message ?? 'Not saved.');
    }
  }

  function move(index: number, by: -1 | 1) {
    const ids = plans.map((p) => p.id);
    const [moved] = ids.splice(index, 1);
    ids.splice(index + by, 0, moved as string);
    void run(async () => (await reorder({ variables: { input: { planIds: ids } } })).data?.reorderPlans.errors);
  }

  return (
    <div className="admin-pricing">
      <header className="admin-pricing__head">
        <div>
          <h1>Pricing</h1>
          <p className="account-page__lead">
            Plans and prices{data?.billing.mode === 'TEST' ? ' — test mode: no card is charged' : ', synced to Stripe'}.
          </p>
        </div>
        {editing !== 'new' && (
          <button type="button" className="button button--primary" onClick={() => setEditing('new')}>
            New plan
          </button>
        )}
      </header>
      <QueryStatus
        loading={loading && !data}
        error={data ? null : error}
        onRetry={refetch}
        loadingLabel="Loading plans…"
      />
      {m && (
        <ul className="metric-tiles" aria-label="Subscriptions">
          <li>
            <span className="metric-tiles__value">{formatUsd(m.mrrCents)}</span>
            <span className="metric-tiles__label">Monthly recurring revenue</span>
          </li>
          <li>
            <span className="metric-tiles__value">{m.activeSubscribers}</span>
            <span className="metric-tiles__label">Subscribers</span>
          </li>
          <li>
            <span className="metric-tiles__value">{m.newSubscribers30d}</span>
            <span className="metric-tiles__label">New in 30 days</span>
          </li>
          <li>
            <span className="metric-tiles__value">{m.churned30d}</span>
            <span className="metric-tiles__label">Ended in 30 days</span>
          </li>
          <li>
            <span className="metric-tiles__value">{formatUsd(m.revenue30dCents)}</span>
            <span className="metric-tiles__label">Revenue, 30 days</span>
          </li>
        </ul>
      )}
      {problem && (
        <div className="form-alert" role="alert">
          <p>{problem}</p>
        </div>
      )}
      {editing === 'new' && (
        <section className="panel" aria-label="New plan">
          <h2 className="panel__title">New plan</h2>
          <PlanForm
            plan={null}
            onDone={() => {
              setEditing(null);
              void refetch();
            }}
          />
        </section>
      )}
      <ol className="admin-plans">
        {plans.map((plan, i) => (
          <li key={plan.id} className={`panel admin-plan${plan.active ? '' : ' admin-plan--archived'}`}>
            <div className="admin-plan__row">
              <div className="admin-plan__title">
                <h2>{plan.name}</h2>
                <span className={`status-pill status-pill--${plan.active ? 'ok' : 'neutral'}`}>
                  {plan.isFree ? 'Free plan' : plan.active ? 'On offer' : 'Archived'}
                </span>
                {plan.highlighted && <span className="status-pill status-pill--warning">Most popular</span>}
              </div>
              <p className="admin-plan__prices">
                {plan.isFree
                  ? 'No price'
                  : `${formatUsd(plan.monthlyPriceCents)} / month · ${formatUsd(plan.yearlyPriceCents)} / year`}{' '}
                · {plan.subscriberCount} subscribers · {plan.downloadAllowance} downloads a month ·{' '}
                {plan.licence === 'COMMERCIAL' ? 'Commercial' : 'Personal'}
              </p>
              <div className="button-row">
                <button
                  type="button"
                  className="button button--ghost"
                  disabled={i === 0}
                  onClick={() => move(i, -1)}
                  aria-label={`Move ${plan.name} up`}
                >
                  ↑
                </button>
                <button
                  type="button"
                  className="button button--ghost"
                  disabled={i === plans.length - 1}
                  onClick={() => move(i, 1)}
                  aria-label={`Move ${plan.name} down`}
                >
                  ↓
                </button>
                <button
                  type="button"
                  className="button button--secondary"
                  onClick={() => setEditing(editing === plan.id ? null : plan.id)}
                >
                  {editing === plan.id ? 'Close' : 'Edit'}
                </button>
                {!plan.isFree && (
                  <button
                    type="button"
                    className="button button--secondary"
                    onClick={() =>
                      void run(
                        async () =>
                          (await update({ variables: { input: { id: plan.id, active: !plan.active } } })).data
                            ?.updatePlan.errors,
                      )
                    }
                  >
                    {plan.active ? 'Archive' : 'Restore'}
                  </button>
                )}
              </div>
            </div>
            {editing === plan.id && (
              <PlanForm
                plan={plan}
                onDone={() => {
                  setEditing(null);
                  void refetch();
                }}
              />
            )}
            {plan.priceHistory.some((p) => !p.current) && (
              <details className="admin-plan__history">
                <summary>Price history</summary>
                <ul>
                  {plan.priceHistory.map((p) => (
                    <li key={p.id}>
                      {formatUsd(p.amountCents)} / {p.interval === 'YEAR' ? 'year' : 'month'} —{' '}
                      {p.current ? 'current' : 'retired'}, {p.subscriberCount} subscribers, since{' '}
                      {day(p.createdAt, 'local')}
                    </li>
                  ))}
                </ul>
              </details>
            )}
          </li>
        ))}
      </ol>
    </div>
  );
}
