/**
 * The frame of the pages emailed links land on (`/auth/…?token=`): a card
 * that says what is happening, then what happened, with the way on.
 */
import '../styles/auth.css';
import '../styles/account.css';
import type { ReactNode } from 'react';

export function LinkLanding({
  title,
  status,
  children,
}: {
  title: string;
  status: 'working' | 'done' | 'failed';
  children: ReactNode;
}) {
  return (
    <div className="auth">
      <div className="auth__glow" aria-hidden="true" />
      <div className="auth__card" aria-busy={status === 'working'}>
        <h1 className="auth__title">{title}</h1>
        {children}
      </div>
    </div>
  );
}

/** A success message, announced politely. */
export function SuccessNotice({ children }: { children: ReactNode }) {
  return (
    <div className="notice notice--success" role="status">
      {children}
    </div>
  );
}

/** A failure message, announced at once. */
export function ErrorNotice({ children }: { children: ReactNode }) {
  return (
    <div className="form-alert" role="alert">
      {children}
    </div>
  );
}
