import { SOCIAL_SECURITY_PAGE, SocialSecurityOps } from '@salon/contract';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema.js';
import { grantStoreManager } from './comments.js';
import type { SeedStep } from './context.js';

const today = sql`(now() at time zone 'Asia/Shanghai')::date`;
const HR = '人事部 周敏';

/**
 * [city id or null for every other city, base min, base max, then the rates in percent: pension
 * company/personal, medical company/personal, unemployment company/personal, injury, maternity,
 * housing fund company/personal]. Shaped on the cities' published 2025 figures.
 */
const RATES: [number | null, number, number, ...number[]][] = [
  [310000, 7384, 36921, 16, 8, 9.5, 2, 0.5, 0.5, 0.26, 1, 7, 7],
  [110000, 6821, 35283, 16, 8, 9.8, 2, 0.5, 0.5, 0.4, 0.8, 12, 12],
  [330100, 4462, 24060, 16, 8, 9.5, 2, 0.5, 0.5, 0.2, 1, 12, 12],
  [440300, 2360, 27501, 16, 8, 6, 2, 0.7, 0.3, 0.14, 0.5, 5, 5],
  [null, 4000, 25000, 16, 8, 8, 2, 0.5, 0.5, 0.2, 0.8, 10, 10],
];

/**
 * Demo data of 员工社保 (/hrm, issue 15): a rate set for every city with stores; the craftsmen's
 * enrolments by position: most 参保中 from a couple of weeks after their entry, some registered but
 * 未参保, some 已停保 (the ones who left among them), the rest without enrolment (those in service for
 * more than 30 days are flagged).
 */
async function seedSocialSecurity(db: Kysely<Database>): Promise<void> {
  const cities = (await sql<{ city_id: number }>`select distinct city_id from store order by city_id`.execute(db)).rows.map((r) => r.city_id);
  const fallback = RATES.find((r) => r[0] === null)!;
  const values = cities.map((city) => {
    const [, ...rate] = RATES.find((r) => r[0] === city) ?? fallback;
    return sql`(${city}, ${sql.join(rate.map((v) => sql`${String(v)}::numeric`))}, ${HR}, now() - interval '120 days', now() - interval '120 days')`;
  });
  await sql`
    insert into social_security_rate (city_id, base_min, base_max, pension_company, pension_personal, medical_company, medical_personal,
      unemployment_company, unemployment_personal, injury_company, maternity_company, housing_company, housing_personal, updated_by,
      created_at, updated_at)
    values ${sql.join(values)}`.execute(db);

  await sql`
    with staff as (
      select c.id, c.store_id, s.city_id, c.status, c.entry_date, row_number() over (order by c.id)::int as n
      from craftsman c join store s on s.id = c.store_id
    ), plan as (
      select st.*, case
          when st.entry_date > ${today} - 80 then (case when st.n % 2 = 0 then 0 end)
          when st.status = 4 then 2
          when st.n % 10 in (0, 1, 2, 3, 4, 5) then 1
          when st.n % 10 = 6 then 0
          when st.n % 10 = 7 then 2
          else null
        end as ss
      from staff st
    )
    insert into employee_social_security (craftsman_id, store_id, city_id, base, status, start_date, stop_date, stop_reason, remark,
      created_by, updated_by, created_at, updated_at)
    select p.id, p.store_id, p.city_id,
      least(r.base_max, greatest(r.base_min, (5000 + (p.n * 173) % 7000)::numeric + (p.n % 3) * 0.5)),
      p.ss,
      case when p.ss > 0 then greatest(p.entry_date + 14, ${today} - 720 + p.n % 90) end,
      case when p.ss = 2 then ${today} - 5 - p.n % 60 end,
      case when p.ss = 2 then (case when p.status = 4 then '员工离职，停止缴纳' else '本人申请转回户籍地参保' end) end,
      case when p.ss = 0 then '材料待补：身份证复印件' end,
      ${HR}, ${HR},
      greatest(p.entry_date + 10, ${today} - 730 + p.n % 90) + time '10:00',
      greatest(p.entry_date + 10, ${today} - 730 + p.n % 90) + time '10:00'
    from plan p join social_security_rate r on r.city_id = p.city_id
    where p.ss is not null
    order by p.id`.execute(db);

  // Store managers see their craftsmen's enrolments and the ones flagged; head office enrols and keeps the rates.
  await grantStoreManager(db, [SOCIAL_SECURITY_PAGE], [SocialSecurityOps.export, SocialSecurityOps.missingExport]);
}

export const step: SeedStep = { order: 836, run: seedSocialSecurity };
