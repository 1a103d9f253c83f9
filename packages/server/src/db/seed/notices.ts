import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema.js';
import type { SeedContext, SeedStep } from './context.js';

/** A small deterministic generator, so every fresh install holds the same demo rows. */
function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const DAY = 86_400_000;
const HOUR = 3_600_000;

/** [type, importance, needs confirmation, title, content] */
const NOTICES: [number, number, boolean, string, string][] = [
  [
    1,
    2,
    true,
    '关于春节期间门店营业时间安排的通知',
    '各门店：\n春节期间（除夕至正月初三）门店统一调整为 11:00–18:00 营业，正月初四起恢复正常营业时间。请店长于本周五前在系统中提交春节排班表，确保每日至少 2 名手艺人在岗，并在门口张贴营业时间告示。\n运营管理部',
  ],
  [
    2,
    2,
    false,
    '三八女神节烫染活动执行方案',
    '活动时间：3月6日–3月10日。\n活动内容：烫染项目享 8.8 折，储值会员再赠头皮护理一次。\n执行要求：1. 3月5日前完成海报、台卡布置并拍照回传；2. 手艺人须熟悉活动话术，不得强制推销；3. 活动期间每日 21:00 前在群内汇报烫染单量。',
  ],
  [
    3,
    3,
    true,
    '《门店卫生管理规范（2026版）》发布',
    '新版卫生规范自下月1日起执行，主要变化：\n1. 毛巾“一客一换一消毒”，消毒柜运行记录须每日填写；\n2. 洗头区地面每服务 5 位顾客巡检一次；\n3. 剪刀、梳子等工具使用后须酒精擦拭并放入紫外线消毒盒。\n巡店将按新规范评分，请店长组织全员学习并在系统中确认。',
  ],
  [
    4,
    1,
    false,
    '新品头皮护理项目线上培训通知',
    '总部将于本周四 14:00–16:00 开展“头皮深层清洁护理”新品线上培训，培训链接将在开始前 30 分钟发至门店群。每店至少 2 名手艺人参加，培训后完成线上考试，80 分合格，合格后方可为顾客提供该项目。',
  ],
  [
    5,
    3,
    true,
    '台风天气门店安全防范紧急通知',
    '据气象台预报，台风将于明日夜间影响本地。请相关门店：\n1. 今日营业结束前检查门头招牌、灯箱固定情况；\n2. 关闭并锁好门窗，清理门口易被吹落物品；\n3. 如遇暴雨积水或停电，立即暂停营业并上报运营经理。\n安全第一，请务必落实。',
  ],
  [
    1,
    1,
    false,
    '门店排队叫号系统升级通知',
    '排队叫号系统将于本周二 02:00–05:00 升级，升级后支持小程序实时查看前方等待人数。升级期间不影响营业，如早间开店后叫号屏显示异常，请重启叫号终端，仍有问题请联系技术支持 400-820-6688。',
  ],
  [
    3,
    2,
    true,
    '手艺人考勤与排班管理制度修订公告',
    '考勤制度修订要点：\n1. 迟到 15 分钟以内记迟到一次，超过 30 分钟按旷工半天处理；\n2. 排班须提前一周在系统中发布，临时调班须店长审批；\n3. 午间营业须提前提交申请。\n本制度自发布之日起执行，请各门店组织学习。',
  ],
  [
    2,
    1,
    false,
    '会员日双倍积分活动通知',
    '每月 18 日为会员日，当日消费积分翻倍，积分可在小程序兑换护理项目与周边商品。请门店在会员日前一天通过企业微信提醒会员到店，并在收银时主动告知积分权益。',
  ],
  [
    1,
    2,
    false,
    '关于统一更换新版价目牌的通知',
    '新版价目表已于系统中生效，新版价目牌将由物流统一配送至各门店。请收到后 2 日内完成更换，旧价目牌交回区域经理统一回收，更换完成后拍照上传至门店事务。',
  ],
  [
    4,
    2,
    true,
    '店长季度经营分析会议通知',
    '第二季度经营分析会将于下周一 9:30 在总部三楼会议室召开，请各店长携带门店季度经营数据（营业额、客单价、复购率、手艺人产值）参会，异地门店店长通过视频会议参加。',
  ],
  [
    5,
    3,
    true,
    '关于暂停使用某批次染膏的紧急通知',
    '经质检复核，批号为 CX240815 的棕色系染膏存在色差问题，即日起全部门店暂停使用该批次产品。请立即清点库存并单独封存，于明日 12:00 前在系统中上报数量，物流将统一回收更换。',
  ],
  [
    3,
    2,
    false,
    '门店现金及收银管理规定',
    '1. 门店每日营业结束后须完成收银对账，现金当日存入指定账户；\n2. 备用金不超过 500 元；\n3. 严禁私下收取顾客现金或转账。\n违反规定的将按员工手册处理。',
  ],
  [
    2,
    2,
    false,
    '新店开业引流活动执行说明',
    '新店开业首月执行“首单剪发 9.9 元”引流活动，限新用户、每人限一次。开业门店须提前准备开业物料，并安排地推人员在周边社区发放开业券，每日统计到店核销数量。',
  ],
  [
    1,
    1,
    false,
    '关于夏季空调使用与节能管理的通知',
    '夏季门店空调设定温度不低于 26℃，营业结束后关闭空调、灯箱及热水器电源。总部将按月统计门店电费，节能成效纳入门店月度考核。',
  ],
  [
    4,
    1,
    false,
    '烫染技术进阶培训报名通知',
    '学院将开设为期三天的烫染进阶班（色彩理论、挑染技法、损伤发质修护），面向 U3 及以上手艺人。报名截止本月 25 日，请店长在系统中提交推荐名单，每店限 1 名。',
  ],
  [
    3,
    3,
    true,
    '关于顾客投诉处理时限的规定',
    '顾客投诉须在 2 小时内首次响应、24 小时内给出处理方案，涉及退款的须同步上报区域经理。门店处理结果将在客诉系统中留档，超时未处理的投诉将计入门店考核。',
  ],
  [2, 1, false, '暑期学生剪发优惠活动通知', '7月1日至8月31日，凭学生证剪发享 7 折优惠（不与其他优惠同享）。请门店在收银台放置活动台卡，并核验学生证信息。'],
  [
    5,
    2,
    true,
    '收银系统临时维护紧急通知',
    '因支付通道升级，今晚 23:30 至次日 00:30 收银系统暂停服务。请当晚仍在营业的门店提前告知顾客，并准备好备用收款码，维护结束后在系统中补录订单。',
  ],
  [
    1,
    2,
    true,
    '关于加强顾客个人信息保护的通知',
    '门店不得以任何形式留存、拍照或外传顾客手机号、会员信息。系统中顾客手机号默认脱敏显示，如确需查看须经店长授权。请组织员工签署信息保密承诺书并于月底前上交。',
  ],
  [
    4,
    2,
    true,
    '消防安全知识培训及考试安排',
    '本月将组织全员消防安全培训（灭火器使用、疏散路线、用电安全），培训后进行线上考试。各门店请于本月 20 日前完成培训签到，并更新门店消防器材检查记录。',
  ],
  [
    2,
    2,
    false,
    '老带新邀请有礼活动上线通知',
    '老会员邀请新用户到店消费，双方各得 20 元剪发券。活动已在小程序上线，请门店引导顾客分享邀请码，并在收银时核对邀请关系。',
  ],
  [
    3,
    1,
    false,
    '毛巾及工具消毒管理制度',
    '毛巾须经洗涤、高温消毒、烘干三道流程后方可使用；消毒柜每日运行不少于 2 次并记录；工具每客消毒。巡店时将抽查消毒记录。',
  ],
  [
    5,
    3,
    true,
    '寒潮降温期间水管防冻紧急通知',
    '受寒潮影响，未来三天最低气温降至 -8℃。北方门店请在营业结束后保持室内供暖，对暴露在外的水管做好包裹保温，次日开店前检查热水器运行情况，发现异常及时报修。',
  ],
  [
    1,
    1,
    false,
    '门店月末盘点工作安排',
    '请各门店于本月最后一天营业结束后完成耗材盘点（洗护用品、染膏、毛巾、一次性用品），并在系统中提交盘点单。盘点差异超过 5% 的须写明原因。',
  ],
  [
    2,
    1,
    false,
    '国庆黄金周护理套餐活动通知',
    '国庆期间推出“洗剪吹 + 头皮护理”套餐 128 元，活动物料将于本周配送到店。请门店提前排班，保障高峰时段服务质量，避免顾客长时间等待。',
  ],
  [
    3,
    2,
    true,
    '门店设备报修流程调整公告',
    '自下月起门店设备报修统一通过系统提交，维修人员接单后 24 小时内上门。紧急故障（停水停电、收银设备故障）可直接拨打运维热线，并在系统中补录报修单。',
  ],
  [
    4,
    1,
    false,
    '新任店长入职培训安排',
    '新任店长入职培训共 5 天，内容包括门店运营、排班管理、客诉处理、财务对账与系统操作。请相关门店安排好培训期间的门店代管人员。',
  ],
  [
    1,
    3,
    true,
    '关于规范会员储值卡办理流程的通知',
    '办理储值卡须由顾客本人在小程序确认开卡信息，门店不得代为操作；储值金额须全部通过系统收款，严禁线下收款。违规操作将严肃处理。',
  ],
  [
    2,
    2,
    false,
    '周年庆全城联动活动通知',
    '品牌周年庆期间，全城门店联动推出烫染 7.5 折、会员充值赠送护理券等活动。活动细则与物料清单见附件，请各门店于活动开始前 2 天完成布置。',
  ],
  [5, 2, false, '暴雨天气门店营业调整通知', '受强降雨影响，地势低洼的门店可视情况提前打烊，提前打烊须在系统中报备，并通过企业微信通知已预约顾客改约。'],
];

/** Readers of stores without an account in the demo (the store's manager, by name). */
const MANAGER_NAMES = [
  '陈思远',
  '杨雪',
  '许文博',
  '何佳颖',
  '罗志伟',
  '梁晓彤',
  '谢俊豪',
  '宋雨萱',
  '唐浩',
  '韩梦琪',
  '曹振宇',
  '彭丽',
  '曾宪文',
  '肖雅丽',
  '田野',
  '董欣然',
];
const WITHDRAW_REASONS = ['活动方案调整，另行发布新版通知', '内容有误，修改后重新发布', '活动取消', '通知对象有误，重新发布'];
const PUBLISHERS = ['系统管理员', '马文涛', '郭敏'];

/**
 * About 30 notices across types and states: drafts, published notices to all stores, to cities
 * or to chosen stores with partial read records (store 1 has read the older ones, not the newest),
 * and withdrawn ones.
 */
export async function seedNotices(db: Kysely<Database>, context: SeedContext): Promise<void> {
  const rnd = random(20260708);
  const now = Date.now();
  const stores = (await sql<{ id: number; city_id: number; open_status: number }>`select id, city_id, open_status from store order by id`.execute(db)).rows;
  const cities = [...new Set(stores.map((s) => s.city_id))];
  // Accounts with a home store read for it; store 1 is store001 (王丽娟).
  const accounts = await sql<{
    id: number;
    name: string;
    store_id: number;
  }>`select id, name, store_id from app_user where store_id is not null and account like 'store%' order by id`.execute(db);
  const readerOf = new Map<number, { id: number | null; name: string }>(accounts.rows.map((a) => [a.store_id, { id: a.id, name: a.name }]));
  const reader = (storeId: number) => readerOf.get(storeId) ?? { id: null, name: MANAGER_NAMES[storeId % MANAGER_NAMES.length] };
  const storeOne = context.storeIds[0];

  for (const [i, [type, importance, needConfirm, title, content]] of NOTICES.entries()) {
    // The newest four are drafts; every seventh is withdrawn; the rest are published.
    const status = i >= NOTICES.length - 4 ? 0 : i % 7 === 3 ? 2 : 1;
    const targetType = i % 3 === 0 ? 1 : i % 3 === 1 ? 2 : 3;
    let targetIds: number[] = [];
    if (targetType === 2) targetIds = i % 2 === 0 ? [cities[0]] : [cities[0], cities[2]].filter(Boolean);
    if (targetType === 3) targetIds = [...new Set([storeOne, ...Array.from({ length: 4 + (i % 5) }, (_, k) => stores[(i * 7 + k * 5) % stores.length].id)])];
    const targets =
      targetType === 1
        ? stores.filter((s) => s.open_status !== 3)
        : targetType === 2
          ? stores.filter((s) => s.open_status !== 3 && targetIds.includes(s.city_id))
          : stores.filter((s) => targetIds.includes(s.id));
    // Oldest first: notice i was written (NOTICES.length - i) * 3 days ago.
    const ageDays = (NOTICES.length - i) * 3 + rnd();
    const createdAt = new Date(now - ageDays * DAY - 2 * HOUR);
    const publishedAt = status === 0 ? null : new Date(createdAt.getTime() + (1 + Math.floor(rnd() * 20)) * HOUR);
    const withdrawnAt = status === 2 && publishedAt ? new Date(publishedAt.getTime() + (1 + rnd() * 2) * DAY) : null;
    const publisher = PUBLISHERS[i % PUBLISHERS.length];

    const inserted = await sql<{ id: number }>`
      insert into store_notice (title, notice_type, importance, content, target_type, target_ids, need_confirm, status, publisher, published_at, withdraw_reason, withdrawn_by, withdrawn_at, created_by, created_at, updated_at)
      values (${title}, ${type}, ${importance}, ${content}, ${targetType}, ${targetIds.length ? targetIds.join(',') : null}, ${needConfirm}, ${status},
        ${publishedAt ? publisher : null}, ${publishedAt}, ${withdrawnAt ? WITHDRAW_REASONS[i % WITHDRAW_REASONS.length] : null}, ${withdrawnAt ? publisher : null}, ${withdrawnAt},
        ${publisher}, ${createdAt}, ${withdrawnAt ?? publishedAt ?? createdAt})
      returning id`.execute(db);
    const noticeId = inserted.rows[0].id;
    if (!publishedAt) continue;

    // The older the notice, the more stores have read it; store 1 reads what is older than a month.
    const published = publishedAt.getTime();
    const share = Math.min(0.95, 0.25 + (now - published) / DAY / 60);
    const rows = targets.map((s) => {
      const read = s.id === storeOne ? now - published > 30 * DAY : rnd() < share;
      const readAt = read ? new Date(Math.min(now - HOUR, published + (0.5 + rnd() * 72) * HOUR)) : null;
      const confirmedAt = readAt && needConfirm && rnd() < 0.8 ? new Date(Math.min(now - HOUR / 2, readAt.getTime() + rnd() * 4 * HOUR)) : null;
      return { storeId: s.id, readAt, confirmedAt, by: reader(s.id) };
    });
    await sql`insert into store_notice_target (notice_id, store_id, read_at, read_by, read_by_name, confirmed_at, confirmed_by_name) values ${sql.join(
      rows.map(
        (r) =>
          sql`(${noticeId}, ${r.storeId}, ${r.readAt}, ${r.readAt ? r.by.id : null}, ${r.readAt ? r.by.name : null}, ${r.confirmedAt}, ${r.confirmedAt ? r.by.name : null})`,
      ),
    )}`.execute(db);
    const reads = rows.filter((r) => r.readAt);
    if (reads.length) {
      await sql`insert into store_notice_read (notice_id, store_id, user_id, user_name, read_at) values ${sql.join(reads.map((r) => sql`(${noticeId}, ${r.storeId}, ${r.by.id}, ${r.by.name}, ${r.readAt})`))}`.execute(
        db,
      );
    }
    await sql`update store_notice set target_count = ${rows.length}, read_count = ${reads.length}, confirm_count = ${rows.filter((r) => r.confirmedAt).length} where id = ${noticeId}`.execute(
      db,
    );
  }

  // Store managers read (and confirm) the notices sent to their store.
  const manager = await db.selectFrom('role').select('id').where('code', '=', 'store_manager').executeTakeFirst();
  if (!manager) return;
  const menus = await db
    .selectFrom('menu')
    .select('id')
    .where((eb) => eb.or([eb('url', '=', '/operate/shop/notice'), eb('code', '=', 'operate:notice:confirm')]))
    .where('id', 'not in', (eb) => eb.selectFrom('role_menu').select('menu_id').where('role_id', '=', manager.id))
    .execute();
  if (menus.length)
    await db
      .insertInto('role_menu')
      .values(menus.map((m) => ({ role_id: manager.id, menu_id: m.id })))
      .execute();
}

export const step: SeedStep = { order: 50, run: seedNotices };
