import { OrderOps, SingleCardOps, StoredValueOps, UcardOps } from '@salon/contract';
import type { Kysely } from 'kysely';
import { hashPassword } from '../../core/passwords.js';
import type { FieldVault } from '../../core/secrets.js';
import { syncMenus } from '../menuSync.js';
import type { Database } from '../schema.js';
import { CONFIG_ENUMS } from './enums.js';
import { buildStores, CITIES, districtId } from './organisation.js';
import { SEED_STEPS } from './steps.js';

export const DEMO_ACCOUNTS = [
  { account: 'admin', password: 'Salon@2026', note: '总部管理员：全部菜单与操作，全部门店' },
  { account: 'store001', password: 'Store@2026', note: '门店店长：一个门店的数据' },
  { account: 'newbie', password: 'Welcome@2026', note: '新员工：首次登录须修改密码' },
  { account: 'finance01', password: 'Salon@2026', note: '财务专员：审核并确认他人申请的退款（退款须由申请人以外的人审核）' },
] as const;

/** The demo data of a fresh install. Runs in one transaction; the caller checks the database is empty. */
export async function seedDemo(database: Kysely<Database>, vault: FieldVault): Promise<void> {
  const hashes = new Map<string, string>();
  for (const pwd of ['Salon@2026', 'Store@2026', 'Welcome@2026']) hashes.set(pwd, await hashPassword(pwd));

  await database.transaction().execute(async (db) => {
    let order = 0;
    for (const city of CITIES) {
      await db.insertInto('area').values({ id: city.id, parent_id: null, level: 1, name: city.name, code: city.code, sort_order: order++ }).execute();
      for (const [i, d] of city.districts.entries()) {
        await db
          .insertInto('area')
          .values({ id: districtId(city.id, i), parent_id: city.id, level: 2, name: d.name, sort_order: i })
          .execute();
      }
    }
    // A city being prepared: no stores yet, not open.
    await db.insertInto('area').values({ id: 320100, parent_id: null, level: 1, name: '南京市', code: 'NJ', is_open: false, sort_order: order }).execute();

    const stores = buildStores();
    const storeIds: number[] = [];
    for (const s of stores) {
      const row = await db
        .insertInto('store')
        .values({
          store_code: s.code,
          store_name: s.name,
          store_type: s.storeType,
          brand_type: s.brandType,
          service_type: s.serviceType,
          open_status: s.openStatus,
          city_id: s.cityId,
          district_id: s.districtId,
          address: s.address,
          phone: s.phone,
          open_date: s.openDate,
          seats: s.seats,
          business_start: s.hours[0],
          business_end: s.hours[1],
          longitude: s.lng,
          latitude: s.lat,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      storeIds.push(row.id);
    }

    for (const [type, entries] of Object.entries(CONFIG_ENUMS)) {
      await db
        .insertInto('config_enum')
        .values(entries.map(([val, name], corder) => ({ type, val, name, corder })))
        .execute();
    }

    // Menu rows for every implemented page: module (depth 0) > group (1) > page (2) > operations (3),
    // the same rows the sync at every start adds to an older database (db/menuSync.ts).
    const { ids: menuIds } = await syncMenus(db as unknown as Kysely<Database>);
    const allMenuIds = [...new Set(menuIds.values())];
    const parents = new Map((await db.selectFrom('menu').select(['id', 'parent_id']).execute()).map((m) => [m.id, m.parent_id]));
    /** A grant holds its menu path too, as the role page saves it. */
    const withPath = (ids: number[]) => {
      const out = new Set<number>();
      for (const id of ids) {
        for (let cur: number | null | undefined = id; cur; cur = parents.get(cur)) out.add(cur);
      }
      return [...out];
    };

    const role = async (name: string, code: string, roleType: number, remark: string, grants: string[] | 'all') => {
      // Every seeded role is a system role (its code is fixed); the one granted everything is the super-admin role (migration 020).
      const row = await db
        .insertInto('role')
        .values({ name, code, role_type: roleType, remark, is_system: true, is_super: grants === 'all' })
        .returning('id')
        .executeTakeFirstOrThrow();
      const ids = grants === 'all' ? allMenuIds : withPath(grants.map((g) => menuIds.get(g)).filter((id): id is number => id !== undefined));
      if (ids.length)
        await db
          .insertInto('role_menu')
          .values(ids.map((menu_id) => ({ role_id: row.id, menu_id })))
          .execute();
      return row.id;
    };
    const superAdmin = await role('超级管理员', 'super_admin', 0, '总部系统管理员，拥有全部菜单与操作', 'all');
    const storeManager = await role('店长', 'store_manager', 1, '门店店长：查看本店门店信息与账号、重置本店员工密码', [
      '/operate/shop/manage',
      '/system/manage/user',
      'system:user:resetPwd',
      '/operate/shop/manageCraftsman',
      '/operate/shop/manageSetting',
    ]);
    const sysOps = await role('系统运维', 'sys_ops', 0, '维护菜单与角色', [
      '/system/manage/role',
      '/system/manage/menu',
      'system:menu:add',
      'system:menu:edit',
      'system:menu:sort',
      'system:role:edit',
    ]);
    await role('区域经理', 'area_manager', 0, '区域内门店的运营管理', []);
    // The second person of a refund (maker-checker): reviews and confirms refunds others asked for.
    const finance = await role('财务专员', 'finance', 0, '订单、对账与结算：审核并确认他人申请的退款', [
      '/operate/financial/orderlist',
      '/operate/financial/order',
      OrderOps.refundAudit,
      OrderOps.refundComplete,
      '/operate/financial/payCardOrder',
      StoredValueOps.refundAudit,
      StoredValueOps.refundComplete,
      '/operate/financial/ulcardOrder',
      UcardOps.refundAudit,
      UcardOps.refundComplete,
      '/operate/financial/singlesCardOrder',
      SingleCardOps.refund,
    ]);
    await role('店员', 'store_staff', 2, '门店员工（归属员工角色）', []);

    const user = async (u: {
      account: string;
      name: string;
      mobile: string;
      pwd: string;
      firstLogin?: number;
      station?: number;
      department?: string;
      storeId?: number | null;
      allStores?: boolean;
      roles: number[];
      stores?: number[];
    }) => {
      const row = await db
        .insertInto('app_user')
        .values({
          account: u.account,
          name: u.name,
          nick_name: u.name.slice(0, 1) + (u.station === 1 ? '店长' : '老师'),
          mobile_enc: vault.encrypt(u.mobile),
          mobile_hash: vault.lookupHash(u.mobile),
          mobile_tail: u.mobile.slice(-4),
          pwd_hash: hashes.get(u.pwd)!,
          first_login: u.firstLogin ?? 1,
          station: u.station ?? null,
          department: u.department ?? null,
          store_id: u.storeId ?? null,
          all_stores: u.allStores ?? false,
          data_start_date: '2024-01-01',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (u.roles.length)
        await db
          .insertInto('user_role')
          .values(u.roles.map((role_id) => ({ user_id: row.id, role_id })))
          .execute();
      const scoped = u.stores ?? (u.storeId ? [u.storeId] : []);
      if (scoped.length)
        await db
          .insertInto('user_store')
          .values(scoped.map((store_id) => ({ user_id: row.id, store_id })))
          .execute();
      return row.id;
    };

    await user({
      account: 'admin',
      name: '系统管理员',
      mobile: '13800000000',
      pwd: 'Salon@2026',
      department: 'technology',
      allStores: true,
      roles: [superAdmin],
    });
    await user({ account: 'store001', name: '王丽娟', mobile: '13800000001', pwd: 'Store@2026', station: 1, storeId: storeIds[0], roles: [storeManager] });
    await user({
      account: 'newbie',
      name: '陈晓雨',
      mobile: '13800000002',
      pwd: 'Welcome@2026',
      firstLogin: 0,
      station: 0,
      storeId: storeIds[1],
      roles: [storeManager],
    });
    const staffNames = ['李建国', '张美玲', '刘志强', '赵晓敏', '孙浩然', '周婷婷', '吴俊杰', '郑雅琪', '冯宇航', '朱佳慧'];
    for (const [i, name] of staffNames.entries()) {
      await user({
        account: `store${String(i + 2).padStart(3, '0')}`,
        name,
        mobile: `139000000${String(i + 10)}`,
        pwd: 'Store@2026',
        station: 1,
        storeId: storeIds[i + 1],
        roles: [storeManager],
      });
    }
    await user({ account: 'stylist01', name: '林小北', mobile: '13900000031', pwd: 'Store@2026', station: 0, storeId: storeIds[0], roles: [] });
    await user({ account: 'stylist02', name: '何嘉欣', mobile: '13900000032', pwd: 'Store@2026', station: 0, storeId: storeIds[0], roles: [] });
    await user({ account: 'ops01', name: '黄志远', mobile: '13700000001', pwd: 'Salon@2026', department: 'technology', allStores: true, roles: [sysOps] });
    await user({
      account: 'area01',
      name: '马文涛',
      mobile: '13700000002',
      pwd: 'Salon@2026',
      station: 2,
      department: 'operations',
      stores: storeIds.slice(0, 10),
      roles: [],
    });
    await user({ account: 'finance01', name: '高雪梅', mobile: '13700000003', pwd: 'Salon@2026', department: 'finance', allStores: true, roles: [finance] });

    const context = { storeIds, userIds: await db.selectFrom('app_user').select(['id', 'account', 'name']).execute(), vault };
    // Every module's seed, one step a file, in the order of the generated list (steps.ts): the
    // organisation above first, the operation records of the seeded decisions last.
    const timing = process.env.SEED_TIMING === '1';
    for (const step of SEED_STEPS) {
      const started = performance.now();
      await step.run(db as unknown as Kysely<Database>, context);
      // SEED_TIMING=1: each step's seconds, to find what a seed spends its time on.
      if (timing) console.log(`seed step ${step.order} ${step.run.name}: ${((performance.now() - started) / 1000).toFixed(2)} s`);
    }
  });
}

export async function isEmpty(db: Kysely<Database>): Promise<boolean> {
  const row = await db.selectFrom('app_user').select('id').limit(1).executeTakeFirst();
  return !row;
}
