/**
 * Demo extras and meal plans (issue 35): the catalogue a lodge in Pachmarhi offers beside its rooms,
 * in English and Hindi, and what breakfast and meals cost per person per night in each demo room.
 * Prices are whole rupees; GST rates are percent with the SAC the owner would file them under.
 */
import type { MealPlanPrices } from '@pachmarhi/common/trip-terms';
import type { NewExtra } from '../modules/trips/trips.module';

/** Bonfire, a station pickup, a packed lunch and an extra mattress. */
export const demoExtras: NewExtra[] = [
  {
    name: 'Bonfire evening',
    nameHi: 'अलाव (बोनफ़ायर) की शाम',
    description: 'A bonfire on the lawn after dinner, with wood for about two hours.',
    descriptionHi: 'रात के खाने के बाद लॉन में अलाव, लगभग दो घंटे की लकड़ी के साथ।',
    price: 800,
    unit: 'per-stay',
    gstRate: 18,
    sac: '999799',
    public: true,
    active: true,
  },
  {
    name: 'Pickup from Pipariya station',
    nameHi: 'पिपरिया स्टेशन से पिकअप',
    description: 'A car waits at Pipariya railway station and drives you up to Pachmarhi (about 55 km).',
    descriptionHi: 'पिपरिया रेलवे स्टेशन पर गाड़ी आपका इंतज़ार करेगी और आपको पचमढ़ी (लगभग 55 किमी) तक लाएगी।',
    price: 1800,
    unit: 'per-item',
    gstRate: 5,
    sac: '996601',
    public: true,
    active: true,
  },
  {
    name: 'Packed lunch',
    nameHi: 'पैक्ड लंच',
    description: 'Parathas, sabzi, fruit and water for a day at the waterfalls.',
    descriptionHi: 'झरनों की सैर के लिए पराठे, सब्ज़ी, फल और पानी।',
    price: 250,
    unit: 'per-item',
    gstRate: 5,
    sac: '996331',
    public: true,
    active: true,
  },
  {
    name: 'Extra mattress',
    nameHi: 'अतिरिक्त गद्दा',
    description: 'A floor mattress with bedding for one more person in the room.',
    descriptionHi: 'कमरे में एक और व्यक्ति के लिए बिस्तर सहित गद्दा।',
    price: 500,
    unit: 'per-night',
    gstRate: 5,
    sac: '996311',
    public: true,
    active: true,
  },
];

const STANDARD_MEALS: MealPlanPrices = {
  CP: { adult: 300, child: 150 },
  MAP: { adult: 650, child: 325 },
  AP: { adult: 950, child: 475 },
};
const DELUXE_MEALS: MealPlanPrices = {
  CP: { adult: 350, child: 175 },
  MAP: { adult: 750, child: 375 },
  AP: { adult: 1100, child: 550 },
};

/** The meal plans of the demo rooms, by room name (the honeymoon suite offers breakfast and half board only). */
export const demoMealPlans: Record<string, MealPlanPrices> = {
  'Standard Garden Room': STANDARD_MEALS,
  'Standard Twin Room': STANDARD_MEALS,
  'Deluxe Valley View Room': DELUXE_MEALS,
  'Deluxe Sunrise Balcony Room': DELUXE_MEALS,
  'Satpura Family Suite': DELUXE_MEALS,
  'Dhoopgarh Honeymoon Suite': { CP: { adult: 400, child: 200 }, MAP: { adult: 900, child: 450 } },
};
