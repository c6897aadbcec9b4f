import type { Vehicle } from '@pachmarhi/common/types';
import { DetailLayout, POLICIES_ID } from '@/features/catalog/components/detail-layout';
import { DetailPage } from '@/features/catalog/components/detail-page';
import { AvailabilityCalendar } from '@/features/catalog/components/detail-availability';
import { DetailSection, FactsSection, ListSection } from '@/features/catalog/components/detail-sections';
import { PinIcon } from '@/components/icons';
import { imageUrls } from '@/features/catalog/lib/image-urls';
import { vehicleQueries } from '@/lib/queries/vehicles';
import { useTranslation } from 'react-i18next';
import { useOptionLabel } from '@/lib/option-label';
import { kindCancellation } from '@pachmarhi/common/cancellation';

const BACK = '/gypsy';

function VehicleDetails({ vehicle: v }: { vehicle: Vehicle }) {
  const info = v.vehicleInfo ?? {};
  const terms = v.rentalTerms ?? {};
  const { t } = useTranslation('catalog');
  const option = useOptionLabel();
  return (
    <DetailLayout
      kind="vehicle"
      item={v}
      title={v.name}
      eyebrow={t('vehicle.eyebrow')}
      subtitle={
        <span>
          <PinIcon /> {v.location || t('pachmarhi')}
        </span>
      }
      imageUrls={imageUrls(v.images)}
      basePrice={v.price}
      priceUnit={t('unit.perDay')}
      priceFacts={[
        [t('facts.category'), v.category || t('vehicle.defaultCategory')],
        ...(v.brand ? [[t('facts.brand'), v.brand] as [string, string]] : []),
        ...(v.model ? [[t('facts.model'), v.model] as [string, string]] : []),
        ...(v.fuelType ? [[t('facts.fuelType'), option(v.fuelType)] as [string, string]] : []),
      ]}
      cancellation={terms.cancellation}
      backTo={BACK}
    >
      <DetailSection title={t('vehicle.about')} show={!!v.description}>
        <p>{v.description}</p>
      </DetailSection>
      <ListSection title={t('sections.features')} items={v.features} />
      <FactsSection
        title={t('sections.vehicleInfo')}
        facts={[
          [t('facts.model'), info.model],
          [t('facts.year'), info.year],
          [t('facts.seats'), info.seats],
          [t('facts.fuelType'), info.fuelType && option(info.fuelType)],
          [t('facts.transmission'), info.transmission && option(info.transmission)],
          [t('facts.mileage'), info.mileage],
        ]}
      />
      <ListSection title={t('sections.specifications')} items={v.specifications} icon="dot" />
      <AvailabilityCalendar kind="vehicle" itemId={v._id} />
      <FactsSection
        id={POLICIES_ID}
        title={t('sections.rentalTerms')}
        facts={[
          [t('facts.minimumRental'), terms.minimumRental],
          [t('facts.deposit'), terms.deposit],
          [t('facts.insurance'), terms.insurance],
          [t('facts.cancellationPolicy'), terms.cancellation?.trim() || kindCancellation('vehicle')],
        ]}
      />
    </DetailLayout>
  );
}

/** /view-details?id=… and /vehicle-details?id=… (item also taken from navigation state). */
export default function VehicleDetailsPage() {
  return (
    <DetailPage kind="vehicle" queries={vehicleQueries} titleOf={(v) => v.name} backTo={BACK}>
      {(vehicle) => <VehicleDetails vehicle={vehicle} />}
    </DetailPage>
  );
}
