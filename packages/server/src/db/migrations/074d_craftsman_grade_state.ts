/**
 * Where each grade or position application stands today (issue 14), derived from its approval and
 * the dates every time it is read, as item_price_version_state does (021a): the stored status while
 * not approved (0 待审批, 2 已驳回, 3 已撤回); approved (1): 4 待生效 before its effective date, 1 已生效
 * from it (China time). craftsman.level / price_grade / station are moved on that date by the
 * server (at approval when due, else by its pass at start and every ten minutes).
 *
 * craftsman_manager_level_state: 1 现行 for the latest assignment of the person dated today or
 * earlier (by date, then id), 4 待生效 for one dated later, 5 已失效 for those it replaced.
 */
const changeState = (table: string) => /* sql */ `
create view ${table}_state as
select x.id,
  case
    when x.status <> 1 then x.status
    when x.effective_date > (now() at time zone 'Asia/Shanghai')::date then 4
    else 1
  end::smallint as state
from ${table} x;
`;

export const up = /* sql */ `
${changeState('craftsman_promotion')}
${changeState('craftsman_price_change')}
${changeState('craftsman_position_change')}
create view craftsman_manager_level_state as
select m.id,
  case
    when m.effective_date > (now() at time zone 'Asia/Shanghai')::date then 4
    when exists (
      select 1 from craftsman_manager_level n
      where n.craftsman_id = m.craftsman_id and n.effective_date <= (now() at time zone 'Asia/Shanghai')::date
        and (n.effective_date > m.effective_date or (n.effective_date = m.effective_date and n.id > m.id))
    ) then 5
    else 1
  end::smallint as state
from craftsman_manager_level m;
create index craftsman_manager_level_person_idx on craftsman_manager_level (craftsman_id, effective_date desc, id desc);
`;
