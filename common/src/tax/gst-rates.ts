/**
 * GST rates as data with the dates they apply from, each citing its rule. Dates are IST calendar
 * dates 'YYYY-MM-DD'; rates are percentages (CGST + SGST together: an intra-state supply splits
 * the rate in two equal halves, Section 8 of the IGST Act 2017 making a hotel stay intra-state
 * since the place of supply is the property, Section 12(3) IGST Act). Values are whole rupees per
 * unit (room) per night.
 */

/** One band of a slab table: nights whose value is at most `upTo` rupees (null: no upper bound). */
export interface GstSlab {
  /** Rupees per unit per night, inclusive; null for the last band. */
  upTo: number | null;
  /** Percent, CGST + SGST (e.g. 5 = 2.5 % + 2.5 %). */
  rate: number;
}

/** The room slabs in force from `from` (IST date) until the next period. */
export interface RoomGstPeriod {
  from: string;
  slabs: readonly GstSlab[];
  /** The notification that set them. */
  source: string;
}

/**
 * Hotel accommodation (SAC 996311), by the value of supply of a unit per night. Dates before the
 * first period are priced as the first period (the product keeps no stays before 2019).
 */
export const ROOM_GST_PERIODS: readonly RoomGstPeriod[] = [
  {
    // Notification 20/2019-Central Tax (Rate), 30 Sep 2019, in force 1 Oct 2019, amending
    // 11/2017-Central Tax (Rate) serial 7 item (i): above ₹1,000 and up to ₹7,500 per unit per day
    // 6 % CGST (12 % in all), 18 % above; Notification 21/2019-Central Tax (Rate) of the same day
    // amending the exemption 12/2017-Central Tax (Rate) serial 14: ₹1,000 or less exempt.
    from: '2019-10-01',
    slabs: [
      { upTo: 1000, rate: 0 },
      { upTo: 7500, rate: 12 },
      { upTo: null, rate: 18 },
    ],
    source: 'Notifications 20/2019 and 21/2019-Central Tax (Rate)',
  },
  {
    // Notifications 03/2022-Central Tax (Rate) (amending 11/2017: "above one thousand rupees but"
    // omitted from serial 7 item (i)) and 04/2022-Central Tax (Rate) (amending the exemption
    // 12/2017: the ₹1,000-or-less entry omitted), both 13 Jul 2022, in force 18 Jul 2022: 12 % up to ₹7,500.
    from: '2022-07-18',
    slabs: [
      { upTo: 7500, rate: 12 },
      { upTo: null, rate: 18 },
    ],
    source: 'Notifications 03/2022 and 04/2022-Central Tax (Rate)',
  },
  {
    // Notification 15/2025-Central Tax (Rate), 17 Sep 2025 (G.S.R. 663(E)), in force 22 Sep 2025,
    // amending 11/2017-Central Tax (Rate) serial 7 item (i): ₹7,500 or less per unit per day
    // 2.5 % CGST (5 % in all) without input tax credit; above, 18 %. (09/2025-Central Tax (Rate)
    // of the same day is the goods schedule that superseded 1/2017, not this entry.)
    from: '2025-09-22',
    slabs: [
      { upTo: 7500, rate: 5 },
      { upTo: null, rate: 18 },
    ],
    source: 'Notification 15/2025-Central Tax (Rate)',
  },
];

/** SAC of room accommodation (hotel, inn, guest house: Scheme of Classification of Services, 996311). */
export const ROOM_SAC = '996311';
/** Default SAC of guided tours (tour operator services, 998552) and of Gypsy hire with a driver (996601). */
export const DEFAULT_TOUR_SAC = '998552';
export const DEFAULT_VEHICLE_SAC = '996601';
/** Default percent for tours and vehicle hire (the owner sets both in Business & tax). */
export const DEFAULT_SERVICE_GST_RATE = 5;

/** The room slabs in force on `date` ('YYYY-MM-DD', IST). */
export function roomSlabsOn(date: string): readonly GstSlab[] {
  let found = ROOM_GST_PERIODS[0];
  for (const p of ROOM_GST_PERIODS) if (p.from <= date) found = p;
  return found.slabs;
}

/**
 * The GST percent of one room night on `date` charged `price` rupees. The slab is decided by the
 * value of supply of that night (the price actually charged; Notification 05/2025-Central Tax
 * (Rate), 16 Jan 2025, omitted the "declared tariff" definition from 1 Apr 2025): with
 * `inclusive` prices the value is the price less the tax, so the lowest band whose value fits wins.
 * @param price whole rupees (or rupees with paise) for the unit that night
 */
export function roomGstRate(date: string, price: number, inclusive: boolean): number {
  const slabs = roomSlabsOn(date);
  for (const slab of slabs) {
    const value = inclusive ? (price * 100) / (100 + slab.rate) : price;
    if (slab.upTo === null || value <= slab.upTo) return slab.rate;
  }
  return slabs[slabs.length - 1].rate;
}
