import {
  CustomerServicePath as P,
  FAMILY_ACCOUNT_PAGE,
  FAMILY_MAX_MEMBERS,
  QUERY_USER_PAGE,
  QUEUED_RECORD_PAGE,
  RetCode,
  RetMsg,
  USER_COUPON_PAGE,
  USER_ORDER_PAGE,
  type FamilyDetailLines,
  type FamilyMemberMobile,
} from '@salon/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRows, decrypt, DEMO, login, ok, openTestApp, refused, request, type Session, type TestApp } from '../../../test/harness.js';

/** /operate/user/familyAccount 家庭账户: families, members added and removed. */
let t: TestApp;
let admin: Session;
/** ops01 granted the five pages but none of their operations (no 查看完整号码, no 作废, no member changes). */
let ops01: Session;

type Row = Record<string, unknown> & { id: number };

beforeAll(async () => {
  t = await openTestApp();
  admin = await login(t.app, DEMO.admin.account, DEMO.admin.pwd);
  const role = await t.db.selectFrom('role').select('id').where('code', '=', 'sys_ops').executeTakeFirstOrThrow();
  const menus = await t.db
    .selectFrom('menu')
    .select('id')
    .where('url', 'in', ['/operate', '/operate/user', QUEUED_RECORD_PAGE, QUERY_USER_PAGE, FAMILY_ACCOUNT_PAGE, USER_COUPON_PAGE, USER_ORDER_PAGE])
    .execute();
  expect(menus.length).toBe(7);
  const held = new Set((await t.db.selectFrom('role_menu').select('menu_id').where('role_id', '=', role.id).execute()).map((r) => r.menu_id));
  const grant = menus.filter((m) => !held.has(m.id));
  if (grant.length)
    await t.db
      .insertInto('role_menu')
      .values(grant.map((m) => ({ role_id: role.id, menu_id: m.id })))
      .execute();
  ops01 = await login(t.app, DEMO.ops01.account, DEMO.ops01.pwd);
});
afterAll(async () => {
  await t?.close();
});

const one = async <T>(text: ReturnType<typeof sql<T>>) => (await text.execute(t.db)).rows[0];
const list = async (session: Session, url: string, query: Record<string, unknown>) => {
  const { envelope } = await request<Row[]>(t.app, session, 'POST', url, { pageSize: 100, ...query });
  expect(envelope.retCode, envelope.retMsg).toBe(RetCode.SUCCESS);
  return envelope;
};
/** A customer's whole mobile, read as the server does (the vault). */
const mobileOf = async (customerId: number) =>
  t.services.vault.decrypt((await one(sql<{ m: string }>`select mobile_enc as m from customer where id = ${customerId}`)).m);

describe('家庭账户', () => {
  const loner = async (offset = 0) => {
    const c = await one(sql<{ id: number; name: string }>`select id, name from customer c where status = 0
      and not exists (select 1 from family_member m where m.customer_id = c.id) order by id limit 1 offset ${offset}`);
    return { id: Number(c.id), name: c.name, mobile: await mobileOf(Number(c.id)) };
  };
  const familyOf = async (id: number) => ok<Row & FamilyDetailLines>(t.app, admin, 'GET', P.familyDetail, { id });

  it('lists families with their owner and member count', async () => {
    const envelope = await list(admin, P.familyList, {});
    const n = await one(sql<{ n: number }>`select count(*)::int as n from family_account`);
    expect(n.n).toBeGreaterThanOrEqual(100);
    expect(envelope.page?.total).toBe(n.n);
    const first = envelope.result[0];
    expect(first).toMatchObject({ familyName: expect.any(String), ownerName: expect.any(String), memberCount: expect.any(Number) });
    const detail = await familyOf(first.id);
    expect(detail.members.filter((m) => m.relation !== 0)).toHaveLength(first.memberCount as number);
    expect(detail.members[0]).toMatchObject({ relation: 0, name: first.ownerName });
  });

  it('adds and removes members, audited; one family per customer, at most 5 members, the owner stays', async () => {
    const family = await one(
      sql<{
        id: number;
        member_count: number;
        family_name: string;
      }>`select id, member_count, family_name from family_account where member_count < ${FAMILY_MAX_MEMBERS - 1} order by id limit 1`,
    );
    const id = Number(family.id);
    const newcomer = await loner();
    expect(await ok(t.app, admin, 'POST', P.familyAddMember, { familyId: id, mobile: newcomer.mobile, relation: 2 })).toMatchObject({
      memberCount: family.member_count + 1,
    });
    const [added] = await auditRows(t.db, { table: 'family_member', action: 'create' });
    expect(JSON.stringify(added.after)).toContain(newcomer.name);
    expect((await familyOf(id)).members.find((m) => m.customerId === newcomer.id)).toMatchObject({ relation: 2 });

    // The same customer again, here or in another family: refused, naming the family.
    await refused(t.app, admin, 'POST', P.familyAddMember, { familyId: id, mobile: newcomer.mobile, relation: 1 }, RetCode.REFUSED, '已是本家庭账户的成员');
    const other = await one(sql<{ id: number }>`select id from family_account where id <> ${id} and member_count < ${FAMILY_MAX_MEMBERS} order by id limit 1`);
    await refused(
      t.app,
      admin,
      'POST',
      P.familyAddMember,
      { familyId: other.id, mobile: newcomer.mobile, relation: 1 },
      RetCode.REFUSED,
      `「${family.family_name}」的成员，一个用户只能加入一个家庭`,
    );
    // A second 配偶 is refused in words and nothing is written (issue 12.16).
    const married = await one(sql<{ id: number; family_name: string }>`
      select f.id, f.family_name from family_account f where f.member_count < ${FAMILY_MAX_MEMBERS}
        and exists (select 1 from family_member m where m.family_id = f.id and m.relation = 1) order by f.id limit 1`);
    const spousesBefore = await sql<{ n: number }>`select count(*)::int as n from family_member where family_id = ${married.id}`.execute(t.db);
    await refused(
      t.app,
      admin,
      'POST',
      P.familyAddMember,
      { familyId: married.id, mobile: (await loner(900)).mobile, relation: 1 },
      RetCode.REFUSED,
      `「${married.family_name}」已有配偶，一个家庭账户只能有一位配偶`,
    );
    expect((await sql<{ n: number }>`select count(*)::int as n from family_member where family_id = ${married.id}`.execute(t.db)).rows).toEqual(
      spousesBefore.rows,
    );
    // Bad input names the field; unknown numbers and families are refused; nothing written.
    const count = (await auditRows(t.db, { table: 'family_member' })).length;
    await refused(t.app, admin, 'POST', P.familyAddMember, { familyId: id, mobile: '12345', relation: 1 }, RetCode.INVALID, 'mobile');
    await refused(t.app, admin, 'POST', P.familyAddMember, { familyId: id, mobile: newcomer.mobile, relation: 0 }, RetCode.INVALID, 'relation');
    await refused(t.app, admin, 'POST', P.familyAddMember, { familyId: id, mobile: '19999999999', relation: 1 }, RetCode.REFUSED, '未找到');
    await refused(t.app, admin, 'POST', P.familyAddMember, { familyId: 999999, mobile: newcomer.mobile, relation: 1 }, RetCode.REFUSED, '家庭账户不存在');
    await refused(t.app, ops01, 'POST', P.familyAddMember, { familyId: id, mobile: newcomer.mobile, relation: 1 }, RetCode.REFUSED, RetMsg.FORBIDDEN);
    expect((await auditRows(t.db, { table: 'family_member' })).length).toBe(count);

    // Fill the family up to the limit, then one more is refused.
    let offset = 0;
    for (let n = family.member_count + 1; n < FAMILY_MAX_MEMBERS; n++)
      await ok(t.app, admin, 'POST', P.familyAddMember, { familyId: id, mobile: (await loner(offset++)).mobile, relation: 4 });
    const extra = await loner();
    await refused(
      t.app,
      admin,
      'POST',
      P.familyAddMember,
      { familyId: id, mobile: extra.mobile, relation: 4 },
      RetCode.REFUSED,
      `最多${FAMILY_MAX_MEMBERS}位成员`,
    );
    expect((await familyOf(id)).members.filter((m) => m.relation !== 0)).toHaveLength(FAMILY_MAX_MEMBERS);

    // The owner cannot leave; a member can, audited, and may then join another family.
    const detail = await familyOf(id);
    const owner = detail.members.find((m) => m.relation === 0)!;
    await refused(t.app, admin, 'POST', P.familyRemoveMember, { familyId: id, customerId: owner.customerId }, RetCode.REFUSED, '户主不能移出家庭账户');
    await refused(t.app, admin, 'POST', P.familyRemoveMember, { familyId: other.id, customerId: newcomer.id }, RetCode.REFUSED, '不是本家庭账户的成员');
    expect(await ok(t.app, admin, 'POST', P.familyRemoveMember, { familyId: id, customerId: newcomer.id })).toMatchObject({
      memberCount: FAMILY_MAX_MEMBERS - 1,
    });
    const [removed] = await auditRows(t.db, { table: 'family_member', action: 'delete' });
    expect(JSON.stringify(removed.before)).toContain(newcomer.name);
    await ok(t.app, admin, 'POST', P.familyAddMember, { familyId: other.id, mobile: newcomer.mobile, relation: 3 });
  });

  it('creates a family for a customer in none, refuses one already in a family', async () => {
    const owner = await loner(10);
    const { id } = await ok<{ id: number }>(t.app, admin, 'POST', P.familyCreate, {
      ownerMobile: owner.mobile,
      familyName: `${owner.name.slice(0, 1)}家`,
      sharedBenefits: false,
    });
    const detail = await familyOf(id);
    expect(detail).toMatchObject({ ownerName: owner.name, memberCount: 0, sharedBenefits: false });
    expect(detail.members).toHaveLength(1);
    expect((await auditRows(t.db, { table: 'family_account', action: 'create', recordId: id })).length).toBe(1);
    await refused(t.app, admin, 'POST', P.familyCreate, { ownerMobile: owner.mobile, familyName: '再来一个' }, RetCode.REFUSED, '一个用户只能加入一个家庭');
    await refused(t.app, admin, 'POST', P.familyCreate, { ownerMobile: owner.mobile, familyName: '  ' }, RetCode.INVALID, 'familyName');
  });
});

describe("家庭账户: members' mobiles (issue 12.3)", () => {
  const MASKED = /^1\d{3}\*{4}\d{4}$/;

  it("the detail shows every member's mobile masked, to the admin who holds 查看完整号码 too; the whole one per member through revealMemberMobile, audited", async () => {
    const family = await one(sql<{ id: number }>`select family_id as id from family_member where relation <> 0 group by family_id order by family_id limit 1`);
    const detail = await decrypt(admin, await ok<Row & FamilyDetailLines>(t.app, admin, 'GET', P.familyDetail, { id: family.id }));
    expect(detail.members.length).toBeGreaterThan(1);
    expect(detail.members.every((m) => MASKED.test(m.mobile!))).toBe(true);

    const member = detail.members[1];
    const reveals = (await auditRows(t.db, { table: 'customer', action: 'viewMobile', recordId: member.customerId })).length;
    const whole = await decrypt(
      admin,
      await ok<FamilyMemberMobile>(t.app, admin, 'POST', P.familyMemberMobile, { familyId: family.id, customerId: member.customerId }),
    );
    expect(whole.mobile).toBe(await mobileOf(member.customerId));
    expect(await auditRows(t.db, { table: 'customer', action: 'viewMobile', recordId: member.customerId })).toHaveLength(reveals + 1);

    // Only members of that family, and only for holders of 查看完整号码.
    const stranger = await one(
      sql<{ id: number }>`select id from customer c where not exists (select 1 from family_member m where m.customer_id = c.id) order by id limit 1`,
    );
    await refused(t.app, admin, 'POST', P.familyMemberMobile, { familyId: family.id, customerId: stranger.id }, RetCode.REFUSED, '不是本家庭账户的成员');
    await refused(t.app, ops01, 'POST', P.familyMemberMobile, { familyId: family.id, customerId: member.customerId }, RetCode.REFUSED, RetMsg.FORBIDDEN);
  });
});
