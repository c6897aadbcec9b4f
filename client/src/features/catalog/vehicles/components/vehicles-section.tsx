import type { Vehicle } from '@pachmarhi/common/types';
import type { ListingSectionConfig } from '@/features/catalog/components/listing-section';
import { vehicleQueries } from '@/lib/queries/vehicles';
import { VehicleCard } from './vehicle-card';

/** The vehicle list: the whole /gypsy page, or a section of the home page. */
export const VEHICLES_SECTION: ListingSectionConfig<Vehicle> = {
  kind: 'vehicle',
  id: 'vehicles',
  title: 'vehicle.sectionTitle',
  subtitle: 'vehicle.sectionSubtitle',
  emptyText: 'vehicle.empty',
  moreHref: '/gypsy',
  query: vehicleQueries.list(),
  renderItem: (v, offer) => <VehicleCard vehicle={v} offer={offer} />,
};
