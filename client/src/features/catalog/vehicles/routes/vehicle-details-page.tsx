import type { Vehicle } from '@pachmarhi/common/types';
import { DetailLayout } from '@/features/catalog/components/detail-layout';
import { DetailPage } from '@/features/catalog/components/detail-page';
import { AvailabilityCalendar } from '@/features/catalog/components/detail-availability';
import { DetailSection, FactsSection, ListSection } from '@/features/catalog/components/detail-sections';
import { PinIcon } from '@/components/icons';
import { imageUrls } from '@/features/catalog/lib/image-urls';
import { vehicleQueries } from '@/lib/queries/vehicles';

const BACK = '/gypsy';

function VehicleDetails({ vehicle: v }: { vehicle: Vehicle }) {
  const info = v.vehicleInfo ?? {};
  const terms = v.rentalTerms ?? {};
  return (
    <DetailLayout
      kind="vehicle"
      item={v}
      title={v.name}
      eyebrow="Gypsy rental"
      subtitle={<span><PinIcon /> {v.location || 'Pachmarhi'}</span>}
      imageUrls={imageUrls(v.images)}
      basePrice={v.price}
      priceUnit="per day"
      priceFacts={[
        ['Category', v.category || 'Standard Vehicle'],
        ...(v.brand ? [['Brand', v.brand] as [string, string]] : []),
        ...(v.model ? [['Model', v.model] as [string, string]] : []),
        ...(v.fuelType ? [['Fuel type', v.fuelType] as [string, string]] : []),
      ]}
      backTo={BACK}
    >
      <DetailSection title="About this vehicle" show={!!v.description}>
        <p>{v.description}</p>
      </DetailSection>
      <ListSection title="Features" items={v.features} />
      <FactsSection
        title="Vehicle information"
        facts={[
          ['Model', info.model], ['Year', info.year], ['Seats', info.seats],
          ['Fuel type', info.fuelType], ['Transmission', info.transmission], ['Mileage', info.mileage],
        ]}
      />
      <ListSection title="Specifications" items={v.specifications} icon="dot" />
      <AvailabilityCalendar kind="vehicle" itemId={v._id} />
      <FactsSection
        title="Rental terms"
        facts={[
          ['Minimum rental', terms.minimumRental], ['Security deposit', terms.deposit],
          ['Insurance', terms.insurance], ['Cancellation policy', terms.cancellation],
        ]}
      />
    </DetailLayout>
  );
}

/** /view-details?id=… and /vehicle-details?id=… (item also taken from navigation state). */
export default function VehicleDetailsPage() {
  return (
    <DetailPage kind="vehicle" query={vehicleQueries.detail} titleOf={(v) => v.name} backTo={BACK}>
      {(vehicle) => <VehicleDetails vehicle={vehicle} />}
    </DetailPage>
  );
}
