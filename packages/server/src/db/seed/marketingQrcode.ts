import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema.js';
import '../schema/marketingActivity.js';
import type { SeedContext, SeedStep } from './context.js';

/**
 * QR codes: one for each of the first 12 stores (table tents at the front desk), one for a
 * craftsman of each of the first 8 stores, and codes of three activities; ~3,000 scans by existing
 * customers over the last 60 days, each with the order it brought (the customer's next paid order
 * at that store within 7 days), and the codes' counters from them. Set-based SQL.
 */
async function seedMarketingQrcode(db: Kysely<Database>, { storeIds }: SeedContext): Promise<void> {
  const stores = storeIds.slice(0, 12);
  if (!stores.length) return;
  await sql`
    insert into marketing_qrcode (name, kind, store_id, remark, created_by, created_at)
    select s.store_name || '前台桌牌码', 1, s.id, '前台桌牌、收银台台卡', '市场部 王敏', now() - interval '90 days'
    from store s where s.id = any(${stores}::int[]) order by s.id`.execute(db);
  await sql`
    insert into marketing_qrcode (name, kind, store_id, craftsman_id, remark, created_by, created_at)
    select s.store_name || ' ' || c.real_name || '专属码', 2, s.id, c.id, '发型师名片背面', '市场部 王敏', now() - interval '80 days'
    from store s
    cross join lateral (select cr.id, cr.real_name from craftsman_store cs join craftsman cr on cr.id = cs.craftsman_id where cs.store_id = s.id order by cr.id limit 1) c
    where s.id = any(${stores.slice(0, 8)}::int[]) order by s.id`.execute(db);
  await sql`
    insert into marketing_qrcode (name, kind, activity_id, remark, created_by, created_at)
    select a.name || '活动码', 3, a.id, '朋友圈海报', '市场部 王敏', now() - interval '30 days'
    from marketing_activity a where a.status in (1, 2) order by a.id limit 3`.execute(db);
  // A store's old table tent, replaced: 停用.
  await sql`
    insert into marketing_qrcode (name, kind, store_id, status, remark, created_by, created_at)
    values (${'旧版前台桌牌码'}, 1, ${stores[0]}, 2, '2025 版桌牌，已换新', '市场部 王敏', now() - interval '200 days')`.execute(db);

  // Scans by customers who shopped at the code's store (any store for an activity code).
  await sql`
    insert into marketing_qrcode_scan (qrcode_id, store_id, customer_id, new_customer, scanned_at)
    select q.id, coalesce(q.store_id, o.store_id), o.customer_id, false,
      o.created_at - make_interval(mins => (30 + (o.id * 7919) % 4000)::int)
    from marketing_qrcode q
    cross join lateral (select id, customer_id, store_id, created_at from customer_order
      where (q.store_id is null or store_id = q.store_id) and created_at > now() - interval '60 days' and id % (case when q.kind = 3 then 97 else 9 end) = q.id % 9
      order by id limit 200) o
    order by 5, 1`.execute(db);
  await sql`
    update marketing_qrcode_scan s set order_id = (
      select o.id from customer_order o where o.customer_id = s.customer_id and o.store_id = s.store_id and o.status in (3, 4, 5, 8)
        and o.created_at between s.scanned_at and s.scanned_at + interval '7 days' order by o.created_at limit 1)`.execute(db);
  await sql`
    update marketing_qrcode_scan s set new_customer = not exists (
      select 1 from customer_order o where o.customer_id = s.customer_id and o.status in (3, 4, 5, 8) and o.created_at < s.scanned_at)`.execute(db);
  await sql`
    update marketing_qrcode q set scan_count = x.scans, customer_count = x.customers, order_count = x.orders,
      order_amount = coalesce((select sum(o.paid - o.refunded) from customer_order o
        where o.id in (select s.order_id from marketing_qrcode_scan s where s.qrcode_id = q.id)), 0)
    from (select qrcode_id, count(*)::int as scans, count(distinct customer_id)::int as customers, count(distinct order_id)::int as orders
          from marketing_qrcode_scan group by qrcode_id) x
    where x.qrcode_id = q.id`.execute(db);
}

export const step: SeedStep = { order: 446, run: seedMarketingQrcode };
