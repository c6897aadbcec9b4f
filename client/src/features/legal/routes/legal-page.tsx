import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { usePageTitle } from '@/hooks/use-page-title';

/** The frame of the short legal pages (/terms, /privacy): a title, the date it was last changed and plain sections. */
export function LegalPage({ title, updated, children }: { title: string; updated: string; children: ReactNode }) {
  usePageTitle(title);
  return (
    <main id="main" className="page">
      <article className="container" style={{ maxWidth: '72ch' }}>
        <h1>{title}</h1>
        <p className="muted">Last updated: {updated}</p>
        {children}
        <p>
          Questions? <Link to="/contact">Contact us</Link>.
        </p>
      </article>
    </main>
  );
}
