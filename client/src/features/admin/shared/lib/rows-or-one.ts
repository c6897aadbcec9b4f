/** A copy of a stored list for a rows editor; an empty or missing list becomes one blank row. */
export const rowsOrOne = (rows: string[] | undefined): string[] => (rows && rows.length ? [...rows] : ['']);
