import { ListingPage } from '@/features/catalog/components/listing-section';
import { ROOMS_SECTION } from '@/features/catalog/rooms/components/rooms-section';
import { useTranslation } from 'react-i18next';

/** /hotel */
export default function RoomsPage() {
  const { t } = useTranslation('catalog');
  return <ListingPage config={ROOMS_SECTION} pageTitle={t('room.pageTitle')} description={t('room.pageDescription')} />;
}
