/** The largest request body (JSON or form) the API reads; multipart uploads have their own limits. */
export const BODY_LIMIT_BYTES = 2 * 1024 * 1024;
