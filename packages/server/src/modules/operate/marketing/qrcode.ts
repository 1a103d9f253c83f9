import { QRCODE_ENTRY, QrcodePath, qrcodeImage, qrcodeResource, qrcodeScanResource } from '@salon/contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import QRCode from 'qrcode';
import { requireAuth } from '../../../core/auth.js';
import { ok } from '../../../core/envelope.js';
import { invalid, notFound, refuse } from '../../../core/errors.js';
import '../../../db/schema/marketingActivity.js';
import { registerEndpoint } from '../../../engine/endpoint.js';
import { registerResource } from '../../../engine/register.js';

/** The PNG's size in pixels: sharp enough to print on a table tent. */
const QR_WIDTH = 480;

/** The code's landing address: the mini-program's entry with its scene. */
export const qrcodeUrl = (sceneCode: string) => `${QRCODE_ENTRY}${sceneCode}`;

/** The PNG of a code's address (error correction M, a quiet zone of 2 modules). */
export function qrcodePng(sceneCode: string): Promise<Buffer> {
  return QRCode.toBuffer(qrcodeUrl(sceneCode), { type: 'png', errorCorrectionLevel: 'M', margin: 2, width: QR_WIDTH });
}

/**
 * /operate/marketing/qrcode 二维码管理: codes of stores, staff and activities from their
 * declaration (a staff code's craftsman works in its store; an activity code is head office's,
 * with or without a store), each code's PNG generated here, and the scans with the orders they brought.
 */
export function registerQrcode(app: FastifyInstance): void {
  const { db } = app.services;

  registerResource(app, qrcodeResource, {
    async beforeWrite(values, { trx, auth, mode }) {
      if (mode === 'update') return;
      values.createdBy = auth.name;
      if (values.kind === 3) {
        // An activity code may name the store whose posters carry it; made by head office only.
        if (!(await auth.scope()).all) throw refuse('活动码须由总部创建');
        const activity = (await sql<{ status: number }>`select status from marketing_activity where id = ${values.activityId ?? 0}`.execute(trx)).rows[0];
        if (!activity) throw invalid('activityId', '活动不存在');
        if (activity.status === 3) throw invalid('activityId', '活动已结束，不能再生成活动码');
      }
      if (values.kind === 2) {
        const works = await sql`select 1 from craftsman_store where craftsman_id = ${values.craftsmanId ?? 0} and store_id = ${values.storeId ?? 0}`.execute(
          trx,
        );
        if (!works.rows.length) throw invalid('craftsmanId', '该员工不在所选门店');
      }
    },
  });

  registerResource(app, qrcodeScanResource);

  app.get(QrcodePath.craftsmanOptions, { config: { permission: { menu: qrcodeResource.page } } }, async (request) => {
    const scope = await requireAuth(request).scope();
    const rows = await sql<{ id: number; name: string }>`
      select distinct c.id, c.real_name || '（' || c.employee_no || '）' as name from craftsman c join craftsman_store cs on cs.craftsman_id = c.id
      where ${scope.all ? sql`true` : sql`cs.store_id = any(${scope.storeIds.length ? scope.storeIds : [-1]}::int[])`}
      order by c.id limit 2000`.execute(db);
    return ok(rows.rows);
  });

  registerEndpoint(app, qrcodeImage, async ({ id }, { auth }) => {
    const row = (
      await sql<{ id: number; name: string; store_id: number | null; scene_code: string }>`
      select id, name, store_id, scene_code from marketing_qrcode where id = ${id}`.execute(db)
    ).rows[0];
    if (!row) throw notFound('二维码');
    if (row.store_id === null) {
      if (!(await auth.scope()).all) throw notFound('二维码');
    } else await auth.assertStore(row.store_id);
    const png = await qrcodePng(row.scene_code);
    return { id: row.id, name: row.name, url: qrcodeUrl(row.scene_code), png: png.toString('base64') };
  });
}
