import type { ReactNode } from 'react';
import { FormAlerts } from './FormAlerts';

/** The frame of the sign-in and sign-up pages. */
export function AuthCard({
  titleId,
  title,
  lead,
  formErrors,
  children,
  footer,
}: {
  titleId: string;
  title: string;
  lead: string;
  formErrors: readonly string[];
  children: ReactNode;
  footer: ReactNode;
}) {
  return (
    <div className="auth">
      <div className="auth__glow" aria-hidden="true" />
      <div className="auth__card">
        <h1 id={titleId} className="auth__title">
          {title}
        </h1>
        <p className="auth__lead">{lead}</p>
        <FormAlerts messages={formErrors} />
        {children}
        <div className="auth__footer">{footer}</div>
      </div>
    </div>
  );
}
