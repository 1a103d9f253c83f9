import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema.js';
import '../schema/marketingActivity.js';
import { numberedFiles, type SeedContext, type SeedStep } from './context.js';

/** The app's banners in every position and state, and the services each city recommends, in order. Set-based SQL. */

// title, position, link, start (days from today), length in days, cities (first n cities; 0 every city), order, status
type Banner = [string, number, string, number, number, number, number, number];
// prettier-ignore
const BANNERS: Banner[] = [
  ['冬季烫染季 全场8折', 1, '/pages/activity/detail?id=11', -10, 60, 0, 1, 1],
  ['新人首单立减30元', 1, '/pages/coupon/center', -30, 120, 0, 2, 1],
  ['老带新 双方各得券', 1, '/pages/activity/invite', -15, 60, 2, 3, 1],
  ['陆家嘴新店开业', 1, '/pages/store/detail?id=1', -25, 60, 1, 4, 1],
  ['会员日 储值送好礼', 4, '/pages/member/recharge', -5, 30, 0, 1, 1],
  ['开屏·年终感恩季', 2, '/pages/activity/detail?id=19', 5, 30, 0, 1, 0],
  ['护肤体验 限时半价', 3, '/pages/activity/detail?id=18', 20, 10, 3, 1, 0],
  ['支付成功 领取下次到店券', 5, '/pages/coupon/center', -40, 90, 0, 1, 1],
  ['夏日清爽洗护季', 1, 'https://www.udream.com/summer', -120, 60, 0, 5, 2],
  ['五一焕发季', 2, '/pages/activity/detail?id=8', -90, 20, 0, 1, 2],
];

// tag, reason
const REASONS: [string | null, string][] = [
  ['店长推荐', '门店人气第一，剪完打理更轻松'],
  ['热卖', '本月预约最多的项目'],
  [null, '换季护理，头皮清爽不出油'],
  ['新品', '新到烫染系列，显色持久'],
  [null, '男士造型首选'],
  ['限时', '活动期间到店立享优惠'],
];

async function seedMarketingAdvert(db: Kysely<Database>, context: SeedContext): Promise<void> {
  void context;
  const col = <T>(pick: (r: Banner) => T) => BANNERS.map(pick);
  await sql`
    insert into marketing_advert (title, position, image_url, link_url, start_at, end_at, city_ids, sort_order, status, status_by, status_at, status_reason, created_by, created_at, updated_at)
    select x.title, x.position, '/files/seed/advert/banner-' || x.n || '.jpg', x.link,
      date_trunc('day', now() at time zone 'Asia/Shanghai') at time zone 'Asia/Shanghai' + make_interval(days => x.start_day),
      date_trunc('day', now() at time zone 'Asia/Shanghai') at time zone 'Asia/Shanghai' + make_interval(days => x.start_day + x.days) - interval '1 second',
      (select string_agg(id::text, ',' order by id) from (select id from area where level = 1 order by id limit x.cities) c where x.cities > 0),
      x.sort_order, x.status,
      case when x.status > 0 then '市场部 王敏' end, case when x.status > 0 then now() - interval '2 days' end,
      case when x.status = 2 then '活动已结束，替换为新一期广告' end,
      '市场部 王敏', now() - make_interval(days => greatest(-x.start_day, 0) + 3), now()
    from unnest(${col((r) => r[0])}::text[], ${col((r) => r[1])}::smallint[], ${col((r) => r[2])}::text[], ${col((r) => r[3])}::int[], ${col((r) => r[4])}::int[],
      ${col((r) => r[5])}::int[], ${col((r) => r[6])}::smallint[], ${col((r) => r[7])}::smallint[])
      with ordinality as x(title, position, link, start_day, days, cities, sort_order, status, n)
    order by x.n`.execute(db);

  // Each city recommends six of the enabled services, in order; the last one hidden in every other city.
  await sql`
    insert into marketing_recommend (city_id, item_id, sort_order, tag_text, reason, enabled, created_by, created_at, updated_at)
    select c.id, i.id, i.rank, r.tag, r.reason, not (i.rank = 6 and c.rn % 2 = 0), '市场部 王敏', now() - interval '20 days', now() - interval '20 days'
    -- the newest city with stores has none yet (its recommendations are being chosen)
    from (select id, row_number() over (order by id) as rn from area
          where level = 1 and id <> (select max(city_id) from store)) c
    cross join lateral (select id, row_number() over (order by (id * 7 + c.id) % 97, id)::int as rank from item where enabled order by 2 limit 6) i
    join unnest(${REASONS.map((r) => r[0])}::text[], ${REASONS.map((r) => r[1])}::text[]) with ordinality as r(tag, reason, k) on r.k = i.rank
    order by c.id, i.rank`.execute(db);
}

/** banner-n: the n-th of BANNERS (with ordinality). */
const BANNER_FILES = numberedFiles(
  'banner',
  'seed/advert/banner-',
  BANNERS.map((_, i) => i + 1),
  '.jpg',
);

export const step: SeedStep = { order: 445, run: seedMarketingAdvert, files: BANNER_FILES };
