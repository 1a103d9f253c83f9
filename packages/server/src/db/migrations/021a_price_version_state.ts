/**
 * Where each price version stands today (issue 12.2), derived from its approval and the dates
 * every time it is read, not stored: a version approved for a future date becomes 已生效 at
 * midnight China time by itself, and the one it replaces 已失效, with no job to run, no status to
 * drift between a sweep and the next, and no audit rows for changes nobody made. (A sweep would
 * leave the list wrong between midnight and its run and on a database restored from a backup.)
 *
 * item_price_version_state, one row per version (joined by id, see PriceVersionState in contract
 * enums/items.ts for the values):
 * - state: the stored status while not approved (0 草稿, 1 待审批, 3 已驳回); approved (2):
 *   4 待生效 before its date; 2 已生效 when no other approved version of the same store, item and
 *   grade dated today or earlier is later (by date, then id); else 5 已失效.
 * - today_price: the price of the version in force today for the row's store, item and grade (null when none).
 * Both read the lookup index (store_id, item_id, price_grade, effective_date).
 */
export const up = /* sql */ `
create view item_price_version_state as
select v.id,
  case
    when v.status <> 2 then v.status
    when v.effective_date > (now() at time zone 'Asia/Shanghai')::date then 4
    when exists (
      select 1 from item_price_version n
      where n.store_id = v.store_id and n.item_id = v.item_id and n.price_grade = v.price_grade and n.status = 2
        and n.effective_date <= (now() at time zone 'Asia/Shanghai')::date
        and (n.effective_date > v.effective_date or (n.effective_date = v.effective_date and n.id > v.id))
    ) then 5
    else 2
  end::smallint as state,
  (
    select p.price from item_price_version p
    where p.store_id = v.store_id and p.item_id = v.item_id and p.price_grade = v.price_grade and p.status = 2
      and p.effective_date <= (now() at time zone 'Asia/Shanghai')::date
    order by p.effective_date desc, p.id desc limit 1
  ) as today_price
from item_price_version v;
`;
