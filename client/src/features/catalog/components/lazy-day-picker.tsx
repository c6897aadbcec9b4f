import { lazy, Suspense, type ComponentProps } from 'react';
import type { DayPicker as DayPickerType } from 'react-day-picker';
import { useTranslation } from 'react-i18next';

const Picker = lazy(() => import('./day-picker-chunk'));

/**
 * react-day-picker, fetched with its styles when a calendar first shows rather than with every
 * page (the search bar is on all of them). Same props; a quiet placeholder of the calendar's
 * height meanwhile, so nothing jumps.
 */
export function DayPicker(props: ComponentProps<typeof DayPickerType>) {
  const { t } = useTranslation('catalog');
  return (
    <Suspense fallback={<div style={{ minHeight: 300 }} role="status" aria-label={t('dates.loadingCalendar')} />}>
      <Picker {...props} />
    </Suspense>
  );
}
