import { STORE_DOCUMENT_EXPLAIN, StoreDocumentType, storeDocumentExplain, storeDocumentResource } from '@salon/contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { invalid } from '../../../core/errors.js';
import { registerEndpoint } from '../../../engine/endpoint.js';
import { registerResource } from '../../../engine/register.js';

/**
 * /join/protocol/literature 资料文件: store documents (storeDocument query, insert, update from the declaration;
 * explain). A document belongs to a 加盟 store; its valid-until day is not before its issue day.
 */
export function registerLiterature(app: FastifyInstance): void {
  registerResource(app, storeDocumentResource, {
    async beforeWrite(values, { trx, auth, mode, id }) {
      const row = values as typeof values & Record<string, unknown>;
      if (mode === 'create') {
        const held = (await sql`select 1 from franchise_store where store_id = ${values.storeId!}`.execute(trx)).rows.length;
        if (!held) throw invalid('storeId', '该门店不是加盟门店（或未分配加盟商），不能登记加盟资料');
        row.createdBy = auth.name;
      }
      let issued = values.issuedOn;
      let until = values.validUntil;
      if (mode === 'update' && (issued === undefined || until === undefined)) {
        const current = (
          await sql<{ issued_on: string | null; valid_until: string | null }>`select issued_on::text as issued_on, valid_until::text as valid_until
          from franchise_store_document where id = ${id!}`.execute(trx)
        ).rows[0];
        issued = issued === undefined ? current?.issued_on : issued;
        until = until === undefined ? current?.valid_until : until;
      }
      if (issued && until && until < issued) throw invalid('validUntil', '有效期至不能早于发证日期');
      row.updatedBy = auth.name;
    },
  });

  registerEndpoint(app, storeDocumentExplain, async () =>
    StoreDocumentType.items.map((i) => ({ value: i.value, label: i.label, explain: STORE_DOCUMENT_EXPLAIN[i.value] ?? '' })),
  );
}
