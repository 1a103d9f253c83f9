import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema.js';
import '../schema/marketingMiniApp.js';
import type { DemoFile, SeedContext, SeedStep } from './context.js';
import { CITIES } from './organisation.js';

/**
 * The customer mini-program's home modules (nationwide and for three cities; 深圳 has none of its
 * own yet) and its notices in every state. Set-based SQL. A step after the others: no seeded id moves.
 */

const [SH, BJ, HZ] = CITIES.map((c) => c.id);

// type, title, subtitle, icon, link, city (null: nationwide), order, enabled
type Module = [number, string, string | null, string | null, string, number | null, number, boolean];
// prettier-ignore
const MODULES: Module[] = [
  [1, '精选活动', null, null, '/pages/activity/list', null, 1, true],
  [2, '快捷入口', '预约·门店·会员·积分', '/files/seed/miniapp/shortcut.png', '/pages/home/shortcut', null, 2, true],
  [3, '领券中心', '新人专享 满100减30', '/files/seed/miniapp/coupon.png', '/pages/coupon/center', null, 3, true],
  [4, '为你推荐', '本月人气服务', '/files/seed/miniapp/recommend.png', '/pages/service/list', null, 4, true],
  [5, '附近门店', '离你最近的门店', '/files/seed/miniapp/store.png', '/pages/store/list', null, 5, true],
  [6, '会员专享', '储值享折扣 生日有礼', '/files/seed/miniapp/member.png', '/pages/member/benefits', null, 6, false],
  [7, '冬季烫染季', '全场烫染8折', '/files/seed/miniapp/activity.png', '/pages/activity/detail?id=11', SH, 2, true],
  [3, '上海专享券', '陆家嘴新店开业礼', '/files/seed/miniapp/coupon.png', '/pages/coupon/center?city=310000', SH, 3, true],
  [7, '老带新有礼', '邀请好友 双方得券', '/files/seed/miniapp/activity.png', '/pages/activity/invite', BJ, 2, true],
  [8, '京城潮流发型', '发型师作品精选', '/files/seed/miniapp/works.png', '/pages/works/list', BJ, 7, true],
  [6, '杭州会员日', '每周三储值加赠', '/files/seed/miniapp/member.png', '/pages/member/recharge', HZ, 6, true],
  [8, '西湖发型秀', null, '/files/seed/miniapp/works.png', '/pages/works/list?city=330100', HZ, 8, false],
];

// title, content, position, start (days from today), length in days, status, reason when offline
type Notice = [string, string, number, number, number, number, string | null];
// prettier-ignore
const NOTICES: Notice[] = [
  ['春节营业时间调整', '春节期间（除夕至初三）各门店营业时间调整为 10:00-18:00，初四起恢复正常营业。已预约的顾客请留意短信通知。', 1, -3, 10, 1, null],
  ['会员积分规则更新', '自本月起，消费每满1元累计1积分，积分有效期延长至次年年底；积分可在“积分商城”兑换服务券和护理产品。', 3, -10, 60, 1, null],
  ['陆家嘴店盛大开业', '陆家嘴店已正式营业，开业首月烫染项目8折，新客到店赠送头皮检测一次。', 2, -5, 30, 1, null],
  ['发型师资质公示', '本店所有发型师均持有国家职业资格证书，证书信息可在门店详情页“团队”中查看。', 3, -20, 365, 1, null],
  ['系统升级维护通知', '小程序将于本周日凌晨 02:00-04:00 升级维护，期间预约和支付暂停使用，给您带来不便敬请谅解。', 2, 2, 1, 0, null],
  ['夏季洗护季活动预告', '夏季洗护季即将开启：清爽控油护理套餐限时优惠，会员另享双倍积分，敬请期待。', 1, 10, 20, 0, null],
  ['雨天到店温馨提示', '近期多雨，到店请注意出行安全；门店为您准备了雨伞寄存处，离店时可免费借用雨伞。', 2, 0, 7, 0, null],
  ['国庆假期预约须知', '国庆期间到店人数较多，请提前1天在小程序预约，预约顾客优先服务。', 1, -60, 10, 2, '假期已结束'],
  ['旧版储值卡停用说明', '旧版实体储值卡将停止使用，余额可在门店前台转入电子会员卡，转入后余额不变。', 3, -90, 30, 2, '内容已过期，已发布新版说明'],
];

async function seedMarketingMiniApp(db: Kysely<Database>, context: SeedContext): Promise<void> {
  void context;
  const m = <T>(pick: (r: Module) => T) => MODULES.map(pick);
  await sql`
    insert into marketing_miniapp_module (module_type, title, subtitle, icon_url, link_url, city_id, sort_order, enabled, created_by, created_at, updated_at)
    select x.module_type, x.title, x.subtitle, x.icon_url, x.link_url, x.city_id, x.sort_order, x.enabled,
      '市场部 王敏', now() - make_interval(days => 40 - x.n::int), now() - make_interval(days => 12 - x.n::int)
    from unnest(${m((r) => r[0])}::smallint[], ${m((r) => r[1])}::text[], ${m((r) => r[2])}::text[], ${m((r) => r[3])}::text[], ${m((r) => r[4])}::text[],
      ${m((r) => r[5])}::int[], ${m((r) => r[6])}::smallint[], ${m((r) => r[7])}::boolean[])
      with ordinality as x(module_type, title, subtitle, icon_url, link_url, city_id, sort_order, enabled, n)
    order by x.n`.execute(db);

  const n = <T>(pick: (r: Notice) => T) => NOTICES.map(pick);
  await sql`
    insert into marketing_miniapp_notice (title, content, position, start_at, end_at, status, status_reason, status_by, status_at, created_by, created_at, updated_at)
    select x.title, x.content, x.position,
      date_trunc('day', now() at time zone 'Asia/Shanghai') at time zone 'Asia/Shanghai' + make_interval(days => x.start_day),
      date_trunc('day', now() at time zone 'Asia/Shanghai') at time zone 'Asia/Shanghai' + make_interval(days => x.start_day + x.days) - interval '1 second',
      x.status, x.reason,
      case when x.status > 0 then '市场部 王敏' end,
      case when x.status > 0 then now() - make_interval(days => greatest(-x.start_day, 0) + 1) end,
      '市场部 王敏', now() - make_interval(days => greatest(-x.start_day, 0) + 3, hours => x.n::int), now() - make_interval(days => greatest(-x.start_day, 0) + 1)
    from unnest(${n((r) => r[0])}::text[], ${n((r) => r[1])}::text[], ${n((r) => r[2])}::smallint[], ${n((r) => r[3])}::int[], ${n((r) => r[4])}::int[],
      ${n((r) => r[5])}::smallint[], ${n((r) => r[6])}::text[])
      with ordinality as x(title, content, position, start_day, days, status, reason, n)
    order by x.n`.execute(db);
}

/** The modules' icons, each once. */
const ICONS: DemoFile[] = [...new Set(MODULES.flatMap((r) => (r[3] ? [r[3].replace(/^\/files\//, '')] : [])))].map((key) => ({ key, kind: 'icon' }));

export const step: SeedStep = { order: 670, run: seedMarketingMiniApp, files: ICONS };
