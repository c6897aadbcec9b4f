/**
 * The business settings the money tests save (`PUT /api/business-settings`): registered for GST in
 * Madhya Pradesh (state code 23, a GSTIN whose check character is valid), prices before tax, a UPI
 * id, a 30 % deposit.
 */
export const GST_BUSINESS = {
  legalName: 'Satpura Hospitality LLP',
  address: 'Patel Marg, Pachmarhi, Madhya Pradesh 461881',
  stateCode: '23',
  gstRegistered: true,
  gstin: '23AAPFU0939F1Z3',
  invoicePrefix: 'INV',
  pricesIncludeGst: false,
  upiId: 'satpura.stays@okaxis',
  upiName: 'Satpura Stays',
  depositPercent: 30,
};
