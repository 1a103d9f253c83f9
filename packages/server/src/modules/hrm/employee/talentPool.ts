import {
  RECRUIT_OPEN_STAGES,
  RECRUIT_STAGE,
  stageRefusal,
  TALENT_POOL_STAGES,
  TALENT_TAG_SEPARATOR,
  talentPoolResource,
  talentReactivate,
  talentTags,
} from '@salon/contract';
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { audit } from '../../../core/audit.js';
import { refuse } from '../../../core/errors.js';
import type { Database } from '../../../db/schema.js';
import { registerEndpoint } from '../../../engine/endpoint.js';
import { registerResource } from '../../../engine/register.js';
import { lockCandidate, writeLog } from './_shared/ledgerStep.js';

/**
 * /hrm/employee/talentPool 人才池: candidates closed as 未录用 or 已放弃 within the user's stores. 重新激活
 * copies the person (sealed mobile and ID number as they are) into a new ledger row at 待面试, linked to
 * this one (recruit_reactivation) and logged on both; refused for an ID number flagged 不再录用 and while
 * the same person (ID number, else mobile) has an application at stages 0–4.
 */
export function registerTalentPool(app: FastifyInstance): void {
  const { db } = app.services;
  registerResource(app, talentPoolResource, {
    conditions: () => [sql`t.stage in (${sql.join(TALENT_POOL_STAGES)})`],
  });

  registerEndpoint(app, talentReactivate, async (input, { auth, request }) =>
    db.transaction().execute(async (trx) => {
      const k = trx as unknown as Kysely<Database>;
      const old = await lockCandidate(k, auth, input.id);
      if (!TALENT_POOL_STAGES.includes(old.stage)) throw refuse(stageRefusal(old.stage, '重新激活'));
      const person = (
        await sql<{ id_card_hash: string | null; mobile_hash: string }>`select id_card_hash, mobile_hash from recruit_candidate where id = ${input.id}`.execute(
          trx,
        )
      ).rows[0];
      if (person.id_card_hash) {
        const flagged = await sql`select 1 from recruit_no_rehire where id_card_hash = ${person.id_card_hash}`.execute(trx);
        if (flagged.rows.length) throw refuse('该身份证号已被标记为不再录用，不能重新激活');
      }
      const same = person.id_card_hash ? sql`id_card_hash = ${person.id_card_hash}` : sql`mobile_hash = ${person.mobile_hash}`;
      const open = (
        await sql<{ ledger_no: string }>`select ledger_no from recruit_candidate
          where ${same} and stage in (${sql.join(RECRUIT_OPEN_STAGES)}) order by id desc limit 1`.execute(trx)
      ).rows[0];
      if (open) throw refuse(`此人已有进行中的招聘申请（台账号 ${open.ledger_no}），不能重新激活`);
      const created = (
        await sql<{ id: number; ledger_no: string }>`
          with n as (select nextval(pg_get_serial_sequence('recruit_candidate', 'id'))::int as id)
          insert into recruit_candidate (id, ledger_no, real_name, gender, birth_date, mobile_enc, mobile_hash, id_card_enc, id_card_hash,
            education, source, referrer_craftsman_id, region_id, city_id, intended_post, intended_store_id, work_years, stage,
            registered_at, special_remark, created_by)
          select n.id, 'R' || to_char(now() at time zone 'Asia/Shanghai', 'YYMMDD') || lpad(n.id::text, 6, '0'), o.real_name, o.gender,
            o.birth_date, o.mobile_enc, o.mobile_hash, o.id_card_enc, o.id_card_hash, o.education, o.source, o.referrer_craftsman_id,
            o.region_id, o.city_id, o.intended_post, o.intended_store_id, o.work_years, ${RECRUIT_STAGE.registered}, now(),
            ${`人才池重新激活（原台账号 `} || o.ledger_no || '）', ${auth.name}
          from recruit_candidate o, n where o.id = ${input.id}
          returning id, ledger_no`.execute(trx)
      ).rows[0];
      await sql`insert into recruit_reactivation (id, from_candidate_id, created_by) values (${created.id}, ${input.id}, ${auth.name})`.execute(trx);
      const remark = input.remark || null;
      await writeLog(k, auth, input.id, 'reactivate', old.stage, old.stage, `重新激活为台账号 ${created.ledger_no}${remark ? `：${remark}` : ''}`);
      await writeLog(k, auth, created.id, 'reactivate', null, RECRUIT_STAGE.registered, `由人才池重新激活（原记录 ${input.id}）${remark ? `：${remark}` : ''}`);
      await audit(trx, request, { action: 'reactivate', table: 'recruit_candidate', recordId: created.id, after: { fromCandidateId: input.id, stage: 0 } });
      return { id: created.id, ledgerNo: created.ledger_no };
    }),
  );

  registerEndpoint(app, talentTags, async (input, { auth, request }) =>
    db.transaction().execute(async (trx) => {
      const row = await lockCandidate(trx as unknown as Kysely<Database>, auth, input.id);
      if (!TALENT_POOL_STAGES.includes(row.stage)) throw refuse(stageRefusal(row.stage, '编辑人才标签'));
      const tags = [...new Set(input.tags)].join(TALENT_TAG_SEPARATOR);
      const before = (await sql<{ tags: string }>`select tags from recruit_talent_tag where id = ${input.id}`.execute(trx)).rows[0];
      if (tags)
        await sql`insert into recruit_talent_tag (id, tags, updated_by) values (${input.id}, ${tags}, ${auth.name})
          on conflict (id) do update set tags = excluded.tags, updated_by = excluded.updated_by, updated_at = now()`.execute(trx);
      else await sql`delete from recruit_talent_tag where id = ${input.id}`.execute(trx);
      await audit(trx, request, { action: 'update', table: 'recruit_talent_tag', recordId: input.id, before: { tags: before?.tags ?? null }, after: { tags } });
      return { id: input.id };
    }),
  );
}
