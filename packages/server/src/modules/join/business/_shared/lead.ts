import type { FastifyInstance } from 'fastify';
import { sql, type RawBuilder } from 'kysely';
import { invalid } from '../../../../core/errors.js';
import type { StoreScope } from '../../../../core/auth.js';
import '../../../../db/schema/franchiseLead.js';

export { nextDayNumber } from '../../../_shared/dayNumber.js';

/** ` and <column> in (the cities of the user's stores)` (nothing for head office): leads and applications are seen by city. */
export function andInCities(scope: StoreScope, column: string): RawBuilder<unknown> {
  if (scope.all) return sql``;
  if (!scope.storeIds.length) return sql` and false`;
  return sql` and ${sql.ref(column)} in (select distinct city_id from store where id in (${sql.join(scope.storeIds)}))`;
}

/**
 * Registers a declaration whose create form takes a whole mobile (`mobile`) in a scope of its own,
 * where the body's mobile is sealed by the field vault before the engine sees it: neither the table
 * nor the audit row holds it in clear. `mobileOf` opens it again inside the hooks.
 */
export function withSealedMobile(app: FastifyInstance, createPath: string, register: (scoped: FastifyInstance) => void): void {
  const { vault } = app.services;
  void app.register(async (scoped) => {
    scoped.addHook('preHandler', async (request) => {
      const body = request.body as Record<string, unknown> | undefined;
      if (request.method === 'POST' && request.routeOptions.url?.endsWith(createPath) && body && typeof body.mobile === 'string' && body.mobile)
        body.mobile = vault.encrypt(body.mobile.trim());
    });
    register(scoped);
  });
}

/** The whole mobile of a sealed form value (refused as invalid input when it does not open). */
export function mobileOf(app: FastifyInstance, sealed: unknown): string {
  try {
    return app.services.vault.decrypt(String(sealed));
  } catch {
    throw invalid('mobile', '手机号无效');
  }
}
