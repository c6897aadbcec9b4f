import { ListingPage } from '@/features/catalog/components/listing-section';
import { TOURS_SECTION } from '@/features/catalog/tours/components/tours-section';
import { useTranslation } from 'react-i18next';

/** /tours */
export default function ToursPage() {
  const { t } = useTranslation('catalog');
  return <ListingPage config={TOURS_SECTION} pageTitle={t('tour.pageTitle')} description={t('tour.pageDescription')} />;
}
