// react-day-picker and its styles as a chunk of their own (see lazy-day-picker.tsx), with month
// and weekday names in the site's language.
import 'react-day-picker/style.css';
import './day-picker-theme.css';
import { DayPicker, type DayPickerProps, type DayProps } from 'react-day-picker';
import { hi } from 'react-day-picker/locale';
import { useTranslation } from 'react-i18next';

/**
 * A day cell without react-day-picker's `role="gridcell"`: the month is a `<table role="grid">`,
 * whose cells are grid cells already, and HTML forbids restating it (the Nu Html Checker reports
 * each of the 42 cells of a month).
 */
function Day({ day: _day, modifiers: _modifiers, role: _role, ...cell }: DayProps) {
  return <td {...cell} />;
}

export default function LocalizedDayPicker(props: DayPickerProps) {
  const { i18n } = useTranslation();
  return (
    <DayPicker
      {...(i18n.resolvedLanguage === 'hi' ? { locale: hi } : {})}
      {...props}
      components={{ Day, ...props.components }}
    />
  );
}
