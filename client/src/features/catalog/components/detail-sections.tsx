import type { ReactNode } from 'react';
import { CheckIcon } from '@/components/icons';
import { PropertyMap } from '@/components/property-map';
import styles from './detail-layout.module.css';

/** A titled block of a detail page; renders nothing when it has no content (docs/product.md: each section only with data). */
export function DetailSection({
  title,
  children,
  show = true,
  id,
}: {
  title: string;
  children: ReactNode;
  show?: boolean;
  /** The section's anchor (e.g. 'policies', which the price box links to). */
  id?: string;
}) {
  if (!show) return null;
  return (
    <section id={id} className={styles.section} aria-label={title}>
      <h2 className={styles.sectionTitle}>{title}</h2>
      {children}
    </section>
  );
}

/** A bulleted list section; hidden when the list has no non-blank entries. */
export function ListSection({
  title,
  items,
  icon = 'check',
}: {
  title: string;
  items: readonly string[] | null | undefined;
  icon?: 'check' | 'cross' | 'dot';
}) {
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
export function FactsSection({ title, facts, id }: { title: string; facts: [string, ReactNode][]; id?: string }) {
  const rows = facts.filter(([, v]) => v !== null && v !== undefined && v !== '' && v !== false);
  return (
    <DetailSection title={title} show={rows.length > 0} id={id}>
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

/** The lodge's map and directions as a section of a detail page (loaded only on tap: `PropertyMap`). */
export function DetailMapSection() {
  return <PropertyMap className={styles.section} titleClassName={styles.sectionTitle} />;
}
