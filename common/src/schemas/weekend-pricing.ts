import { z } from 'zod';
import { DEFAULT_WEEKEND_PERCENTAGE } from '../constants';
import { optionalText } from './fields';

const PERCENT_MESSAGE = 'Percentage must be a whole number from 0 to 100';

/** Weekend surcharge in whole percent, 0–100. */
export const percentageSchema = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
  z.number({ error: PERCENT_MESSAGE }).int(PERCENT_MESSAGE).min(0, PERCENT_MESSAGE).max(100, PERCENT_MESSAGE),
);

/** Body of `POST /api/weekend-pricing/activate`. */
export const activateWeekendSchema = z.object({
  percentageIncrease: percentageSchema.default(DEFAULT_WEEKEND_PERCENTAGE),
  description: optionalText(500),
});

/** Body of `PUT /api/weekend-pricing/percentage`. */
export const weekendPercentageSchema = z.object({ percentageIncrease: percentageSchema });
