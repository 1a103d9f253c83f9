import { ExchangePath, Ops, RetCode, RetMsg, USER_IMPORT_HEADERS, type ImportResult } from '@salon/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { exportFile, fetchFile, queryString, sheetRecords, sheetRows, upload, xlsxOf } from '../../../test/exchange.js';
import { auditRows, call, countRows, decrypt, DEMO, login, ok, openTestApp, refused, userIdOf, type Session, type TestApp } from '../../../test/harness.js';

/** /system/manage/user exchange: export (ticketed download), import, template, full mobile. */
let t: TestApp;
let admin: Session;
let store001: Session;

const EXPORT = ExchangePath.userExport;
const IMPORT = ExchangePath.userImport;
const HEADERS = Object.values(USER_IMPORT_HEADERS);

beforeAll(async () => {
  t = await openTestApp();
  admin = await login(t.app, DEMO.admin.account, DEMO.admin.pwd);
  store001 = await login(t.app, DEMO.store001.account, DEMO.store001.pwd);
});
afterAll(async () => {
  await t?.close();
});

/** Grants the store manager role some operations for the duration of `run`. */
async function withStoreManagerOps(codes: string[], run: () => Promise<void>) {
  const role = await t.db.selectFrom('role').select('id').where('code', '=', 'store_manager').executeTakeFirstOrThrow();
  const menus = await t.db.selectFrom('menu').select('id').where('code', 'in', codes).execute();
  await t.db
    .insertInto('role_menu')
    .values(menus.map((m) => ({ role_id: role.id, menu_id: m.id })))
    .execute();
  try {
    await run();
  } finally {
    await t.db
      .deleteFrom('role_menu')
      .where('role_id', '=', role.id)
      .where(
        'menu_id',
        'in',
        menus.map((m) => m.id),
      )
      .execute();
  }
}

describe('user export', () => {
  it('streams an xlsx of every user in scope, with a UTF-8 file name, full mobiles for the admin, and an audit row', async () => {
    const { response } = await exportFile(t.app, admin, EXPORT, { status: 1, pageNum: 3, pageSize: 15, counted: true, userId: admin.userId });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(response.headers['cache-control']).toBe('no-store');
    const disposition = String(response.headers['content-disposition']);
    expect(disposition).toMatch(/^attachment; filename="users_\d{8}_\d{4}\.xlsx"; filename\*=UTF-8''/);
    expect(decodeURIComponent(disposition.split("UTF-8''")[1])).toMatch(/^用户列表_\d{8}_\d{4}\.xlsx$/);

    const rows = await sheetRecords(response.rawPayload);
    const enabled = await t.db
      .selectFrom('app_user')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('status', '=', 1)
      .executeTakeFirstOrThrow();
    expect(rows).toHaveLength(Number(enabled.n));
    expect(Object.keys(rows[0])).toEqual([
      '账号',
      '姓名',
      '昵称',
      '手机号',
      '岗位',
      '部门',
      '所属门店',
      '门店编码',
      '角色',
      '数据权限',
      '状态',
      '首次登录改密',
      '创建时间',
      '更新时间',
    ]);
    const adminRow = rows.find((r) => r['账号'] === 'admin')!;
    expect(adminRow).toMatchObject({ 姓名: '系统管理员', 手机号: DEMO.admin.mobile, 所属门店: '总部', 数据权限: '全部门店', 状态: '启用', 角色: '超级管理员' });
    // The department by its name (issue 12.11: not 'technology').
    expect(adminRow['部门']).toBe('技术部');
    expect(adminRow['创建时间']).toBeInstanceOf(Date);
    const manager = rows.find((r) => r['账号'] === 'store001')!;
    expect(manager).toMatchObject({ 手机号: DEMO.store001.mobile, 岗位: '店长', 门店编码: 'SH0001', 角色: '店长', 数据权限: '1家门店' });
    // Paging parameters are not filters: the whole filtered list comes out.
    expect(rows.map((r) => r['账号'])).toContain('stylist02');

    const [entry] = await auditRows(t.db, { table: 'app_user', action: 'export' });
    expect(entry).toMatchObject({ user_id: admin.userId, api: `/api${EXPORT}`, route: '/system/manage/user', record_id: null });
    expect(entry.after).toMatchObject({ filters: { status: 1 }, rows: rows.length, truncated: false, unmasked: true });
  });

  it('applies the list filters', async () => {
    const { response } = await exportFile(t.app, admin, EXPORT, { keyword: 'stylist' });
    expect((await sheetRecords(response.rawPayload)).map((r) => r['账号']).sort()).toEqual(['stylist01', 'stylist02']);
    const byStore = await exportFile(t.app, admin, EXPORT, { storeId: 2 });
    expect((await sheetRecords(byStore.response.rawPayload)).map((r) => r['账号']).sort()).toEqual(['newbie', 'store002']);
  });

  it('a store manager granted the export gets only the users of its store, with masked mobiles', async () => {
    await refused(t.app, store001, 'POST', EXPORT, {}, RetCode.REFUSED, RetMsg.FORBIDDEN);
    await withStoreManagerOps([Ops.user.export], async () => {
      const { response } = await exportFile(t.app, store001, EXPORT, {});
      const rows = await sheetRecords(response.rawPayload);
      expect(rows.map((r) => r['账号']).sort()).toEqual(['store001', 'stylist01', 'stylist02']);
      expect(rows.find((r) => r['账号'] === 'stylist01')!['手机号']).toBe('1390****0031');
      expect(response.body).not.toContain(DEMO.stylist01.mobile);
      const [entry] = await auditRows(t.db, { action: 'export' });
      expect(entry).toMatchObject({ user_id: store001.userId });
      expect(entry.after).toMatchObject({ rows: 3, unmasked: false });
      // Asking for another store's users answers an empty sheet, not their data.
      const other = await exportFile(t.app, store001, EXPORT, { storeId: 2 });
      expect(await sheetRows(other.response.rawPayload)).toHaveLength(1);
    });
    await withStoreManagerOps([Ops.user.export, Ops.user.viewMobile], async () => {
      const { response } = await exportFile(t.app, store001, EXPORT, { keyword: 'stylist01' });
      expect((await sheetRecords(response.rawPayload))[0]['手机号']).toBe(DEMO.stylist01.mobile);
    });
  });

  it('reads the users a batch at a time: a list longer than several batches comes out whole and in order', async () => {
    const { vault } = t.services;
    const pwd = (await t.db.selectFrom('app_user').select('pwd_hash').where('account', '=', 'stylist01').executeTakeFirstOrThrow()).pwd_hash;
    const many = Array.from({ length: 1234 }, (_, i) => {
      const mobile = `1350${String(i).padStart(7, '0')}`;
      return {
        account: `bulk${String(i).padStart(4, '0')}`,
        name: `批量${i}`,
        mobile_enc: vault.encrypt(mobile),
        mobile_hash: vault.lookupHash(mobile),
        mobile_tail: mobile.slice(-4),
        pwd_hash: pwd,
        store_id: 3,
      };
    });
    for (let i = 0; i < many.length; i += 500)
      await t.db
        .insertInto('app_user')
        .values(many.slice(i, i + 500))
        .execute();
    const { response } = await exportFile(t.app, admin, EXPORT, { keyword: 'bulk' });
    const rows = await sheetRecords(response.rawPayload);
    expect(rows).toHaveLength(1234);
    expect(rows.map((r) => r['账号'])).toEqual(many.map((m) => m.account));
    expect(rows[1233]['手机号']).toBe('13500001233');
  });

  it('needs a ticket: none is 50120, a used or foreign one is 50120, and changed filters are refused', async () => {
    // No ticket and no headers: what an anonymous window gets.
    const anonymous = await t.app.inject({ method: 'GET', url: `/api${EXPORT}` });
    expect(JSON.parse(anonymous.body)).toMatchObject({ retCode: RetCode.TOKEN_INVALID });
    // The headers alone do not do: the download goes through a ticket.
    const headersOnly = await fetchFile(t.app, admin, EXPORT);
    expect(JSON.parse(headersOnly.body)).toMatchObject({ retCode: RetCode.INVALID, retMsg: expect.stringContaining('ticket') });

    const { ticket, response } = await exportFile(t.app, admin, EXPORT, { keyword: 'admin' });
    expect(response.statusCode).toBe(200);
    const again = await t.app.inject({ method: 'GET', url: `/api${EXPORT}?${queryString({ keyword: 'admin', ticket })}` });
    expect(JSON.parse(again.body)).toMatchObject({ retCode: RetCode.TOKEN_INVALID });

    const made = await ok<{ ticket: string }>(t.app, admin, 'POST', EXPORT, { keyword: 'admin' });
    const audits = await countRows(t.db, 'audit_log');
    const changed = await t.app.inject({ method: 'GET', url: `/api${EXPORT}?${queryString({ keyword: 'a', ticket: made.ticket })}` });
    expect(JSON.parse(changed.body)).toMatchObject({ retCode: RetCode.REFUSED, retMsg: '导出条件与导出凭证不符，请重新导出' });
    // ...and that spent it.
    const after = await t.app.inject({ method: 'GET', url: `/api${EXPORT}?${queryString({ keyword: 'admin', ticket: made.ticket })}` });
    expect(JSON.parse(after.body)).toMatchObject({ retCode: RetCode.TOKEN_INVALID });
    const forged = await t.app.inject({ method: 'GET', url: `/api${EXPORT}?${queryString({ ticket: 'x'.repeat(43) })}` });
    expect(JSON.parse(forged.body)).toMatchObject({ retCode: RetCode.TOKEN_INVALID });
    expect(await countRows(t.db, 'audit_log')).toBe(audits);
  });

  it('a ticket expires after 60 s', async () => {
    const { ticket } = await ok<{ ticket: string }>(t.app, admin, 'POST', EXPORT, {});
    const now = Date.now();
    const clock = vi.spyOn(Date, 'now').mockReturnValue(now + 61_000);
    try {
      const late = await t.app.inject({ method: 'GET', url: `/api${EXPORT}?${queryString({ ticket })}` });
      expect(JSON.parse(late.body)).toMatchObject({ retCode: RetCode.TOKEN_INVALID });
    } finally {
      clock.mockRestore();
    }
  });

  it('a ticket dies with its session and with the grant', async () => {
    const session = await login(t.app, DEMO.admin.account, DEMO.admin.pwd);
    const { ticket } = await ok<{ ticket: string }>(t.app, session, 'POST', EXPORT, {});
    await ok(t.app, session, 'POST', '/uc/user/logout');
    const gone = await t.app.inject({ method: 'GET', url: `/api${EXPORT}?${queryString({ ticket })}` });
    expect(JSON.parse(gone.body)).toMatchObject({ retCode: RetCode.TOKEN_INVALID });

    await withStoreManagerOps([Ops.user.export], async () => {
      const made = await ok<{ ticket: string }>(t.app, store001, 'POST', EXPORT, {});
      // The grant is taken away between the ticket and the download.
      const role = await t.db.selectFrom('role').select('id').where('code', '=', 'store_manager').executeTakeFirstOrThrow();
      const op = await t.db.selectFrom('menu').select('id').where('code', '=', Ops.user.export).executeTakeFirstOrThrow();
      await t.db.deleteFrom('role_menu').where('role_id', '=', role.id).where('menu_id', '=', op.id).execute();
      const refusedGet = await t.app.inject({ method: 'GET', url: `/api${EXPORT}?${queryString({ ticket: made.ticket })}` });
      expect(JSON.parse(refusedGet.body)).toMatchObject({ retCode: RetCode.REFUSED, retMsg: RetMsg.FORBIDDEN });
    });
  });
});

describe('user import', () => {
  const good = [
    HEADERS,
    ['import01', '导入一号', '13611110001', 'SH0001', '手艺人', 'Init@2026'],
    ['import02', '导入二号', '13611110002', '', '', 'Init@2026'],
    ['import03', '导入三号', 13611110003, 'sh0002', '店长', 'Init@2026'],
  ];

  it('the template downloads with the six columns', async () => {
    const response = await fetchFile(t.app, admin, ExchangePath.userImportTemplate);
    expect(response.statusCode).toBe(200);
    expect(String(response.headers['content-disposition'])).toContain("filename*=UTF-8''%E7%94%A8%E6%88%B7%E5%AF%BC%E5%85%A5%E6%A8%A1%E6%9D%BF.xlsx");
    expect(await sheetRows(response.rawPayload)).toEqual([HEADERS]);
  });

  it('creates every user of a good file in one go, each must change the password first, audited', async () => {
    const before = await countRows(t.db, 'app_user');
    const env = await upload<ImportResult>(t.app, admin, IMPORT, [{ name: '新员工.xlsx', content: await xlsxOf(good) }], { source: 'test' });
    expect(env).toMatchObject({ retCode: RetCode.SUCCESS, result: { successNum: 3, failNum: 0, errors: [] } });
    expect(await countRows(t.db, 'app_user')).toBe(before + 3);
    const created = await t.db
      .selectFrom('app_user')
      .select(['account', 'name', 'store_id', 'station', 'first_login', 'mobile_tail'])
      .where('account', 'like', 'import0%')
      .orderBy('account')
      .execute();
    expect(created).toEqual([
      { account: 'import01', name: '导入一号', store_id: 1, station: 0, first_login: 0, mobile_tail: '0001' },
      { account: 'import02', name: '导入二号', store_id: null, station: null, first_login: 0, mobile_tail: '0002' },
      { account: 'import03', name: '导入三号', store_id: 2, station: 1, first_login: 0, mobile_tail: '0003' },
    ]);
    const session = await login(t.app, 'import01', 'Init@2026');
    expect(session.firstLogin).toBe(0);
    const scoped = await t.db.selectFrom('user_store').select('store_id').where('user_id', '=', session.userId).execute();
    expect(scoped).toEqual([{ store_id: 1 }]);

    const [summary] = await auditRows(t.db, { table: 'app_user', action: 'import' });
    expect(summary).toMatchObject({ user_id: admin.userId, api: `/api${IMPORT}`, route: '/system/manage/user' });
    expect(summary.after).toEqual({ file: '新员工.xlsx', rows: 3 });
    const [entry] = await auditRows(t.db, { table: 'app_user', action: 'create', recordId: session.userId });
    expect(entry.after).toMatchObject({ account: 'import01', imported: true });
    expect(JSON.stringify(entry)).not.toContain('13611110001');
  });

  it('one bad row: nothing is written and the message names the line and the field', async () => {
    const before = await countRows(t.db, 'app_user');
    const audits = await countRows(t.db, 'audit_log');
    const file = await xlsxOf([
      HEADERS,
      ['import11', '导入十一', '13611110011', '', '', 'Init@2026'],
      ['import12', '导入十二', '1361111', '', '', 'Init@2026'],
      ['import13', '导入十三', '13611110013', '', '', 'Init@2026'],
    ]);
    const env = await upload<ImportResult>(t.app, admin, IMPORT, [{ name: 'bad.xlsx', content: file }]);
    expect(env.retCode).toBe(RetCode.REFUSED);
    expect(env.retMsg).toBe('第3行：手机号格式不正确');
    expect(env.result).toEqual({ successNum: 0, failNum: 1, errors: [{ line: 3, errorMsg: '第3行：手机号格式不正确' }] });
    expect(await countRows(t.db, 'app_user')).toBe(before);
    expect(await countRows(t.db, 'audit_log')).toBe(audits);
    expect(await t.db.selectFrom('app_user').select('id').where('account', '=', 'import11').executeTakeFirst()).toBeUndefined();
  });

  it('lists every problem, one line per row: schema, duplicates in the file and in the database, stores', async () => {
    const before = await countRows(t.db, 'app_user');
    const file = await xlsxOf([
      HEADERS,
      ['import21', '导入二一', '13611110021', 'SH0001', '', 'Init@2026'],
      ['import21', '导入二二', '13611110021', '', '', 'Init@2026'],
      ['store001', '重复账号', DEMO.stylist01.mobile, '', '', 'Init@2026'],
      ['import24', '', '13611110024', 'XX9999', '老板', 'abc'],
      [null, null, null, null, null, null],
      ['2bad', '导入二五', '13611110025', '', '', 'Init@2026'],
    ]);
    const env = await upload<ImportResult>(t.app, admin, IMPORT, [{ name: 'bad.xlsx', content: file }]);
    expect(env.retCode).toBe(RetCode.REFUSED);
    expect(env.retMsg.split('\n')).toEqual([
      '第3行：账号与第2行重复；手机号与第2行重复',
      '第5行：姓名不能为空；岗位不存在（可填：手艺人、店长、区域经理、培训师、文化专员、城市经理、稽核、区域督导、互联网员工）；初始密码须为6-16位，且包含字母、数字和特殊字符',
      '第7行：账号格式不正确（须以字母开头，3-40位字母、数字或 _ . -）',
    ]);
    // Once the file itself is right, the database has its say.
    const second = await xlsxOf([
      HEADERS,
      ['store001', '重复账号', DEMO.stylist01.mobile, '', '', 'Init@2026'],
      ['import32', '导入三二', '13611110032', 'XX9999', '', 'Init@2026'],
    ]);
    const env2 = await upload<ImportResult>(t.app, admin, IMPORT, [{ name: 'bad.xlsx', content: second }]);
    expect(env2.retMsg.split('\n')).toEqual(['第2行：账号已存在；手机号已被其他账号使用', '第3行：门店编码不存在']);
    expect(env2.result.failNum).toBe(2);
    expect(await countRows(t.db, 'app_user')).toBe(before);
  });

  it('a store manager granted the import adds staff to its own store only', async () => {
    const sheet = (storeCode: string) => xlsxOf([HEADERS, ['import41', '导入四一', '13611110041', storeCode, '', 'Init@2026']]);
    await refused(t.app, store001, 'POST', IMPORT, {}, RetCode.REFUSED, RetMsg.FORBIDDEN);
    await withStoreManagerOps([Ops.user.import], async () => {
      expect((await upload(t.app, store001, IMPORT, [{ name: 'a.xlsx', content: await sheet('SH0002') }])).retMsg).toBe(
        '第2行：门店编码不在您的门店数据权限内',
      );
      expect((await upload(t.app, store001, IMPORT, [{ name: 'a.xlsx', content: await sheet('') }])).retMsg).toBe(
        '第2行：门店编码不能为空（只能导入您有数据权限的门店的员工）',
      );
      expect(await upload(t.app, store001, IMPORT, [{ name: 'a.xlsx', content: await sheet('SH0001') }])).toMatchObject({
        retCode: RetCode.SUCCESS,
        result: { successNum: 1 },
      });
    });
    const row = await t.db.selectFrom('app_user').select(['store_id']).where('account', '=', 'import41').executeTakeFirstOrThrow();
    expect(row.store_id).toBe(1);
  });

  it('refuses what is not one readable xlsx of at most 5 MB with the template columns', async () => {
    const before = await countRows(t.db, 'app_user');
    const refusal = async (files: Parameters<typeof upload>[3], message: string) => {
      const env = await upload(t.app, admin, IMPORT, files);
      expect({ retCode: env.retCode, retMsg: env.retMsg }).toEqual({ retCode: RetCode.REFUSED, retMsg: message });
    };
    expect(await call(t.app, admin, 'POST', IMPORT, {})).toMatchObject({ retCode: RetCode.REFUSED, retMsg: '请选择要导入的 Excel 文件' });
    await refusal([], '请选择要导入的 Excel 文件');
    await refusal([{ name: 'old.xls', content: Buffer.from('old') }], '请另存为 .xlsx 格式（Excel 2007 及以上）后再导入');
    await refusal([{ name: 'notes.txt', content: Buffer.from('hello') }], '请上传 .xlsx 文件');
    await refusal([{ name: 'fake.xlsx', content: Buffer.from('this is not a zip file') }], '无法读取文件，请使用 .xlsx 格式的导入模板');
    await refusal([{ name: 'big.xlsx', content: Buffer.alloc(5 * 1024 * 1024 + 10, 1) }], '文件不能超过5MB');
    const file = await xlsxOf(good);
    await refusal(
      [
        { name: 'a.xlsx', content: file },
        { name: 'b.xlsx', content: file },
      ],
      '一次只能上传一个文件',
    );
    await refusal(
      [
        {
          name: 'cols.xlsx',
          content: await xlsxOf([
            ['账号', '姓名', '初始密码'],
            ['import51', '导入五一', 'Init@2026'],
          ]),
        },
      ],
      '表头缺少「手机号」列，请使用导入模板',
    );
    await refusal([{ name: 'empty.xlsx', content: await xlsxOf([HEADERS]) }], '文件中没有数据');
    expect(await countRows(t.db, 'app_user')).toBe(before);
  });

  it('finds columns by header in any order, with marks and hints around the names', async () => {
    const file = await xlsxOf([
      ['说明：请按模板填写'],
      [],
      ['*手机号', '初始密码（6-16位）', '* 账号', '姓名'],
      ['13611110061', 'Init@2026', 'import61', '导入六一'],
    ]);
    const env = await upload<ImportResult>(t.app, admin, IMPORT, [{ name: 'moved.xlsx', content: file }]);
    // The first non-empty row is the header: here the note, which lacks the columns.
    expect(env.retMsg).toBe('表头缺少「账号」列，请使用导入模板');
    const fixed = await xlsxOf([
      ['*手机号', '初始密码（6-16位）', '* 账号', '姓名'],
      ['13611110061', 'Init@2026', 'import61', '导入六一'],
    ]);
    expect(await upload(t.app, admin, IMPORT, [{ name: 'moved.xlsx', content: fixed }])).toMatchObject({ retCode: RetCode.SUCCESS, result: { successNum: 1 } });
  });
});

describe('full mobile', () => {
  it('a holder of viewMobile reads one user in scope, audited; others are refused', async () => {
    const id = await userIdOf(t.db, 'stylist01');
    const result = await ok<{ mobile: string }>(t.app, admin, 'POST', '/uc/user/viewMobile', { id });
    expect(result.mobile.startsWith('enc1:')).toBe(true);
    expect((await decrypt(admin, result)).mobile).toBe(DEMO.stylist01.mobile);
    expect(await auditRows(t.db, { action: 'viewMobile', recordId: id })).toHaveLength(1);
    await refused(t.app, store001, 'POST', '/uc/user/viewMobile', { id }, RetCode.REFUSED, RetMsg.FORBIDDEN);
    await withStoreManagerOps([Ops.user.viewMobile], async () => {
      await refused(t.app, store001, 'POST', '/uc/user/viewMobile', { id: admin.userId }, RetCode.REFUSED, RetMsg.OUT_OF_SCOPE);
    });
  });
});
