/**
 * The demo's operations (issue 39): two drivers and a guide, the Gypsies' papers (one insurance
 * running out in 10 days, so Today warns of it), Holi and Diwali closures of the coming year, and
 * a week of morning safaris of the Satpura Jungle Safari from tomorrow, each assigned a Gypsy, a
 * driver and the guide. The guests and phone numbers are made up.
 */
import { addDays } from '@pachmarhi/common/pricing/quote';
import { quote } from '@pachmarhi/common/pricing/quote';
import type { Executor } from '../modules/operations/operations.module';
import { insertDemoOperations } from '../modules/operations/operations.module';
import { insertClosures } from '../modules/park-closures/park-closures.module';

const GUESTS = [
  ['Asha Verma', '+919893011201', 2],
  ['Rahul Khanna', '+919893011202', 4],
  ['Meera Iyer', '+919893011203', 3],
  ['Vikram Rao', '+919893011204', 2],
  ['Farah Sheikh', '+919893011205', 5],
  ['Joseph Thomas', '+919893011206', 2],
  ['Neha Patel', '+919893011207', 4],
] as const;

/**
 * Put the demo operations in `tx` for the week from `today` (IST): the safari `safariId` (price
 * `price` rupees per person) and the Gypsies `vehicleIds` (at least two) come from the demo catalogue.
 * @returns how many drivers and guides were added
 */
export async function seedDemoOperations(
  tx: Executor,
  today: string,
  safari: { id: string; price: number },
  vehicleIds: readonly string[],
): Promise<number> {
  const year = Number(today.slice(0, 4));
  await insertClosures(tx, [
    {
      name: `Holi ${year + 1}`,
      nameHi: `होली ${year + 1}`,
      reason: 'The park is closed for Holi',
      reasonHi: 'होली पर पार्क बंद रहता है',
      source: 'Satpura Tiger Reserve notice (check each year)',
      rule: 'dates',
      from: `${year + 1}-03-22`,
      to: `${year + 1}-03-22`,
      weekday: null,
      shift: null,
    },
    {
      name: `Diwali ${year + 1}`,
      nameHi: `दीवाली ${year + 1}`,
      reason: 'The park is closed on Diwali',
      reasonHi: 'दीवाली पर पार्क बंद रहता है',
      source: 'Satpura Tiger Reserve notice (check each year)',
      rule: 'dates',
      from: `${year + 1}-10-29`,
      to: `${year + 1}-10-29`,
      weekday: null,
      shift: null,
    },
  ]);
  const jobs = GUESTS.map(([guestName, guestPhone, guests], i) => {
    const checkIn = addDays(today, i + 1);
    return {
      guestName,
      guestPhone,
      guests,
      checkIn,
      quote: quote(
        { price: safari.price },
        { kind: 'tour', checkIn, guests },
        { isActive: false, percentageIncrease: 0 },
        { today },
      ),
    };
  });
  return insertDemoOperations(tx, {
    safariId: safari.id,
    staff: [
      {
        role: 'driver',
        name: 'Ramesh Yadav',
        phone: '+919893022101',
        languages: ['Hindi'],
        licenceNumber: 'MP05 20110012345',
        licenceExpiry: addDays(today, 900),
        weeklyOff: [2],
      },
      {
        role: 'driver',
        name: 'Sohan Lal',
        phone: '+919893022102',
        languages: ['Hindi', 'English'],
        licenceNumber: 'MP05 20150054321',
        licenceExpiry: addDays(today, 400),
      },
      {
        role: 'guide',
        name: 'Sunil Uikey',
        phone: '+919893022103',
        languages: ['Hindi', 'English', 'Gondi'],
        guideNumber: 'STR/GUIDE/114',
      },
    ],
    papers: vehicleIds.flatMap((vehicleId, i) => [
      { vehicleId, kind: 'registration' as const, number: `MP05 T ${4401 + i}`, expiresOn: addDays(today, 3000) },
      // The second Gypsy's insurance runs out in 10 days: Today lists it.
      {
        vehicleId,
        kind: 'insurance' as const,
        number: `INS-${2026 + i}-${731 + i}`,
        expiresOn: addDays(today, i === 1 ? 10 : 200 + i * 30),
      },
      { vehicleId, kind: 'puc' as const, number: `PUC-${5100 + i}`, expiresOn: addDays(today, 90 + i * 7) },
      { vehicleId, kind: 'fitness' as const, number: `FIT-${880 + i}`, expiresOn: addDays(today, 500) },
    ]),
    jobs,
    vehicleIds,
  });
}
