/**
 * The admin's plan editor. Prices are typed in dollars and sent as whole
 * cents; the server checks everything again (and says which field is wrong).
 * A changed price becomes a new price: existing subscribers keep theirs.
 */
import { useMutation } from '@apollo/client/react';
import { type FormEvent, useId, useState } from 'react';
import {
  CreatePlanDocument,
  type Licence,
  type PlanCardFragment,
  UpdatePlanDocument,
} from '../../graphql/generated/graphql';
import { fromPayload, toFormErrors } from '../../lib/errors';

const GB = 1_000_000_000;

/** "12", "12.5", "12.50" → 1250; anything else (negative, 3 decimals, text) → null. */
export function dollarsToCents(text: string): number | null {
  const t = text.trim();
  if (!/^\d{1,6}(\.\d{1,2})?$/.test(t)) return null;
  return Math.round(Number(t) * 100);
}

const centsToDollars = (cents: number) => (cents / 100).toFixed(2);

export function PlanForm({ plan, onDone }: { plan: PlanCardFragment | null; onDone: () => void }) {
  const id = useId();
  const [create, { loading: creating }] = useMutation(CreatePlanDocument);
  const [update, { loading: updating }] = useMutation(UpdatePlanDocument);
  const [values, setValues] = useState({
    name: plan?.name ?? '',
    description: plan?.description ?? '',
    features: (plan?.features ?? []).join('\n'),
    monthly: plan ? centsToDollars(plan.monthlyPriceCents) : '',
    yearly: plan ? centsToDollars(plan.yearlyPriceCents) : '',
    allowance: String(plan?.downloadAllowance ?? 100),
    licence: (plan?.licence ?? 'PERSONAL') as Licence,
    maxGb: String((plan?.converterMaxFileBytes ?? 2 * GB) / GB),
    minutes: String(plan?.converterMinutesPerMonth ?? 120),
    highlighted: plan?.highlighted ?? false,
  });
  const [errors, setErrors] = useState<{ field: string | null; message: string }[]>([]);
  const set = (key: keyof typeof values) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: e.target.value }));
  const isFree = plan?.isFree ?? false;
  const errorOf = (field: string) => errors.find((e) => e.field === field)?.message;

  async function submit(e: FormEvent) {
    e.preventDefault();
    const monthly = dollarsToCents(values.monthly);
    const yearly = dollarsToCents(values.yearly);
    const local: { field: string; message: string }[] = [];
    if (!isFree && (monthly === null || monthly < 1))
      local.push({ field: 'monthlyPriceCents', message: 'Enter a price in dollars, e.g. 12 or 12.99.' });
    if (!isFree && (yearly === null || yearly < 1))
      local.push({ field: 'yearlyPriceCents', message: 'Enter a price in dollars, e.g. 120.' });
    if (local.length > 0) return setErrors(local);
    const common = {
      name: values.name,
      description: values.description,
      features: values.features
        .split('\n')
        .map((f) => f.trim())
        .filter(Boolean),
      downloadAllowance: Number(values.allowance),
      licence: values.licence,
      converterMaxFileBytes: Math.round(Number(values.maxGb) * GB),
      converterMinutesPerMonth: Number(values.minutes),
      highlighted: values.highlighted,
    };
    try {
      const result = plan
        ? (
            await update({
              variables: {
                input: {
                  id: plan.id,
                  ...common,
                  ...(isFree ? {} : { monthlyPriceCents: monthly, yearlyPriceCents: yearly }),
                },
              },
            })
          ).data?.updatePlan
        : (
            await create({
              variables: {
                input: { ...common, monthlyPriceCents: monthly as number, yearlyPriceCents: yearly as number },
              },
            })
          ).data?.createPlan;
      const problems = fromPayload(result?.errors ?? []);
      if (problems.length > 0) setErrors(problems);
      else onDone();
    } catch (err) {
      setErrors(toFormErrors(err));
    }
  }

  const field = (name: string, label: string, input: React.ReactNode, hint?: string) => (
    <div className={`field${errorOf(name) ? ' field--invalid' : ''}`}>
      <label className="field__label" htmlFor={`${id}-${name}`}>
        {label}
      </label>
      {input}
      {hint && <p className="field__hint">{hint}</p>}
      {errorOf(name) && (
        <p className="field__error" id={`${id}-${name}-error`}>
          {errorOf(name)}
        </p>
      )}
    </div>
  );
  const inputProps = (name: string) => ({
    id: `${id}-${name}`,
    className: 'field__input',
    'aria-invalid': Boolean(errorOf(name)),
    'aria-describedby': errorOf(name) ? `${id}-${name}-error` : undefined,
  });
  const general = errors.filter(
    (e) =>
      !e.field ||
      ![
        'name',
        'description',
        'features',
        'monthlyPriceCents',
        'yearlyPriceCents',
        'downloadAllowance',
        'converterMaxFileBytes',
        'converterMinutesPerMonth',
      ].includes(e.field),
  );

  return (
    <form className="form plan-form" onSubmit={(e) => void submit(e)} noValidate>
      {general.length > 0 && (
        <div className="form-alert" role="alert">
          {general.map((e) => (
            <p key={e.message}>{e.message}</p>
          ))}
        </div>
      )}
      <div className="plan-form__grid">
        {field(
          'name',
          'Name',
          <input {...inputProps('name')} value={values.name} onChange={set('name')} maxLength={40} required />,
        )}
        {field(
          'description',
          'Summary',
          <input
            {...inputProps('description')}
            value={values.description}
            onChange={set('description')}
            maxLength={200}
          />,
        )}
        {!isFree &&
          field(
            'monthlyPriceCents',
            'Monthly price (USD)',
            <input
              {...inputProps('monthlyPriceCents')}
              inputMode="decimal"
              value={values.monthly}
              onChange={set('monthly')}
            />,
            plan ? 'A new amount is a new price; subscribers keep theirs.' : undefined,
          )}
        {!isFree &&
          field(
            'yearlyPriceCents',
            'Yearly price (USD)',
            <input
              {...inputProps('yearlyPriceCents')}
              inputMode="decimal"
              value={values.yearly}
              onChange={set('yearly')}
            />,
          )}
        {field(
          'downloadAllowance',
          'Downloads a month',
          <input
            {...inputProps('downloadAllowance')}
            type="number"
            min={0}
            value={values.allowance}
            onChange={set('allowance')}
          />,
        )}
        {field(
          'licence',
          'Licence',
          <select {...inputProps('licence')} value={values.licence} onChange={set('licence')}>
            <option value="PERSONAL">Personal</option>
            <option value="COMMERCIAL">Commercial</option>
          </select>,
        )}
        {field(
          'converterMaxFileBytes',
          'Converter: largest file (GB)',
          <input
            {...inputProps('converterMaxFileBytes')}
            inputMode="decimal"
            value={values.maxGb}
            onChange={set('maxGb')}
          />,
        )}
        {field(
          'converterMinutesPerMonth',
          'Converter: minutes a month',
          <input
            {...inputProps('converterMinutesPerMonth')}
            type="number"
            min={0}
            value={values.minutes}
            onChange={set('minutes')}
          />,
        )}
      </div>
      {field(
        'features',
        'Features (one per line)',
        <textarea {...inputProps('features')} rows={4} value={values.features} onChange={set('features')} />,
      )}
      <label className="plan-form__check">
        <input
          type="checkbox"
          checked={values.highlighted}
          onChange={(e) => setValues((v) => ({ ...v, highlighted: e.target.checked }))}
        />
        Show as “Most popular”
      </label>
      <div className="button-row">
        <button type="submit" className="button button--primary" disabled={creating || updating}>
          {creating || updating ? 'Saving…' : plan ? 'Save plan' : 'Create plan'}
        </button>
        <button type="button" className="button button--secondary" onClick={onDone}>
          Cancel
        </button>
      </div>
    </form>
  );
}
