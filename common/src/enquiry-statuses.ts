/** The statuses of an enquiry (./enquiry.ts), apart so the record schemas can name them. */
/**
 * Where the owner has taken an enquiry: 'new' as recorded, 'replied' once answered, 'booked' when
 * a reservation was made from it (`reservationId`), 'lost' when the guest went elsewhere.
 */
export const ENQUIRY_STATUSES = ['new', 'replied', 'booked', 'lost'] as const;
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];
/** Statuses the dashboard counts as open enquiries. */
export const OPEN_ENQUIRY_STATUSES = ['new', 'replied'] as const satisfies readonly EnquiryStatus[];
