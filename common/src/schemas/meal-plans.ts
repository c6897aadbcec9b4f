/**
 * A room's meal plans (../trip-terms.ts): rupees per adult and per child per night for CP, MAP and
 * AP; EP (room only) is always offered at 0. The record as the API answers it and the body of
 * `PUT /api/rooms/:id/meal-plans` (a plan left out is not offered).
 */
import { z } from 'zod';
import { ruleMessage } from '../i18n/validation-codes';
import { wholeNumber } from './numbers';
import { rupees } from './record-fields';

/** Most a meal plan may cost per person per night, rupees. */
export const MEAL_PRICE_MAX = 100_000;

/** Rupees per adult and per child per night of one meal plan. */
export const mealPriceSchema = z
  .object({ adult: rupees(), child: rupees() })
  .meta({ id: 'MealPrice', description: 'Rupees per adult and per child per night of one meal plan.' });

/** A room's priced meal plans as stored and answered ({} when it offers only EP). */
export const mealPlanPricesSchema = z
  .object({ CP: mealPriceSchema.optional(), MAP: mealPriceSchema.optional(), AP: mealPriceSchema.optional() })
  .meta({
    id: 'MealPlanPrices',
    description:
      'Meal plans offered beyond EP (room only): CP breakfast, MAP breakfast and one meal, AP all meals; rupees per adult and per child per night. A plan left out is not offered.',
  });

const price = () =>
  wholeNumber('price', {
    min: 0,
    max: MEAL_PRICE_MAX,
    message: ruleMessage('wholeNumberRange', { label: 'price', min: 0, max: MEAL_PRICE_MAX }),
  });
const planInput = z.object({ adult: price(), child: price() }, { error: ruleMessage('invalidInput') });

/** Body of `PUT /api/rooms/:id/meal-plans`: the plans offered (whole rupees per person per night); others are withdrawn. */
export const mealPlanPricesInputSchema = z.strictObject(
  { CP: planInput.optional(), MAP: planInput.optional(), AP: planInput.optional() },
  { error: ruleMessage('invalidInput') },
);
export type MealPlanPricesInput = z.output<typeof mealPlanPricesInputSchema>;
