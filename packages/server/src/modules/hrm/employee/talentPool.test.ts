import { maskNumber, resourceEndpoints, RetCode, talentPoolResource, talentReactivate, talentTags } from '@salon/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRows, DEMO, login, ok, openTestApp, refused, type Session, type TestApp } from '../../../test/harness.js';
import { fixtureCandidate, logOf, stageOf } from '../../../test/recruitFixtures.js';

/** 人才池: people not hired, their tags, and 重新激活 (a new application) refused for a no-rehire ID number or an open application. */
let t: TestApp;
let admin: Session;
const list = resourceEndpoints(talentPoolResource).list;

beforeAll(async () => {
  t = await openTestApp();
  admin = await login(t.app, DEMO.admin.account, DEMO.admin.pwd);
});
afterAll(async () => {
  await t?.close();
});

type PoolRow = { id: number; stage: number; lastStage: number; tags: string | null; mobile: string; reactivatedLedgerNo: string | null; noRehire: boolean };

describe('人才池列表', () => {
  it('lists 未录用 and 已放弃 only, with the last stage reached from the log and masked mobiles', async () => {
    const refusedAtTest = await fixtureCandidate(t, { stage: 8, name: '人才甲' });
    await sql`insert into recruit_log (candidate_id, action, from_stage, to_stage, remark, operator) values (${refusedAtTest.id}, 'assItemScore', 1, 8, '考核未通过', '测试')`.execute(
      t.db,
    );
    const open = await fixtureCandidate(t, { stage: 2, name: '人才甲' });
    const rows = await ok<PoolRow[]>(t.app, admin, 'POST', list.path, { realName: '人才甲' });
    expect(rows.map((r) => r.id)).toContain(refusedAtTest.id);
    expect(rows.map((r) => r.id)).not.toContain(open.id);
    const row = rows.find((r) => r.id === refusedAtTest.id)!;
    expect(row.lastStage).toBe(1);
    expect(row.mobile).toBe(maskNumber(refusedAtTest.mobile));
    const all = await ok<PoolRow[]>(t.app, admin, 'POST', list.path, { pageSize: 200 });
    expect(all.every((r) => r.stage === 8 || r.stage === 9)).toBe(true);
  });
});

describe('编辑标签', () => {
  it('writes and clears the tags of a person in the pool; refused for an open application', async () => {
    const c = await fixtureCandidate(t, { stage: 9, name: '人才乙' });
    await ok(t.app, admin, 'POST', talentTags.path, { id: c.id, tags: ['技术扎实', '可再联系'] });
    expect((await ok<PoolRow[]>(t.app, admin, 'POST', list.path, { realName: '人才乙' })).find((r) => r.id === c.id)?.tags).toBe('技术扎实、可再联系');
    await refused(t.app, admin, 'POST', talentTags.path, { id: c.id, tags: ['一二三四五六七八九十一'] }, RetCode.INVALID, '每个标签最多10个字');
    await ok(t.app, admin, 'POST', talentTags.path, { id: c.id, tags: [] });
    expect((await ok<PoolRow[]>(t.app, admin, 'POST', list.path, { realName: '人才乙' })).find((r) => r.id === c.id)?.tags).toBeNull();
    const open = await fixtureCandidate(t, { stage: 1 });
    await refused(t.app, admin, 'POST', talentTags.path, { id: open.id, tags: ['好'] }, RetCode.REFUSED, '候选人当前为「待考核」，不能编辑人才标签');
  });
});

describe('重新激活', () => {
  it('creates a new application at 待面试 linked to the old one, logged on both; a second time is refused while it is open', async () => {
    const old = await fixtureCandidate(t, { stage: 9, name: '人才丙' });
    const before = (await sql<{ n: number }>`select count(*)::int as n from recruit_candidate`.execute(t.db)).rows[0].n;
    const made = await ok<{ id: number; ledgerNo: string }>(t.app, admin, 'POST', talentReactivate.path, { id: old.id, remark: '电话回访愿意再来' });
    expect((await sql<{ n: number }>`select count(*)::int as n from recruit_candidate`.execute(t.db)).rows[0].n).toBe(before + 1);
    const fresh = (
      await sql<{ stage: number; real_name: string; id_card_hash: string; from_id: number }>`
        select c.stage, c.real_name, c.id_card_hash, r.from_candidate_id as from_id from recruit_candidate c join recruit_reactivation r on r.id = c.id where c.id = ${made.id}`.execute(
        t.db,
      )
    ).rows[0];
    expect(fresh).toMatchObject({ stage: 0, real_name: '人才丙', from_id: old.id });
    expect(await stageOf(t, old.id)).toBe(9);
    expect((await logOf(t, made.id)).at(-1)).toMatchObject({ action: 'reactivate', from_stage: null, to_stage: 0 });
    expect((await logOf(t, old.id)).at(-1)?.remark).toContain(made.ledgerNo);
    expect(await auditRows(t.db, { table: 'recruit_candidate', action: 'reactivate', recordId: made.id })).toHaveLength(1);
    expect((await ok<PoolRow[]>(t.app, admin, 'POST', list.path, { realName: '人才丙' })).find((r) => r.id === old.id)?.reactivatedLedgerNo).toBe(
      made.ledgerNo,
    );
    await refused(
      t.app,
      admin,
      'POST',
      talentReactivate.path,
      { id: old.id },
      RetCode.REFUSED,
      `此人已有进行中的招聘申请（台账号 ${made.ledgerNo}），不能重新激活`,
    );
  });

  it('refuses a person whose ID number is flagged 不再录用, and a candidate not in the pool; nothing is created', async () => {
    const flagged = await fixtureCandidate(t, { stage: 8, name: '人才丁' });
    await sql`insert into recruit_no_rehire (id_card_hash, real_name, reason, created_by)
      values (${t.services.vault.lookupHash(flagged.idCard)}, '人才丁', '严重违纪', '测试')`.execute(t.db);
    const before = (await sql<{ n: number }>`select count(*)::int as n from recruit_candidate`.execute(t.db)).rows[0].n;
    await refused(t.app, admin, 'POST', talentReactivate.path, { id: flagged.id }, RetCode.REFUSED, '该身份证号已被标记为不再录用，不能重新激活');
    expect((await ok<PoolRow[]>(t.app, admin, 'POST', list.path, { realName: '人才丁' })).find((r) => r.id === flagged.id)?.noRehire).toBe(true);
    const open = await fixtureCandidate(t, { stage: 3 });
    await refused(t.app, admin, 'POST', talentReactivate.path, { id: open.id }, RetCode.REFUSED, '候选人当前为「培训中」，不能重新激活');
    expect((await sql<{ n: number }>`select count(*)::int as n from recruit_candidate`.execute(t.db)).rows[0].n).toBe(before + 1);
  });
});
