import type { ReactNode } from 'react';
import { CheckIcon } from '@/components/icons';
import styles from './detail-layout.module.css';

/** A titled block of a detail page; renders nothing when it has no content (docs/product.md: each section only with data). */
export function DetailSection({ title, children, show = true }: { title: string; children: ReactNode; show?: boolean }) {
  if (!show) return null;
  return (
    <section className={styles.section} aria-label={title}>
      <h2 className={styles.sectionTitle}>{title}</h2>
      {children}
    </section>
  );
}

/** A bulleted list section; hidden when the list has no non-blank entries. */
export function ListSection({ title, items, icon = 'check' }: { title: string; items: readonly string[] | null | undefined; icon?: 'check' | 'cross' | 'dot' }) {
  const rows = (items ?? []).map((s) => s?.trim()).filter(Boolean);
  return (
    <DetailSection title={title} show={rows.length > 0}>
      <ul className={`${styles.list} ${icon === 'check' ? '' : styles[icon]}`}>
        {rows.map((r, i) => (
          <li key={`${i}-${r}`}>
            {icon === 'check' && <CheckIcon />}
            <span>{r}</span>
          </li>
        ))}
      </ul>
    </DetailSection>
  );
}

/** A label/value grid; rows with an empty value are dropped and the section hides when none is left. */
export function FactsSection({ title, facts }: { title: string; facts: [string, ReactNode][] }) {
  const rows = facts.filter(([, v]) => v !== null && v !== undefined && v !== '' && v !== false);
  return (
    <DetailSection title={title} show={rows.length > 0}>
      <dl className={styles.facts}>
        {rows.map(([k, v]) => (
          <div key={k}>
            <dt>{k}</dt>
            <dd>{v}</dd>
          </div>
        ))}
      </dl>
    </DetailSection>
  );
}
