import { z } from 'zod';
import { DEFAULT_WEEKEND_PERCENTAGE } from '../constants';
import { ruleMessage } from '../i18n/validation-codes';
import { optionalText, wholeNumber } from './fields';

const PERCENT_MESSAGE = ruleMessage('wholeNumberRange', { label: 'percentage', min: 0, max: 100 });

/** Weekend surcharge in whole percent, 0–100; digit strings accepted, '0x10' or '1e1' refused. */
export const percentageSchema = wholeNumber('percentage', { min: 0, max: 100, message: PERCENT_MESSAGE });

/** Body of `POST /api/weekend-pricing/activate`. */
export const activateWeekendSchema = z.object({
  percentageIncrease: percentageSchema.default(DEFAULT_WEEKEND_PERCENTAGE),
  description: optionalText('description', 500),
});

/** Body of `PUT /api/weekend-pricing/percentage`. */
export const weekendPercentageSchema = z.object({ percentageIncrease: percentageSchema });
