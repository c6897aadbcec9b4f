import type { ReactNode } from 'react';
import { usePageTitle } from '@/hooks/use-page-title';
import ui from '@/features/admin/shared/ui.module.css';
import { adminText } from '@/i18n';

/** Title row of an admin page with optional actions on the right; the title is also the browser tab's ('Manage Rooms · Admin · business'). */
export function PageHeader({ title, subtitle, actions }: { title: string; subtitle?: ReactNode; actions?: ReactNode }) {
  usePageTitle(adminText('pageHeader.admin', { title: title }));
  return (
    <header className={ui.pageHeader}>
      <div>
        <h1 className={ui.pageTitle}>{title}</h1>
        {subtitle && <p className={ui.pageSubtitle}>{subtitle}</p>}
      </div>
      {actions && <div className={ui.headerActions}>{actions}</div>}
    </header>
  );
}
