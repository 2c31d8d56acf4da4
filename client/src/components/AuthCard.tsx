import type { ReactNode } from 'react';

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
        {/* Always present, so screen readers announce errors as they appear. */}
        <div role="alert" className="form-alert-region">
          {formErrors.length > 0 && (
            <div className="form-alert">
              {formErrors.map((message) => (
                <p key={message}>{message}</p>
              ))}
            </div>
          )}
        </div>
        {children}
        <div className="auth__footer">{footer}</div>
      </div>
    </div>
  );
}
