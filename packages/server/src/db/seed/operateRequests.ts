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
/** Dates relative to the seed day (China time), as YYYY-MM-DD. */
const dayOffset = (base: Date, days: number) => new Date(base.getTime() + days * DAY + 8 * 3_600_000).toISOString().slice(0, 10);
/** A timestamp `days` before now at a business-like hour. */
const at = (base: Date, days: number, hour: number, minute: number) => {
  const d = new Date(base.getTime() - days * DAY);
  d.setUTCHours(hour - 8, minute, 0, 0);
  return d;
};

const MANAGERS = ['王丽娟', '李建国', '张美玲', '刘志强', '赵晓敏', '孙浩然', '周婷婷', '吴俊杰', '郑雅琪', '冯宇航', '朱佳慧', '陈思远', '杨雪', '许文博'];
const REVIEWERS = ['马文涛', '系统管理员', '黄志远', '郭敏'];

const HOURS_REASONS: [string, string, string][] = [
  ['09:30', '22:00', '商场调整开门时间为9:30，早间上班族预约较多，申请提前开门'],
  ['10:00', '22:30', '周边写字楼下班客流集中在21点后，申请延长营业半小时'],
  ['10:30', '21:30', '冬季晚间客流下降，申请缩短营业时间以控制人力成本'],
  ['09:00', '21:00', '社区店早间老年顾客多，申请调整为9点开门、21点打烊'],
  ['11:00', '23:00', '商圈夜经济活跃，商场延长营业至23点，同步调整'],
  ['10:00', '21:00', '物业通知晚间21点后停止中央空调供应，申请提前打烊'],
  ['09:30', '21:30', '新增两名手艺人，排班调整后整体前移半小时'],
  ['10:00', '22:00', '恢复标准营业时间（此前因装修缩短营业）'],
];
const NOON_REASONS = [
  '周末客流高峰，午间排队较长，申请安排手艺人午间轮换在岗',
  '门店周年庆活动当天，预计午间到店顾客较多',
  '附近学校放假，学生客群午间集中到店',
  '商场午间促销活动引流，申请午间不停业',
  '节前烫染预约量大，午间需连续服务',
  '周边写字楼午休客群较多，申请试行午间营业',
];
const ANOMALIES: [number, number, string][] = [
  [1, 2, '2号工位吹风机突然断电，更换插座后仍无法使用'],
  [1, 1, '洗头床热水器出水温度不稳定，顾客反映忽冷忽热'],
  [1, 3, '收银一体机无法开机，暂时改用手机收款'],
  [2, 1, '巡店发现洗头区地面有积水、毛发未及时清理'],
  [2, 2, '毛巾消毒柜记录缺失两天，消毒流程未按规定执行'],
  [3, 2, '顾客投诉剪发效果与沟通不符，要求退款'],
  [3, 1, '顾客反映排队等待超过40分钟未被告知预计时间'],
  [3, 3, '顾客投诉染发后头皮过敏，已陪同就医'],
  [4, 3, '商场临时停电，门店暂停营业约2小时'],
  [4, 2, '物业管道维修停水，洗头服务暂停'],
  [5, 1, '门头灯箱部分不亮，影响夜间识别'],
  [5, 2, '排队叫号屏幕显示异常，叫号延迟'],
];
const ANOMALY_NOTES = [
  '已联系维修师傅上门，预计明日修复',
  '已更换配件，功能恢复正常',
  '已与顾客沟通并安排免费重做',
  '已组织门店复盘并补充培训',
  '物业已恢复供应，门店恢复营业',
  '经核实为误报，关闭',
];
const TRANSACTIONS: [number, string, string][] = [
  [1, '执行冬季服务话术更新', '按总部通知更新冬季护理推荐话术，并组织全员学习'],
  [2, '消防检查整改', '根据月度消防检查结果，更换过期灭火器并拍照上传'],
  [3, '提交营业执照年检材料', '上传最新营业执照及卫生许可证扫描件'],
  [4, '双十二会员日活动布置', '按活动物料清单完成门店海报、台卡布置并拍照回传'],
  [2, '卫生巡检问题整改', '针对巡检发现的毛巾消毒问题完成整改并提交记录'],
  [3, '提交手艺人健康证', '核对在岗手艺人健康证有效期，过期的须重新办理并上传'],
  [1, '价格牌更换', '按新价目表更换门店价格牌，旧价格牌回收'],
  [5, '门店盘点', '完成月末耗材盘点并在系统中提交盘点结果'],
  [4, '新品护理项目上线培训', '组织手艺人参加新品头皮护理线上培训并完成考试'],
  [2, '监控设备检查', '检查门店摄像头是否全部在线，异常的报修'],
];

/** Demo rows of the store-operations request pages, across many stores; store 1 holds pending ones. */
export async function seedOperateRequests(db: Kysely<Database>, context: SeedContext): Promise<void> {
  const rnd = random(20260301);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rnd() * list.length)];
  const now = new Date();
  const stores = await db.selectFrom('store').select(['id', 'business_start', 'business_end']).orderBy('id').execute();
  const storeAt = (i: number) => stores[i % stores.length];
  /** Stores for row i: row 0 and 1 in store 1, the rest spread over all stores. */
  const spread = (i: number) => (i < 2 ? stores[0] : storeAt((i * 7 + 3) % stores.length));

  // Business-hours change requests: 32 rows, the first ones pending.
  for (let i = 0; i < 32; i++) {
    const store = spread(i);
    const [start, end, reason] = HOURS_REASONS[i % HOURS_REASONS.length];
    const status = i < 8 ? 0 : i % 5 === 0 ? 2 : i % 7 === 0 ? 3 : 1;
    const created = at(now, status === 0 ? i % 4 : 5 + i * 2, 9 + (i % 9), (i * 13) % 60);
    const effective = status === 0 ? dayOffset(now, 3 + (i % 10)) : dayOffset(created, 7);
    const reviewed = status === 0 ? null : new Date(created.getTime() + (2 + (i % 20)) * 3_600_000);
    const remark =
      status === 1
        ? pick(['同意', '同意，请提前通知已预约顾客', '同意调整'])
        : status === 2
          ? pick(['商场合同约定营业时间不可缩短', '人力排班不足，暂缓调整'])
          : status === 3
            ? '门店已撤回'
            : null;
    const reviewer = status === 3 ? MANAGERS[i % MANAGERS.length] : status === 0 ? null : pick(REVIEWERS);
    await sql`insert into store_biz_hours_apply (store_id, current_start, current_end, request_start, request_end, effective_date, reason, applicant, status, reviewer, reviewed_at, review_remark, created_at, updated_at)
      values (${store.id}, ${store.business_start}, ${store.business_end}, ${start}, ${end}, ${effective}, ${reason}, ${MANAGERS[i % MANAGERS.length]}, ${status}, ${reviewer}, ${reviewed}, ${remark}, ${created}, ${reviewed ?? created})`.execute(
      db,
    );
  }
  // Only one pending request per store: keep the first per store pending, later duplicates become approved.
  await sql`update store_biz_hours_apply a set status = 1, reviewer = '马文涛', reviewed_at = a.created_at + interval '3 hours', review_remark = '同意'
    where a.status = 0 and exists (select 1 from store_biz_hours_apply b where b.store_id = a.store_id and b.status = 0 and b.id < a.id)`.execute(db);

  // Noon-work applications: 30 rows.
  for (let i = 0; i < 30; i++) {
    const store = spread(i + 1);
    const status = i < 7 ? 0 : i % 4 === 0 ? 2 : 1;
    const workDate = status === 0 ? dayOffset(now, 1 + (i % 6)) : dayOffset(now, -(3 + i * 2));
    const created = at(now, status === 0 ? i % 3 : 6 + i * 2, 10 + (i % 8), (i * 17) % 60);
    const reviewed = status === 0 ? null : new Date(created.getTime() + (1 + (i % 12)) * 3_600_000);
    const remark =
      status === 1 ? pick(['同意，注意手艺人轮流用餐', '同意']) : status === 2 ? pick(['当日手艺人排班不足，不同意', '午间客流数据不支持，暂不安排']) : null;
    await sql`insert into store_noon_work_apply (store_id, work_date, noon_start, noon_end, craftsman_count, reason, applicant, status, reviewer, reviewed_at, review_remark, created_at, updated_at)
      values (${store.id}, ${workDate}, ${pick(['11:30', '12:00'])}, ${pick(['13:30', '14:00'])}, ${1 + Math.floor(rnd() * 5)}, ${pick(NOON_REASONS)}, ${MANAGERS[(i + 3) % MANAGERS.length]}, ${status}, ${status === 0 ? null : pick(REVIEWERS)}, ${reviewed}, ${remark}, ${created}, ${reviewed ?? created})`.execute(
      db,
    );
  }

  // Store anomalies: 36 rows.
  for (let i = 0; i < 36; i++) {
    const store = spread(i);
    const [type, level, description] = ANOMALIES[i % ANOMALIES.length];
    const status = i < 6 ? 0 : i < 12 ? 1 : i % 5 === 0 ? 3 : 2;
    // From yesterday back: a report is never later than now.
    const reported = at(now, i < 12 ? 1 + (i % 5) : 4 + i * 2, 9 + (i % 12), (i * 11) % 60);
    const handled = status === 0 ? null : new Date(Math.min(reported.getTime() + (1 + (i % 30)) * 3_600_000, now.getTime() - 3_600_000));
    const note = status === 0 ? null : status === 3 ? ANOMALY_NOTES[5] : pick(ANOMALY_NOTES.slice(0, 5));
    await sql`insert into store_anomaly (store_id, anomaly_type, level, reported_at, description, reporter, status, handler, handled_at, handle_note, created_at, updated_at)
      values (${store.id}, ${type}, ${level}, ${reported}, ${description}, ${MANAGERS[(i + 5) % MANAGERS.length]}, ${status}, ${status === 0 ? null : pick(REVIEWERS)}, ${handled}, ${note}, ${reported}, ${handled ?? reported})`.execute(
      db,
    );
  }

  // Store affairs: 40 rows, assigned by head office.
  for (let i = 0; i < 40; i++) {
    const store = spread(i);
    const [type, title, content] = TRANSACTIONS[i % TRANSACTIONS.length];
    const status = i < 10 ? 0 : i < 15 ? 2 : 1;
    const created = at(now, status === 0 ? 1 + (i % 5) : 15 + i, 9 + (i % 8), (i * 7) % 60);
    const deadline = status === 0 ? dayOffset(now, 2 + (i % 12)) : dayOffset(created, 7);
    const completed = status === 1 ? new Date(created.getTime() + (1 + (i % 6)) * DAY) : null;
    await sql`insert into store_transaction (store_id, title, tx_type, content, deadline, status, publisher, completed_by, completed_at, complete_note, created_at, updated_at)
      values (${store.id}, ${title}, ${type}, ${content}, ${deadline}, ${status}, ${pick(REVIEWERS)}, ${completed ? MANAGERS[i % MANAGERS.length] : null}, ${completed}, ${completed ? pick(['已完成并上传照片', '已按要求完成', '已提交']) : null}, ${created}, ${completed ?? created})`.execute(
      db,
    );
  }

  // Store managers apply, report and complete for their own stores; operations approve.
  const manager = await db.selectFrom('role').select('id').where('code', '=', 'store_manager').executeTakeFirst();
  if (!manager) return;
  const grants = [
    '/operate/shop/businessHours',
    '/operate/shop/businessHoursManage',
    '/operate/shop/applyNoonWork',
    '/operate/shop/anomaly',
    '/operate/shop/storeTransaction',
  ];
  const codes = ['operate:bizHours:apply', 'operate:bizHours:withdraw', 'operate:noonWork:apply', 'operate:anomaly:report', 'operate:storeTx:complete'];
  const menus = await db
    .selectFrom('menu')
    .select('id')
    .where((eb) => eb.or([eb('url', 'in', grants), eb('code', 'in', codes)]))
    .where('id', 'not in', (eb) => eb.selectFrom('role_menu').select('menu_id').where('role_id', '=', manager.id))
    .execute();
  if (menus.length)
    await db
      .insertInto('role_menu')
      .values(menus.map((m) => ({ role_id: manager.id, menu_id: m.id })))
      .execute();
  void context;
}

export const step: SeedStep = { order: 20, run: seedOperateRequests };
