/** A time range whose end comes after its start (either side may still be empty). */
export const hoursOrdered = (start: unknown, end: unknown) => typeof start !== 'string' || typeof end !== 'string' || start < end;
