import {
  checkDepartOrder,
  DEPART_STATUS,
  DepartStatus,
  departCraftsmanOptions,
  departResource,
  deleteRecrDepartFileById,
  getDepartReasonType,
  LeaveReason,
  revertSubmitDepart,
  submitDepartRevoke,
  submitNoRehire,
  submitRecrDepartFile,
  updateRecrDepartFileById,
} from '@salon/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql, type Transaction } from 'kysely';
import type { AuthContext } from '../../../core/auth.js';
import { audit } from '../../../core/audit.js';
import { invalid, refuse } from '../../../core/errors.js';
import { nextDayNumber } from '../../_shared/dayNumber.js';
import { registerEndpoint } from '../../../engine/endpoint.js';
import { andInScope } from '../../../engine/query.js';
import { registerResource } from '../../../engine/register.js';
import type { Database } from '../../../db/schema.js';
import { moveCraftsmanStatus } from '../../craftsman/craftsman/_shared/register.js';
import { lockCraftsman, logLedger, refuseDepartStep } from './_shared/depart.js';

type FileRow = { id: number; depart_id: number; file_name: string; url: string; created_by: string; created_at: Date };
const fileAnswer = (f: FileRow) => ({ id: f.id, departId: f.depart_id, fileName: f.file_name, url: f.url, createdBy: f.created_by, createdAt: f.created_at });

/** Who counts as still employed: 在职, 休假. */
const EMPLOYED = [1, 2] as const;

/**
 * /hrm/employee/dimission 离职管理: departure orders (submitDepart, updateRecrDepartById, getRecrDepartDetail
 * and submitDepartReview are the declaration's create, update, detail and transition); approval makes the
 * craftsman 已离职 (leave date and reason) and takes them out of their stores in the same transaction;
 * revertSubmitDepart / submitDepartRevoke close a waiting order; files; submitNoRehire.
 */
export function registerDimission(app: FastifyInstance): void {
  const { db } = app.services;

  registerEndpoint(app, departCraftsmanOptions, async (_input, { auth }) => {
    const rows = await sql<{ id: number; name: string }>`
      select c.id, c.real_name || '（' || c.employee_no || '，' || s.store_name || '）' as name
      from craftsman c join store s on s.id = c.store_id
      where c.status in (1, 2) and not exists (select 1 from recruit_depart d where d.craftsman_id = c.id and d.status = 0)
        ${andInScope(await auth.scope(), 'c.store_id')}
      order by c.store_id, c.id`.execute(db);
    return rows.rows;
  });

  registerEndpoint(app, checkDepartOrder, async ({ craftsmanId }, { auth }) => {
    const row = (
      await sql<{ id: number; order_no: string }>`
      select d.id, d.order_no from recruit_depart d where d.craftsman_id = ${craftsmanId} and d.status = 0${andInScope(await auth.scope(), 'd.store_id')}`.execute(
        db,
      )
    ).rows[0];
    return row
      ? { open: true, orderId: row.id, orderNo: row.order_no, message: `该手艺人已有待审核的离职单（${row.order_no}）` }
      : { open: false, orderId: null, orderNo: null, message: null };
  });

  registerEndpoint(app, getDepartReasonType, async () => LeaveReason.items.map((o) => ({ value: o.value, label: o.label })));

  registerResource(app, departResource, {
    async detail(database, row) {
      const files =
        await sql<FileRow>`select id, depart_id, file_name, url, created_by, created_at from recruit_depart_file where depart_id = ${row.id} order by id`.execute(
          database,
        );
      return { files: files.rows.map(fileAnswer) };
    },
    async beforeWrite(values, { trx, auth, mode, id }) {
      const row = values as typeof values & Record<string, unknown>;
      if (mode === 'create') {
        const craftsman = await lockCraftsman(trx, values.craftsmanId!, (s) => auth.assertStore(s), EMPLOYED, '提交离职');
        const open = (await sql<{ order_no: string }>`select order_no from recruit_depart where craftsman_id = ${craftsman.id} and status = 0`.execute(trx))
          .rows[0];
        if (open) throw refuse(`该手艺人已有待审核的离职单（${open.order_no}），不能重复提交`);
        if (craftsman.entry_date && values.leaveDate! < craftsman.entry_date) throw invalid('leaveDate', `离职日期不能早于入职日期（${craftsman.entry_date}）`);
        row.storeId = craftsman.store_id;
        row.entryDate = craftsman.entry_date;
        row.orderNo = await nextDayNumber(trx, 'recruit_depart', 'order_no', 'LZ');
        row.status = DEPART_STATUS.waiting;
        row.applicant = auth.name;
        row.applicantId = auth.userId;
        return;
      }
      const entry = (await sql<{ entry_date: string | null }>`select entry_date::text as entry_date from recruit_depart where id = ${id!}`.execute(trx))
        .rows[0];
      if (values.leaveDate && entry?.entry_date && values.leaveDate < entry.entry_date)
        throw invalid('leaveDate', `离职日期不能早于入职日期（${entry.entry_date}）`);
    },
    async beforeTransition(trx, record, transition) {
      if (transition.action !== 'approve') return;
      const status = (await sql<{ status: number }>`select status from craftsman where id = ${record.craftsmanId} for update`.execute(trx)).rows[0]?.status;
      if (status === 4) throw refuse('该手艺人已是离职状态，不能再次办理离职');
    },
    async afterTransition(trx, record, transition, { auth, request }) {
      if (transition.action !== 'approve') return;
      await moveCraftsmanStatus(
        trx,
        { userId: auth.userId, name: auth.name, api: request.routeOptions.url ?? request.url },
        { craftsmanId: record.craftsmanId, toStatus: 4, effectiveDate: record.leaveDate, leaveReason: record.leaveReason },
      );
      // Out of every store the craftsman served (home and on loan), marked with the order so a cancellation restores them.
      await sql`update craftsman_store set active_status = 0, active_changed_at = now(), active_changed_by = ${auth.name},
          active_remark = ${`离职（${record.orderNo}）`}, updated_at = now()
        where craftsman_id = ${record.craftsmanId} and active_status = 1`.execute(trx);
      await sql`update recruit_depart set months_served = (select (extract(year from a) * 12 + extract(month from a))::int
          from age(leave_date, coalesce(entry_date, leave_date)) a) where id = ${record.id}`.execute(trx);
      await logLedger(trx, record.craftsmanId, 'depart', `离职（${record.orderNo}）：${LeaveReason.labelOf(record.leaveReason)}`, auth);
    },
  });

  /** A waiting order closed by a guarded update: the applicant's withdrawal or HR's revocation. */
  async function closeWaiting(
    id: number,
    to: number,
    step: string,
    reason: string | null | undefined,
    ctx: { auth: AuthContext; request: FastifyRequest },
    applicantOnly: boolean,
  ) {
    const { auth, request } = ctx;
    const scoped = andInScope(await auth.scope(), 'store_id');
    return db.transaction().execute(async (trx) => {
      if (applicantOnly) {
        const owner = (await sql<{ applicant_id: number | null }>`select applicant_id from recruit_depart where id = ${id}${scoped}`.execute(trx)).rows[0];
        if (owner && owner.applicant_id !== auth.userId) throw refuse('只有申请人可以撤回离职单');
      }
      const changed = await sql<{ id: number }>`
        update recruit_depart set status = ${to}, reviewer = ${auth.name}, reviewed_at = now(), review_remark = ${reason ?? null}, updated_at = now()
        where id = ${id} and status = ${DEPART_STATUS.waiting}${scoped} returning id`.execute(trx);
      if (!changed.rows.length) return refuseDepartStep(trx, id, scoped, step);
      await audit(trx, request, {
        action: `transition:${step}`,
        table: 'recruit_depart',
        recordId: id,
        before: { status: 0 },
        after: { status: to, reason: reason ?? null },
      });
      return { id, status: to };
    });
  }

  registerEndpoint(app, revertSubmitDepart, ({ id, reason }, ctx) => closeWaiting(id, DEPART_STATUS.withdrawn, '撤回', reason, ctx, true));
  registerEndpoint(app, submitDepartRevoke, ({ id, reason }, ctx) => closeWaiting(id, DEPART_STATUS.revoked, '撤销', reason, ctx, false));

  registerEndpoint(app, submitNoRehire, async ({ id, reason: given }, { auth, request }) => {
    const reason = given ?? '';
    const scoped = andInScope(await auth.scope(), 'd.store_id');
    return db.transaction().execute(async (trx) => {
      const order = (
        await sql<{ status: number; no_rehire: boolean; craftsman_id: number; real_name: string; id_card_hash: string | null }>`
        select d.status, d.no_rehire, d.craftsman_id, c.real_name, c.id_card_hash
        from recruit_depart d join craftsman c on c.id = d.craftsman_id where d.id = ${id}${scoped} for update of d`.execute(trx)
      ).rows[0];
      if (!order) throw refuse('离职单不存在');
      if (order.status !== DEPART_STATUS.departed) throw refuse(`离职单当前为「${DepartStatus.labelOf(order.status)}」，只有已离职的可以标记不再录用`);
      if (order.no_rehire) throw refuse('该手艺人已标记为不再录用');
      if (!order.id_card_hash) throw refuse('该手艺人未登记身份证号，不能标记不再录用');
      await sql`insert into recruit_no_rehire (id_card_hash, real_name, craftsman_id, reason, created_by)
        values (${order.id_card_hash}, ${order.real_name}, ${order.craftsman_id}, ${reason}, ${auth.name})
        on conflict (id_card_hash) do nothing`.execute(trx);
      await sql`update recruit_depart set no_rehire = true, no_rehire_reason = ${reason}, updated_at = now() where id = ${id}`.execute(trx);
      await logLedger(trx, order.craftsman_id, 'noRehire', reason, auth);
      await audit(trx, request, { action: 'update', table: 'recruit_depart', recordId: id, before: { noRehire: false }, after: { noRehire: true, reason } });
      return { id, noRehire: true };
    });
  });

  /** The order a file belongs to, locked, within the user's stores; files change while it is 待审核 or 已离职. */
  async function lockOrder(trx: Transaction<Database>, departId: number, scoped: ReturnType<typeof andInScope>) {
    const order = (await sql<{ status: number }>`select status from recruit_depart where id = ${departId}${scoped} for update`.execute(trx)).rows[0];
    if (!order) throw refuse('离职单不存在');
    if (order.status !== DEPART_STATUS.waiting && order.status !== DEPART_STATUS.departed)
      throw refuse(`离职单当前为「${DepartStatus.labelOf(order.status)}」，不能修改附件`);
  }
  const countFiles = (trx: Transaction<Database>, departId: number) =>
    sql`update recruit_depart set file_count = (select count(*) from recruit_depart_file where depart_id = ${departId}), updated_at = now() where id = ${departId}`.execute(
      trx,
    );

  registerEndpoint(app, submitRecrDepartFile, async ({ departId, fileName, url }, { auth, request }) => {
    const scoped = andInScope(await auth.scope(), 'store_id');
    return db.transaction().execute(async (trx) => {
      await lockOrder(trx, departId, scoped);
      const n = (await sql<{ n: number }>`select count(*)::int as n from recruit_depart_file where depart_id = ${departId}`.execute(trx)).rows[0].n;
      if (n >= 10) throw refuse('每张离职单最多 10 个附件');
      const file = (
        await sql<FileRow>`insert into recruit_depart_file (depart_id, file_name, url, created_by) values (${departId}, ${fileName}, ${url}, ${auth.name})
        returning id, depart_id, file_name, url, created_by, created_at`.execute(trx)
      ).rows[0];
      await countFiles(trx, departId);
      await audit(trx, request, { action: 'create', table: 'recruit_depart_file', recordId: file.id, after: { departId, fileName, url } });
      return fileAnswer(file);
    });
  });

  registerEndpoint(app, updateRecrDepartFileById, async ({ id, fileName }, { auth, request }) => {
    const scoped = andInScope(await auth.scope(), 'store_id');
    return db.transaction().execute(async (trx) => {
      const before = (await sql<FileRow>`select * from recruit_depart_file where id = ${id}`.execute(trx)).rows[0];
      if (!before) throw refuse('附件不存在');
      await lockOrder(trx, before.depart_id, scoped);
      const file = (
        await sql<FileRow>`update recruit_depart_file set file_name = ${fileName}, updated_at = now() where id = ${id}
        returning id, depart_id, file_name, url, created_by, created_at`.execute(trx)
      ).rows[0];
      await audit(trx, request, { action: 'update', table: 'recruit_depart_file', recordId: id, before: { fileName: before.file_name }, after: { fileName } });
      return fileAnswer(file);
    });
  });

  registerEndpoint(app, deleteRecrDepartFileById, async ({ id }, { auth, request }) => {
    const scoped = andInScope(await auth.scope(), 'store_id');
    return db.transaction().execute(async (trx) => {
      const before = (await sql<FileRow>`select * from recruit_depart_file where id = ${id}`.execute(trx)).rows[0];
      if (!before) throw refuse('附件不存在');
      await lockOrder(trx, before.depart_id, scoped);
      await sql`delete from recruit_depart_file where id = ${id}`.execute(trx);
      await countFiles(trx, before.depart_id);
      await audit(trx, request, { action: 'delete', table: 'recruit_depart_file', recordId: id, before: { fileName: before.file_name, url: before.url } });
      return { id };
    });
  });
}
