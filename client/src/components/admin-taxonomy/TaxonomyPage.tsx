/** The frame of the taxonomy screens: their stylesheet, the page heading and a line on what the screen is for. */
import '../../styles/account.css';
import '../../styles/admin-taxonomy.css';
import type { ReactNode } from 'react';

export function TaxonomyPage({ title, lead, children }: { title: string; lead: string; children: ReactNode }) {
  return (
    <div className="admin-page">
      <header className="admin-page__header">
        <h1 className="admin-page__title">{title}</h1>
        <p className="admin-page__lead">{lead}</p>
      </header>
      {children}
    </div>
  );
}
