import { ListingPage } from '@/features/catalog/components/listing-section';
import { VEHICLES_SECTION } from '@/features/catalog/vehicles/components/vehicles-section';
import { useTranslation } from 'react-i18next';

/** /gypsy */
export default function VehiclesPage() {
  const { t } = useTranslation('catalog');
  return (
    <ListingPage
      config={VEHICLES_SECTION}
      pageTitle={t('vehicle.pageTitle')}
      description={t('vehicle.pageDescription')}
    />
  );
}
