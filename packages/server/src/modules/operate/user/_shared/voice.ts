/** A timestamp as the answers carry it (ISO 8601), null kept. */
export const iso = (value: Date | string | null | undefined) => (value === null || value === undefined ? null : new Date(value).toISOString());
