import {
  CONTRACT_EXPIRY_WARN_DAYS,
  CONTRACT_KIND,
  CONTRACT_STATUS,
  contractExpiryCount,
  franchiseContractStats,
  franchiseeOptions,
  franContractResource,
  franContractSteps,
} from '@salon/contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { registerEndpoint } from '../../../engine/endpoint.js';
import { andInScope } from '../../../engine/query.js';
import { contractRoutes } from './_shared/contracts.js';

/**
 * /join/protocol/join 加盟协议 (franchise contracts, kind 1), the franchise pages' franchisee picker and the
 * contract badges (spec §7 getFranchiseContractStats, queryContractExpiryCount): contracts in force ending
 * within CONTRACT_EXPIRY_WARN_DAYS of today (China date, today included), within the user's stores.
 */
export function registerJoin(app: FastifyInstance): void {
  const { db } = app.services;
  contractRoutes(app, CONTRACT_KIND.franchise, franContractResource, franContractSteps);

  registerEndpoint(app, franchiseeOptions, async () => {
    const rows = await sql<{ id: number; name: string }>`select id, franchisee_no || ' ' || company_name as name from franchisee order by id`.execute(db);
    return rows.rows;
  });

  const expiring = async (scope: Parameters<typeof andInScope>[0]) => {
    const rows = await sql<{ kind: number; n: number }>`
      select kind, count(*)::int as n from franchise_contract
      where status = ${CONTRACT_STATUS.inForce}
        and end_date between (now() at time zone 'Asia/Shanghai')::date and (now() at time zone 'Asia/Shanghai')::date + ${CONTRACT_EXPIRY_WARN_DAYS}::int
        ${andInScope(scope, 'store_id')}
      group by kind`.execute(db);
    const of = (kind: number) => rows.rows.find((r) => r.kind === kind)?.n ?? 0;
    return { of, total: rows.rows.reduce((n, r) => n + r.n, 0) };
  };

  registerEndpoint(app, franchiseContractStats, async (_input, { auth }) => {
    const { of } = await expiring(await auth.scope());
    return { franContractCount: of(CONTRACT_KIND.franchise), rentContractCount: of(CONTRACT_KIND.rent), decoContractCount: of(CONTRACT_KIND.decoration) };
  });

  registerEndpoint(app, contractExpiryCount, async (_input, { auth }) => {
    const { of, total } = await expiring(await auth.scope());
    return {
      total,
      franContractCount: of(CONTRACT_KIND.franchise),
      rentContractCount: of(CONTRACT_KIND.rent),
      decoContractCount: of(CONTRACT_KIND.decoration),
      favoredContractCount: of(CONTRACT_KIND.favored),
    };
  });
}
