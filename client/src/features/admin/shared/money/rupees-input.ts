import { paiseToDecimal } from '@pachmarhi/common/tax/paise';

/** Paise as an amount field holds rupees: 378000 → '3780', 378050 → '3780.50'. */
export const rupeesInput = (paise: number): string => (paise % 100 === 0 ? String(paise / 100) : paiseToDecimal(paise));
