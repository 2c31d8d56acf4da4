import type { ReactNode } from 'react';

/** The frame of the checkout screens (members' checkout, test-mode page). */
export function CheckoutFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="checkout">
      <h1 className="checkout__title">{title}</h1>
      {children}
    </div>
  );
}
