import {
  ACCOUNT_RE,
  Department,
  controlCharsMessage,
  EnableStatus,
  encryptField,
  ExchangePath,
  hasControlChars,
  IdBody,
  Ops,
  Station,
  textSchema,
  USER_IMPORT_HEADERS,
  UserListQuery,
  validateMobile,
  validatePassword,
  type ImportResult,
} from '@salon/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql, type Kysely } from 'kysely';
import { z } from 'zod';
import { audit } from '../../../core/audit.js';
import { requireAuth, type StoreScope } from '../../../core/auth.js';
import { ok } from '../../../core/envelope.js';
import { registerExportRoute, sendTemplate, type ExportColumn } from '../../../core/exporting.js';
import { runImport, type ImportColumn, type ImportIssue, type ImportRow } from '../../../core/importing.js';
import { hashPassword } from '../../../core/passwords.js';
import type { FieldVault } from '../../../core/secrets.js';
import type { Database } from '../../../db/schema.js';
import { loadUserToActOn } from './_shared/authority.js';

/**
 * /system/manage/user, exchange: export the list (filters and store scope of the list,
 * mobiles masked without system:user:viewMobile), import new accounts from a sheet, the
 * import template, and viewing one full mobile.
 */

/** The list's filters without paging (spec §9: exports strip pageNum, pageSize, counted). */
const UserExportFilters = UserListQuery.omit({ pageNum: true, pageSize: true });
type UserExportFilters = z.output<typeof UserExportFilters>;

/** The users a caller may list, filtered as /uc/user/queryUserPage filters them. */
function filteredUsers(db: Kysely<Database>, vault: FieldVault, scope: StoreScope, f: UserExportFilters) {
  let q = db.selectFrom('app_user as u').leftJoin('store as s', 's.id', 'u.store_id');
  if (!scope.all) q = q.where('u.store_id', 'in', scope.storeIds.length ? scope.storeIds : [-1]);
  if (f.keyword) {
    const like = `%${f.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const mobileHash = /^1\d{10}$/.test(f.keyword) ? vault.lookupHash(f.keyword) : '-';
    q = q.where((eb) => eb.or([eb('u.account', 'ilike', like), eb('u.name', 'ilike', like), eb('u.mobile_hash', '=', mobileHash)]));
  }
  if (f.status !== undefined) q = q.where('u.status', '=', f.status);
  if (f.storeId !== undefined) q = q.where('u.store_id', '=', f.storeId);
  if (f.roleId !== undefined) {
    const roleId = f.roleId;
    q = q.where((eb) => eb.exists(eb.selectFrom('user_role as ur').select('ur.user_id').whereRef('ur.user_id', '=', 'u.id').where('ur.role_id', '=', roleId)));
  }
  return q;
}

interface ExportRow {
  id: number;
  account: string;
  name: string;
  nick_name: string | null;
  mobile_enc: string;
  station: number | null;
  department: string | null;
  store_name: string | null;
  store_code: string | null;
  status: number;
  first_login: number;
  all_stores: boolean;
  store_count: number;
  roles: string;
  created_at: Date;
  update_time: Date;
}

type Key = keyof typeof USER_IMPORT_HEADERS;
const IMPORT_COLUMNS: ImportColumn<Key>[] = [
  { key: 'account', header: USER_IMPORT_HEADERS.account, required: true },
  { key: 'name', header: USER_IMPORT_HEADERS.name, required: true },
  { key: 'mobile', header: USER_IMPORT_HEADERS.mobile, required: true },
  { key: 'storeCode', header: USER_IMPORT_HEADERS.storeCode },
  { key: 'station', header: USER_IMPORT_HEADERS.station },
  { key: 'password', header: USER_IMPORT_HEADERS.password, required: true },
];
const USER_IMPORT_MAX_ROWS = 1000;

/** A required cell checked by `check`; messages follow the column name ('手机号格式不正确'). */
const requiredCell = (check: (v: string) => string | true) =>
  z.string().superRefine((value, ctx) => {
    if (!value) return void ctx.addIssue({ code: 'custom', message: '不能为空' });
    if (hasControlChars(value)) return void ctx.addIssue({ code: 'custom', message: controlCharsMessage() });
    const result = check(value);
    if (result !== true) ctx.addIssue({ code: 'custom', message: result });
  });

const UserImportRow = z.object({
  account: requiredCell((v) => ACCOUNT_RE.test(v) || '格式不正确（须以字母开头，3-40位字母、数字或 _ . -）'),
  name: requiredCell((v) => (v.length >= 2 && v.length <= 20) || '须为2-20个字'),
  mobile: requiredCell((v) => validateMobile(v) === true || '格式不正确'),
  storeCode: textSchema()
    .max(20, '格式不正确')
    .transform((v) => (v ? v.toUpperCase() : null)),
  station: z.string().transform((v, ctx) => {
    if (!v) return null;
    const item = Station.items.find((i) => i.label === v || String(i.value) === v);
    if (item) return item.value;
    ctx.addIssue({ code: 'custom', message: `不存在（可填：${Station.items.map((i) => i.label).join('、')}）` });
    return z.NEVER;
  }),
  password: requiredCell((v) => validatePassword(v) === true || '须为6-16位，且包含字母、数字和特殊字符'),
});
type UserImportRow = z.output<typeof UserImportRow>;

export function registerUserExchangeRoutes(fastify: FastifyInstance): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, vault } = app.services;

  const columns: ExportColumn<ExportRow>[] = [
    { header: '账号', key: 'account', width: 16 },
    { header: '姓名', key: 'name', width: 12 },
    { header: '昵称', key: 'nick_name', width: 12 },
    { header: '手机号', key: 'mobile', format: 'masked', width: 14, value: (r) => vault.decrypt(r.mobile_enc) },
    { header: '岗位', key: 'station', width: 12, value: (r) => (r.station === null ? null : Station.labelOf(r.station)) },
    { header: '部门', key: 'department', width: 12, value: (r) => (r.department === null ? null : Department.labelOf(r.department)) },
    { header: '所属门店', key: 'store_name', width: 24, value: (r) => r.store_name ?? '总部' },
    { header: '门店编码', key: 'store_code', width: 12 },
    { header: '角色', key: 'roles', width: 20 },
    { header: '数据权限', key: 'scope', width: 12, value: (r) => (r.all_stores ? '全部门店' : `${r.store_count}家门店`) },
    { header: '状态', key: 'status', width: 8, value: (r) => EnableStatus.labelOf(r.status) },
    { header: '首次登录改密', key: 'first_login', width: 14, value: (r) => (r.first_login === 0 ? '待改密' : '已改密') },
    { header: '创建时间', key: 'created_at', format: 'datetime' },
    { header: '更新时间', key: 'update_time', format: 'datetime' },
  ];

  registerExportRoute(fastify, {
    url: ExchangePath.userExport,
    permission: { op: Ops.user.export },
    filters: UserExportFilters,
    async source(_request, filters, auth) {
      const scope = await auth.scope();
      return {
        fileName: '用户列表',
        asciiName: 'users',
        table: 'app_user',
        filters,
        columns,
        unmaskOp: Ops.user.viewMobile,
        page: (after: ExportRow | undefined, limit: number) =>
          filteredUsers(db, vault, scope, filters)
            .where('u.id', '>', after?.id ?? 0)
            .select([
              'u.id',
              'u.account',
              'u.name',
              'u.nick_name',
              'u.mobile_enc',
              'u.station',
              'u.department',
              's.store_name',
              's.store_code',
              'u.status',
              'u.first_login',
              'u.all_stores',
              'u.created_at',
              'u.update_time',
              sql<number>`(select count(*) from user_store us where us.user_id = u.id)::int`.as('store_count'),
              sql<string>`coalesce((select string_agg(r.name, '、' order by r.id) from user_role ur join role r on r.id = ur.role_id where ur.user_id = u.id), '')`.as(
                'roles',
              ),
            ])
            .orderBy('u.id')
            .limit(limit)
            .execute(),
      };
    },
  });

  /** Problems the database knows of: taken accounts and mobiles, unknown or foreign stores. */
  async function checkUsers(rows: ImportRow<UserImportRow>[], trx: Kysely<Database>, scope: StoreScope): Promise<ImportIssue[]> {
    const issues: ImportIssue[] = [];
    const accounts = rows.map((r) => r.data.account);
    const taken = new Set((await trx.selectFrom('app_user').select('account').where('account', 'in', accounts).execute()).map((u) => u.account));
    const hashes = new Map(rows.map((r) => [r.line, vault.lookupHash(r.data.mobile)]));
    const usedMobiles = new Set(
      (
        await trx
          .selectFrom('app_user')
          .select('mobile_hash')
          .where('mobile_hash', 'in', [...hashes.values()])
          .execute()
      ).map((u) => u.mobile_hash),
    );
    const codes = [...new Set(rows.flatMap((r) => (r.data.storeCode ? [r.data.storeCode] : [])))];
    const stores = new Map(
      codes.length
        ? (await trx.selectFrom('store').select(['id', 'store_code']).where('store_code', 'in', codes).execute()).map((s) => [s.store_code.toUpperCase(), s.id])
        : [],
    );
    for (const { line, data } of rows) {
      if (taken.has(data.account)) issues.push({ line, key: 'account', message: '已存在' });
      if (usedMobiles.has(hashes.get(line)!)) issues.push({ line, key: 'mobile', message: '已被其他账号使用' });
      if (data.storeCode) {
        const storeId = stores.get(data.storeCode);
        if (storeId === undefined) issues.push({ line, key: 'storeCode', message: '不存在' });
        else if (!scope.all && !scope.storeIds.includes(storeId)) issues.push({ line, key: 'storeCode', message: '不在您的门店数据权限内' });
      } else if (!scope.all) issues.push({ line, key: 'storeCode', message: '不能为空（只能导入您有数据权限的门店的员工）' });
    }
    return issues;
  }

  app.post(ExchangePath.userImport, { config: { permission: { op: Ops.user.import } } }, async (request) => {
    const auth = requireAuth(request);
    const scope = await auth.scope();
    const result = await runImport<Key, UserImportRow, UserImportRow & { pwdHash: string }>(request, {
      table: 'app_user',
      columns: IMPORT_COLUMNS,
      schema: UserImportRow,
      maxRows: USER_IMPORT_MAX_ROWS,
      unique: ['account', 'mobile'],
      check: (rows, trx) => checkUsers(rows, trx as Kysely<Database>, scope),
      prepare: async (row) => ({ ...row, pwdHash: await hashPassword(row.password) }),
      async write(rows, trx) {
        const codes = [...new Set(rows.flatMap((r) => (r.data.storeCode ? [r.data.storeCode] : [])))];
        const stores = new Map(
          codes.length
            ? (await trx.selectFrom('store').select(['id', 'store_code']).where('store_code', 'in', codes).execute()).map((s) => [
                s.store_code.toUpperCase(),
                s.id,
              ])
            : [],
        );
        for (let i = 0; i < rows.length; i += 200) {
          const chunk = rows.slice(i, i + 200).map(({ data }) => ({ data, storeId: data.storeCode ? (stores.get(data.storeCode) ?? null) : null }));
          const created = await trx
            .insertInto('app_user')
            .values(
              chunk.map(({ data, storeId }) => ({
                account: data.account,
                name: data.name,
                mobile_enc: vault.encrypt(data.mobile),
                mobile_hash: vault.lookupHash(data.mobile),
                mobile_tail: data.mobile.slice(-4),
                pwd_hash: data.pwdHash,
                first_login: 0,
                station: data.station,
                store_id: storeId,
                // From the importer's start date on, as /uc/user/add: nobody creates an account that sees more than they do.
                data_start_date: scope.startDate,
              })),
            )
            .returning(['id', 'account', 'name', 'station', 'store_id', 'mobile_tail'])
            .execute();
          const scoped = created.filter((u) => u.store_id !== null).map((u) => ({ user_id: u.id, store_id: u.store_id as number }));
          if (scoped.length) await trx.insertInto('user_store').values(scoped).execute();
          for (const u of created) {
            await audit(trx, request, {
              action: 'create',
              table: 'app_user',
              recordId: u.id,
              after: { account: u.account, name: u.name, station: u.station, storeId: u.store_id, mobile: `*******${u.mobile_tail}`, imported: true },
            });
          }
        }
      },
    });
    return ok<ImportResult>(result);
  });

  /** The import sheet: the six columns as text, and a second sheet explaining them. */
  app.get(ExchangePath.userImportTemplate, { config: { permission: { signedIn: true } } }, async (_request, reply) =>
    sendTemplate(reply, {
      fileName: '用户导入模板',
      asciiName: 'user-import-template',
      headers: IMPORT_COLUMNS.map((c) => ({ header: c.header, width: c.key === 'storeCode' || c.key === 'station' ? 14 : 18 })),
      notes: [
        '每行一个新账号，第一行为表头，请勿修改表头。',
        `一次最多导入${USER_IMPORT_MAX_ROWS}行；任何一行有误时整个文件都不会导入，请按提示的行号修改后重新导入。`,
        '账号：必填，字母开头，3-40位字母、数字或 _ . -，不能与已有账号或本文件中其他行重复。',
        '姓名：必填，2-20个字。',
        '手机号：必填，11位手机号，不能与已有账号或本文件中其他行重复。',
        '门店编码：选填，不填为总部员工（仅可查看全部门店的用户可导入总部员工）；须在您的门店数据权限内。',
        `岗位：选填，可填 ${Station.items.map((i) => i.label).join('、')}。`,
        '初始密码：必填，6-16位，须包含字母、数字和特殊字符；用户首次登录时须修改密码。',
      ],
    }),
  );

  /** One user's full mobile, for holders of system:user:viewMobile, of a user in their scope and power, audited. */
  app.post('/uc/user/viewMobile', { config: { permission: { op: Ops.user.viewMobile } }, schema: { body: IdBody } }, async (request) => {
    const auth = requireAuth(request);
    const user = await loadUserToActOn(db, auth, request.body.id);
    await audit(db, request, { action: 'viewMobile', table: 'app_user', recordId: user.id });
    return ok({ id: user.id, mobile: await encryptField(auth.secret, vault.decrypt(user.mobile_enc)) });
  });
}
