/**
 * `/public/pricing` and `/members/pricing`: plan cards with a monthly/yearly
 * switch (and what yearly saves), the feature comparison, the licences in
 * plain words and the FAQ. Members see their plan marked and "Change plan";
 * an anonymous visitor who picks a plan signs up and lands in its checkout.
 */
import '../../styles/billing.css';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ChangePlanDocument, MyBillingDocument, type PlanCardFragment } from '../../graphql/generated/graphql';
import { fromPayload, toFormErrors } from '../../lib/errors';
import { formatUsd } from '../../lib/usd';
import { ConfirmDialog } from '../ConfirmDialog';
import { QueryStatus } from '../QueryStatus';
import { ComparisonTable } from './ComparisonTable';
import { PricingFaq } from './PricingFaq';
import { INTERVAL_WORD, type Interval, usePlans } from './usePlans';

export function checkoutPath(planId: string, interval: Interval): string {
  return `/members/checkout?plan=${encodeURIComponent(planId)}&interval=${interval}`;
}

export function PricingPage() {
  const { isAuthenticated, plans, billing, mine, loading, error, refetch } = usePlans();
  // Until the visitor picks one, the member's own plan's interval (their billing arrives after the first render).
  const [chosen, setInterval] = useState<Interval | null>(null);
  const interval: Interval = chosen ?? mine?.interval ?? 'MONTH';
  const [changeTo, setChangeTo] = useState<PlanCardFragment | null>(null);
  const [changePlan] = useMutation(ChangePlanDocument, {
    refetchQueries: [MyBillingDocument],
    awaitRefetchQueries: true,
  });
  const navigate = useNavigate();
  const bestSaving = Math.max(
    0,
    ...plans.filter((p) => !p.isFree).map((p) => Math.round((p.yearlySavingCents / (p.monthlyPriceCents * 12)) * 100)),
  );
  const running = Boolean(mine?.subscriptionId);

  function choose(plan: PlanCardFragment) {
    const target = checkoutPath(plan.id, interval);
    if (!isAuthenticated) void navigate(plan.isFree ? '/register' : `/register?redirect=${encodeURIComponent(target)}`);
    else if (running) setChangeTo(plan);
    else void navigate(target);
  }

  return (
    <div className="container pricing">
      <header className="pricing__head">
        <p className="eyebrow">Pricing</p>
        <h1 className="pricing__title">One library, every editor</h1>
        <p className="pricing__lead">
          Animations, transitions, images and music for CapCut, Premiere Pro, After Effects, DaVinci Resolve and Final
          Cut Pro. Start free; cancel a paid plan any time.
        </p>
        {billing?.mode === 'TEST' && (
          <p className="pricing__test-note">Test mode — no card is charged on this server.</p>
        )}
        <fieldset className="segmented pricing__switch">
          <legend>Billing period</legend>
          {(['MONTH', 'YEAR'] as const).map((value) => (
            <label key={value}>
              <input
                type="radio"
                name="interval"
                value={value}
                checked={interval === value}
                onChange={() => setInterval(value)}
              />
              <span>
                {value === 'MONTH' ? 'Monthly' : 'Yearly'}
                {value === 'YEAR' && bestSaving > 0 && <span className="pricing__save"> save {bestSaving}%</span>}
              </span>
            </label>
          ))}
        </fieldset>
      </header>

      <QueryStatus
        loading={loading && plans.length === 0}
        error={plans.length === 0 ? error : null}
        onRetry={refetch}
        loadingLabel="Loading plans…"
      />

      {plans.length > 0 && (
        <>
          <ul className="plan-grid" aria-label="Plans">
            {plans.map((plan) => (
              <PlanCard
                key={plan.id}
                plan={plan}
                interval={interval}
                current={mine ? mine.plan.id === plan.id && (plan.isFree || mine.interval === interval) : false}
                isAuthenticated={isAuthenticated}
                running={running}
                onChoose={() => choose(plan)}
              />
            ))}
          </ul>
          <ComparisonTable plans={plans} interval={interval} />
          <PricingFaq graceDays={billing?.pastDueGraceDays ?? 7} />
        </>
      )}

      {changeTo && mine?.subscriptionId && (
        <ConfirmDialog
          title={`Change to ${changeTo.name}?`}
          confirmLabel={`Change to ${changeTo.name}`}
          onClose={() => setChangeTo(null)}
          onConfirm={async () => {
            try {
              const { data } = await changePlan({ variables: { input: { planId: changeTo.id, interval } } });
              const problems = fromPayload(data?.changePlan.errors ?? []);
              if (problems.length === 0) void navigate('/members/profile/payments');
              return problems;
            } catch (err) {
              return toFormErrors(err);
            }
          }}
        >
          <p>
            Your plan becomes {changeTo.name} at{' '}
            {formatUsd(interval === 'MONTH' ? changeTo.monthlyPriceCents : changeTo.yearlyPriceCents)} a{' '}
            {INTERVAL_WORD[interval]}.{' '}
            {billing?.mode === 'TEST'
              ? 'Test mode charges no difference for the rest of this period: the new price applies from the next renewal.'
              : 'The difference for the rest of this period is prorated on your next invoice.'}
          </p>
        </ConfirmDialog>
      )}
    </div>
  );
}

function PlanCard({
  plan,
  interval,
  current,
  isAuthenticated,
  running,
  onChoose,
}: {
  plan: PlanCardFragment;
  interval: Interval;
  current: boolean;
  isAuthenticated: boolean;
  running: boolean;
  onChoose: () => void;
}) {
  const price = interval === 'MONTH' ? plan.monthlyPriceCents : plan.yearlyPriceCents;
  const titleId = `plan-${plan.slug}`;
  let action: { label: string; disabled?: boolean; to?: string };
  if (current) action = { label: 'Your plan', disabled: true };
  else if (plan.isFree) {
    action = !isAuthenticated
      ? { label: 'Create a free account' }
      : running
        ? { label: 'Cancel to switch', to: '/members/profile/payments' }
        : { label: 'Your plan', disabled: true };
  } else action = { label: running ? 'Change plan' : 'Subscribe' };

  return (
    <li
      className={`plan-card${plan.highlighted ? ' plan-card--highlighted' : ''}${current ? ' plan-card--current' : ''}`}
    >
      <article aria-labelledby={titleId}>
        <div className="plan-card__tags">
          {plan.highlighted && <span className="plan-card__tag">Most popular</span>}
          {current && <span className="plan-card__tag plan-card__tag--current">Current plan</span>}
        </div>
        <h2 id={titleId} className="plan-card__name">
          {plan.name}
        </h2>
        <p className="plan-card__description">{plan.description}</p>
        <p className="plan-card__price">
          <span className="plan-card__amount">{formatUsd(price, { trimZeroCents: true })}</span>
          <span className="plan-card__per">{plan.isFree ? 'forever' : `/ ${INTERVAL_WORD[interval]}`}</span>
        </p>
        <p className="plan-card__note">
          {plan.isFree
            ? 'No card needed'
            : interval === 'YEAR' && plan.yearlySavingCents > 0
              ? `Save ${formatUsd(plan.yearlySavingCents, { trimZeroCents: true })} against monthly`
              : `or ${formatUsd(plan.yearlyPriceCents, { trimZeroCents: true })} a year`}
        </p>
        <ul className="plan-card__features">
          {plan.features.map((f) => (
            <li key={f}>{f}</li>
          ))}
        </ul>
        {action.to ? (
          <Link to={action.to} className="button button--secondary button--block">
            {action.label}
          </Link>
        ) : (
          <button
            type="button"
            className={`button button--block ${plan.highlighted && !action.disabled ? 'button--primary' : 'button--secondary'}`}
            disabled={action.disabled}
            onClick={onChoose}
            aria-describedby={titleId}
          >
            {action.label}
          </button>
        )}
      </article>
    </li>
  );
}
