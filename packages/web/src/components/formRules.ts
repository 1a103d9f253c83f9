/** Form rules that run the contract's own checks, so the browser and the server say the same. */

interface Parser {
  safeParse(value: unknown): { success: true } | { success: false; error: { issues: readonly { message: string }[] } };
}

/** One field of a contract zod schema. Empty values are left to `required`. */
export const schemaRule = (schema: Parser) => ({
  validator: async (_: unknown, value: unknown) => {
    if (value === undefined || value === null || value === '') return;
    const result = schema.safeParse(value);
    if (!result.success) throw new Error(result.error.issues[0]?.message ?? '格式不正确');
  },
});

/** A contract validator (`true` or the spec's message). */
export const validatorRule = (validator: (value: string) => true | string) => ({
  validator: async (_: unknown, value: string | undefined) => {
    const result = validator(value ?? '');
    if (result !== true) throw new Error(result);
  },
});
