import { recruitLedgerResource, RecruitMsg, resourceEndpoints, RetCode, statRecrStatistic, updateRecrLedger } from '@salon/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, login, ok, openTestApp, refused, userIdOf, type Session, type TestApp } from '../../../test/harness.js';
import { candidateAt, logsOf, newIdCard, newMobile, regionFor } from '../../../test/ledgerFixtures.js';

/**
 * 员工列表 (the recruitment ledger): registering (ID number checked, 不再录用 and a second open
 * application refused, a referral names its referrer), editing while open, the masked list and its
 * whole-number look-ups, the counts by stage, the store manager's stores.
 */
let t: TestApp;
let admin: Session;
let store001: Session;
const api = resourceEndpoints(recruitLedgerResource);
const opts = { routepath: recruitLedgerResource.page };
let region: { id: number; regionId: number; cityId: number };
let region2: { id: number; regionId: number; cityId: number };
let adminId = 0;

type Row = { id: number; ledgerNo: string; realName: string; mobile: string; stage: number; intendedStoreId: number; regionName: string | null };

const count = async () => (await sql<{ n: number }>`select count(*)::int as n from recruit_candidate`.execute(t.db)).rows[0].n;
const valid = (o: Record<string, unknown> = {}) => ({
  realName: '林晓雨',
  gender: 1,
  mobile: newMobile(),
  idCard: newIdCard(),
  education: 3,
  workYears: 2,
  source: 3,
  regionId: region.id,
  intendedPost: 1,
  intendedStoreId: 1,
  interviewerId: adminId,
  interviewAt: '2026-12-02T02:00:00.000Z',
  ...o,
});

beforeAll(async () => {
  t = await openTestApp();
  admin = await login(t.app, DEMO.admin.account, DEMO.admin.pwd);
  store001 = await login(t.app, DEMO.store001.account, DEMO.store001.pwd);
  adminId = await userIdOf(t.db, 'admin');
  region = await regionFor(t, 1, '台账测试一区');
  region2 = await regionFor(t, 2, '台账测试二区');
});
afterAll(async () => {
  await t?.close();
});

describe('登记候选人', () => {
  it('registers a candidate at 待面试 with a ledger number, sealed mobile and ID number and a log row; the list shows it masked and finds it by whole mobile and ledger number', async () => {
    const body = valid();
    const { id, ledgerNo } = await ok<{ id: number; ledgerNo: string }>(t.app, admin, 'POST', updateRecrLedger.path, body, opts);
    expect(ledgerNo).toMatch(/^ZP\d{8}\d{4}$/);
    const stored = (
      await sql<{ stage: number; mobile_enc: string; id_card_enc: string; city_id: number; interviewer_name: string }>`
        select stage, mobile_enc, id_card_enc, city_id, interviewer_name from recruit_candidate where id = ${id}`.execute(t.db)
    ).rows[0];
    expect(stored).toMatchObject({ stage: 0, city_id: region.cityId });
    expect(stored.interviewer_name).toBeTruthy();
    expect(stored.mobile_enc.startsWith('v2:')).toBe(true);
    expect(stored.mobile_enc).not.toContain(body.mobile);
    expect(stored.id_card_enc).not.toContain(body.idCard);
    expect(await logsOf(t, id)).toEqual([expect.objectContaining({ action: 'register', from_stage: null, to_stage: 0 })]);
    const byMobile = await ok<Row[]>(t.app, admin, 'POST', api.list.path, { mobile: body.mobile }, opts);
    expect(byMobile.map((r) => r.id)).toEqual([id]);
    expect(byMobile[0].mobile).toMatch(/^\d{3,4}\*{4}\d{4}$/);
    expect(byMobile[0].regionName).toBe('台账测试一区');
    const byNo = await ok<Row[]>(t.app, admin, 'POST', api.list.path, { ledgerNo }, opts);
    expect(byNo.map((r) => r.id)).toEqual([id]);
  });

  it('refuses a bad ID number, a missing referrer for a referral, a disabled region, writing nothing', async () => {
    const before = await count();
    await refused(t.app, admin, 'POST', updateRecrLedger.path, valid({ idCard: '110105199001011234' }), RetCode.INVALID, 'idCard', opts);
    await refused(t.app, admin, 'POST', updateRecrLedger.path, valid({ mobile: '1391234' }), RetCode.INVALID, 'mobile', opts);
    const referral = await refused(t.app, admin, 'POST', updateRecrLedger.path, valid({ source: 1 }), RetCode.INVALID, 'referrerCraftsmanId', opts);
    expect(referral.retMsg).toContain('推荐人');
    const off = await regionFor(t, 1, '台账停用区', false);
    await refused(t.app, admin, 'POST', updateRecrLedger.path, valid({ regionId: off.id }), RetCode.INVALID, RecruitMsg.regionDisabled, opts);
    expect(await count()).toBe(before);
    // A referral with its referrer is taken.
    const referrer = (await sql<{ id: number }>`select id from craftsman where store_id = 1 order by id limit 1`.execute(t.db)).rows[0].id;
    const { id } = await ok<{ id: number }>(t.app, admin, 'POST', updateRecrLedger.path, valid({ source: 1, referrerCraftsmanId: referrer }), opts);
    expect((await sql<{ r: number }>`select referrer_craftsman_id as r from recruit_candidate where id = ${id}`.execute(t.db)).rows[0].r).toBe(referrer);
  });

  it('refuses an ID number flagged 不再录用 and a second open application of the same ID number; once closed, the person may apply again', async () => {
    const banned = newIdCard();
    await sql`insert into recruit_no_rehire (id_card_hash, real_name, reason, created_by) values (${t.services.vault.lookupHash(banned)}, '某某', '旷工离职', 'admin')`.execute(
      t.db,
    );
    const before = await count();
    await refused(t.app, admin, 'POST', updateRecrLedger.path, valid({ idCard: banned }), RetCode.INVALID, RecruitMsg.noRehire, opts);
    expect(await count()).toBe(before);

    const idCard = newIdCard();
    const first = await ok<{ id: number; ledgerNo: string }>(t.app, admin, 'POST', updateRecrLedger.path, valid({ idCard }), opts);
    const again = await refused(t.app, admin, 'POST', updateRecrLedger.path, valid({ idCard }), RetCode.INVALID, 'idCard', opts);
    expect(again.retMsg).toBe(RecruitMsg.openApplication(first.ledgerNo, '待面试'));
    expect(await count()).toBe(before + 1);
    await sql`update recruit_candidate set stage = 9, closed_reason = '另有打算', closed_at = now() where id = ${first.id}`.execute(t.db);
    await ok(t.app, admin, 'POST', updateRecrLedger.path, valid({ idCard }), opts);
    expect(await count()).toBe(before + 2);
  });
});

describe('修改登记信息', () => {
  it('edits an open application (mobile and ID number stay), refuses a closed one', async () => {
    const c = await candidateAt(t, { ...region, storeId: 1, stage: 1 });
    const { mobile: _m, idCard: _i, ...rest } = valid({ realName: '林晓雨改', intendedPost: 2, specialRemark: '周末才能面试' });
    await ok(t.app, admin, 'POST', updateRecrLedger.path, { id: c.id, ...rest }, opts);
    const row = (
      await sql<{ real_name: string; intended_post: number; stage: number; mobile_hash: string }>`
      select real_name, intended_post, stage, mobile_hash from recruit_candidate where id = ${c.id}`.execute(t.db)
    ).rows[0];
    expect(row).toMatchObject({ real_name: '林晓雨改', intended_post: 2, stage: 1, mobile_hash: t.services.vault.lookupHash(c.mobile) });
    expect((await logsOf(t, c.id)).map((l) => l.action)).toEqual(['updateRecrLedger']);
    await sql`update recruit_candidate set stage = 8, closed_reason = '不合适' where id = ${c.id}`.execute(t.db);
    await refused(t.app, admin, 'POST', updateRecrLedger.path, { id: c.id, ...rest }, RetCode.REFUSED, RecruitMsg.closedEdit('未录用'), opts);
  });
});

describe('按阶段计数', () => {
  it('counts the filtered candidates by stage (the stage filter aside)', async () => {
    const r = await regionFor(t, 1, '计数测试区');
    for (const stage of [0, 0, 1, 4, 8]) await candidateAt(t, { ...r, storeId: 1, stage });
    const stat = await ok<{ total: number; stages: { stage: number; count: number }[] }>(
      t.app,
      admin,
      'POST',
      statRecrStatistic.path,
      { regionId: r.id, stage: 1 },
      opts,
    );
    expect(stat).toEqual({
      total: 5,
      stages: [
        { stage: 0, count: 2 },
        { stage: 1, count: 1 },
        { stage: 4, count: 1 },
        { stage: 8, count: 1 },
      ],
    });
  });
});

describe('店长', () => {
  it('sees and registers only its store’s candidates, and cannot edit another store’s', async () => {
    const other = await candidateAt(t, { ...region2, storeId: 2, stage: 0, name: '别店候选' });
    const mine = await ok<Row[]>(t.app, store001, 'POST', api.list.path, { pageSize: 100 }, opts);
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((r) => r.intendedStoreId === 1)).toBe(true);
    expect(mine.some((r) => r.id === other.id)).toBe(false);
    await ok(t.app, store001, 'POST', updateRecrLedger.path, valid(), opts);
    const before = await count();
    await refused(t.app, store001, 'POST', updateRecrLedger.path, valid({ intendedStoreId: 2, regionId: region2.id }), RetCode.REFUSED, undefined, opts);
    const { mobile: _m, idCard: _i, ...rest } = valid({ intendedStoreId: 1 });
    await refused(t.app, store001, 'POST', updateRecrLedger.path, { id: other.id, ...rest }, RetCode.REFUSED, RecruitMsg.candidateMissing, opts);
    expect(await count()).toBe(before);
    const stat = await ok<{ total: number }>(t.app, store001, 'POST', statRecrStatistic.path, {}, opts);
    expect(stat.total).toBe(mine.length + 1);
  });
});
