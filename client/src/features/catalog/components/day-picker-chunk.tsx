// react-day-picker and its styles as a chunk of their own (see lazy-day-picker.tsx), with month
// and weekday names in the site's language.
import 'react-day-picker/style.css';
import { DayPicker, type DayPickerProps } from 'react-day-picker';
import { hi } from 'react-day-picker/locale';
import { useTranslation } from 'react-i18next';

export default function LocalizedDayPicker(props: DayPickerProps) {
  const { i18n } = useTranslation();
  return <DayPicker {...(i18n.resolvedLanguage === 'hi' ? { locale: hi } : {})} {...props} />;
}
