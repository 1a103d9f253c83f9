import { z } from 'zod';
import type { Validator } from '../validators/messages.js';

z.config(z.locales.zhCN());
// In the browser zod must not compile parsers with Function(): the console's Content-Security-Policy
// forbids eval, and zod's probe for it would be reported as a violation (server/src/core/securityHeaders.ts).
if (typeof document !== 'undefined') z.config({ jitless: true });

/** A trimmed string checked by one of our validators; the validator's message is the error. */
export function checked(validator: Validator) {
  return z
    .string({ error: () => validator('') as string })
    .trim()
    .superRefine((value, ctx) => {
      const result = validator(value);
      if (result !== true) ctx.addIssue({ code: 'custom', message: result });
    });
}

/** A numeric id from JSON or a query string. */
export const idSchema = z.coerce.number().int().positive();

/** pageNum / pageSize of every list call. */
export const pageQuery = {
  pageNum: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(15),
};
