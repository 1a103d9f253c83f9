import { fromCents } from '@salon/contract';
import { sql, type Kysely } from 'kysely';
import type { FieldVault } from '../../core/secrets.js';
import type { Database } from '../schema.js';
import { bulkLoad } from './bulkLoad.js';
import type { SeedContext, SeedStep } from './context.js';

/**
 * Demo customers and orders: ~3,000 customers and ~20,000 orders of the last 120 days across the
 * open stores and their craftsmen, priced from the seeded price lists, in every order status with
 * times and money that agree (paid = amount - discount; refunds with their refund rows). Generated
 * here (seeded, so every install gets the same shape), written with one set-based insert per table.
 */

const CUSTOMERS = 3_000;
const ORDERS = 20_000;
const DAYS = 120;
const HOUR = 3_600_000;
const MINUTE = 60_000;
const DAY = 86_400_000;
/** China Standard Time: business days and hours are the stores'. */
const CHINA = 8 * HOUR;

const SURNAMES =
  '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董潘袁蔡蒋余于杜叶程魏苏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔向汤';
const GIVEN_F = [
  '静',
  '丽',
  '婷',
  '雪',
  '琳',
  '欣怡',
  '雨桐',
  '梓涵',
  '佳怡',
  '思琪',
  '诗雨',
  '晓燕',
  '慧敏',
  '秀英',
  '美玲',
  '雅琴',
  '可欣',
  '梦洁',
  '悦',
  '颖',
  '倩',
  '娜',
  '芳',
  '晨曦',
  '紫萱',
  '一诺',
  '若琳',
  '安琪',
];
const GIVEN_M = [
  '伟',
  '强',
  '磊',
  '军',
  '洋',
  '勇',
  '杰',
  '涛',
  '明',
  '超',
  '浩然',
  '宇轩',
  '子豪',
  '俊杰',
  '志强',
  '建华',
  '国平',
  '文博',
  '天翊',
  '嘉懿',
  '鹏飞',
  '晓东',
  '海峰',
  '立新',
  '思远',
  '一鸣',
  '子墨',
  '博文',
];
const MOBILE_PREFIXES = [
  '130',
  '131',
  '132',
  '133',
  '135',
  '136',
  '137',
  '138',
  '139',
  '150',
  '151',
  '152',
  '153',
  '155',
  '156',
  '157',
  '158',
  '159',
  '166',
  '173',
  '176',
  '177',
  '180',
  '181',
  '182',
  '183',
  '185',
  '186',
  '187',
  '188',
  '189',
  '191',
  '195',
  '198',
  '199',
];

/** Service items by how often they are ordered (the seeded catalogue's names). */
const ITEM_WEIGHTS: [string, number][] = [
  ['洗剪吹', 34],
  ['男士精剪', 16],
  ['女士精剪', 12],
  ['儿童剪发', 5],
  ['烫发', 5],
  ['染发', 7],
  ['挑染', 2],
  ['烫染套餐', 3],
  ['小烫染项目组', 3],
  ['护理', 5],
  ['深层修护', 1],
  ['头皮养护', 3],
  ['头皮清洁', 2],
  ['洗吹造型', 2],
  ['盘发造型', 0.5],
];
/** What is often added to the main service. */
const ADD_ONS = ['护理', '头皮清洁', '洗吹造型', '深层修护'];
/** Pay methods by share: 微信, 支付宝, 储值卡, 现金, 团购券, 银行卡. */
const PAY_WEIGHTS: [number, number][] = [
  [1, 48],
  [2, 20],
  [3, 20],
  [4, 4],
  [5, 6],
  [6, 2],
];
const REFUND_REASONS = [
  '顾客对发型效果不满意',
  '染发颜色与预期不符',
  '重复支付',
  '服务未完成顾客离店',
  '烫发卷度不满意，顾客要求退款',
  '收银员多收费用',
  '顾客投诉手艺人服务态度',
];
const REJECT_REASONS = ['已为顾客免费返修，不予退款', '服务已完成且顾客签字确认', '超出退款时限'];

function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

/** Yuan text of whole cents (integers only, never fractions of a cent). */
const money = (cents: number) => fromCents(BigInt(cents));
const cents = (price: string) => {
  const [yuan, frac = ''] = price.split('.');
  return Number(yuan) * 100 + Number(frac.padEnd(2, '0').slice(0, 2));
};
const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

interface OrderRow {
  order_no: string;
  store_id: number;
  craftsman_id: number;
  customer: number;
  status: number;
  amount: string;
  discount: string;
  paid: string;
  refunded: string;
  pay_method: number | null;
  /** Times in epoch seconds (the demo's times are whole seconds). */
  queued_at: number;
  started_at: number | null;
  finished_at: number | null;
  paid_at: number | null;
  evasion_status: number;
  evasion_note: string | null;
  evasion_by: string | null;
  evasion_at: number | null;
  updated_at: number;
}

export async function seedOrders(db: Kysely<Database>, context: SeedContext & { vault: FieldVault }): Promise<void> {
  const rnd = random(20260715);
  const int = (n: number) => Math.floor(rnd() * n);
  const pick = <T>(list: readonly T[]) => list[int(list.length)];
  const weighted = <T>(list: readonly [T, number][]) => {
    const total = list.reduce((s, [, w]) => s + w, 0);
    let r = rnd() * total;
    for (const [v, w] of list) if ((r -= w) < 0) return v;
    return list[list.length - 1][0];
  };
  const now = Date.now();
  const today = Math.floor((now + CHINA) / DAY);
  const at = (ms: number) => Math.floor(ms / 1000);
  /** YYYYMMDD of a time in China, one Date per day. */
  const dayTexts = new Map<number, string>();
  const chinaDay = (ms: number) => {
    const day = Math.floor((ms + CHINA) / DAY);
    let text = dayTexts.get(day);
    if (!text) dayTexts.set(day, (text = new Date(day * DAY).toISOString().slice(0, 10).replace(/-/g, '')));
    return text;
  };

  // Open stores with their hours and the craftsmen serving there.
  const stores = (
    await sql<{ id: number; city_id: number; business_start: string; business_end: string; manager: string | null }>`
      select s.id, s.city_id, s.business_start, s.business_end, (select u.name from app_user u where u.store_id = s.id and u.station = 1 order by u.id limit 1) as manager
      from store s where s.id in (${sql.join(context.storeIds)}) and s.open_status in (1, 2) order by s.id`.execute(db)
  ).rows;
  const links = (
    await sql<{ store_id: number; id: number; price_grade: string }>`
      select cs.store_id, c.id, c.price_grade from craftsman_store cs join craftsman c on c.id = cs.craftsman_id
      where cs.active_status = 1 and c.status = 1 and c.craftsman_type in (1, 2) order by cs.store_id, c.id`.execute(db)
  ).rows;
  const craftsmenOf = new Map<number, { id: number; grade: number }[]>();
  for (const l of links) craftsmenOf.set(l.store_id, [...(craftsmenOf.get(l.store_id) ?? []), { id: l.id, grade: Number(l.price_grade.slice(1)) }]);
  const open = stores.filter((s) => craftsmenOf.get(s.id)?.length);
  if (!open.length) return;

  // Prices: the store's effective price for the grade, else the chain's (the first priced store's), at the nearest seeded grade below.
  const items = (await sql<{ id: number; item_name: string }>`select id, item_name from item where enabled order by id`.execute(db)).rows;
  const itemByName = new Map(items.map((i) => [i.item_name, i]));
  const prices = (
    await sql<{ store_id: number; item_id: number; price_grade: string; price: string }>`
      select distinct on (store_id, item_id, price_grade) store_id, item_id, price_grade, price from item_price_version
      where status = 2 and effective_date <= current_date order by store_id, item_id, price_grade, effective_date desc`.execute(db)
  ).rows;
  const priceKey = (store: number, item: number, grade: number) => `${store}:${item}:${grade}`;
  const priceMap = new Map(prices.map((p) => [priceKey(p.store_id, p.item_id, Number(p.price_grade.slice(1))), cents(p.price)]));
  const chainStore = Math.min(...prices.map((p) => p.store_id));
  const priceOf = (store: number, item: number, grade: number): number | undefined => {
    for (let g = grade; g >= 0; g--) {
      const own = priceMap.get(priceKey(store, item, g)) ?? priceMap.get(priceKey(chainStore, item, g));
      if (own !== undefined) return own;
    }
    return undefined;
  };
  const weights = ITEM_WEIGHTS.filter(([name]) => itemByName.has(name)).map(([name, w]): [{ id: number; item_name: string }, number] => [
    itemByName.get(name)!,
    w,
  ]);
  if (!weights.length) return;

  // Customers: a name, a unique mobile, a home store and how often they come.
  const used = new Set(['13800000000', '13800000001', '13800000002', '13700000001', '13700000002', '13700000003']);
  const customers = Array.from({ length: CUSTOMERS }, (_, i) => {
    let mobile = '';
    while (!mobile || used.has(mobile)) mobile = pick(MOBILE_PREFIXES) + String(int(1e8)).padStart(8, '0');
    used.add(mobile);
    const gender = rnd() < 0.62 ? 0 : 1;
    const home = open[Math.min(open.length - 1, Math.floor(rnd() ** 1.3 * open.length))];
    const craftsmen = craftsmenOf.get(home.id)!;
    return {
      index: i,
      mobile,
      name: pick([...SURNAMES]) + pick(gender === 0 ? GIVEN_F : GIVEN_M),
      gender,
      birth: rnd() < 0.7 ? `${1965 + int(42)}-${String(1 + int(12)).padStart(2, '0')}-${String(1 + int(28)).padStart(2, '0')}` : null,
      app: weighted<number>([
        [0, 70],
        [2, 18],
        [3, 12],
      ]),
      status: rnd() < 0.012 ? 1 : rnd() < 0.006 ? 2 : 0,
      home,
      favourite: pick(craftsmen),
      frequency: rnd() < 0.05 ? 0 : 0.3 + rnd() ** 2 * 6,
    };
  });

  // Each order: a customer (by frequency), a day and time within the store's hours, one or two items.
  const totalFrequency = customers.reduce((s, c) => s + c.frequency, 0);
  const cumulative: number[] = [];
  customers.reduce((s, c, i) => (cumulative[i] = s + c.frequency), 0);
  const chooseCustomer = () => {
    const r = rnd() * totalFrequency;
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid] > r) hi = mid;
      else lo = mid + 1;
    }
    return customers[lo];
  };

  const orders: OrderRow[] = [];
  const orderItems: { order_no: string; item_id: number; price_grade: string; unit_price: string }[] = [];
  const payments: { order_no: string; method: number; amount: string; trade_no: string | null; paid_at: number }[] = [];
  const refunds: {
    order_no: string;
    amount: string;
    reason: string;
    status: number;
    manual: boolean;
    requested_by: string;
    requested_at: number;
    approved_by: string | null;
    approved_at: number | null;
    refunded_by: string | null;
    refunded_at: number | null;
    reject_reason: string | null;
  }[] = [];
  const serial = new Map<string, number>();
  const firstOrderAt = new Map<number, number>();
  const cashier = (store: { manager: string | null }) => store.manager ?? '门店收银';
  const office = ['高雪梅', '财务部 周敏', '财务部 陈静'];
  const tradeNo = (method: number, ms: number) => {
    const day = chinaDay(ms);
    if (method === 1) return `4200${String(int(1e8)).padStart(8, '0')}${day}${String(int(1e8)).padStart(8, '0')}`;
    if (method === 2) return `${day}22001${String(int(1e9)).padStart(9, '0')}${String(int(1e6)).padStart(6, '0')}`;
    if (method === 3) return `CZ${day}${String(int(1e8)).padStart(8, '0')}`;
    if (method === 5) return `MT${String(int(1e12)).padStart(12, '0')}`;
    return null;
  };

  for (let n = 0; n < ORDERS; n++) {
    const customer = chooseCustomer();
    const store = rnd() < 0.85 ? customer.home : pick(open);
    const craftsmen = craftsmenOf.get(store.id)!;
    const craftsman = store === customer.home && rnd() < 0.6 ? customer.favourite : pick(craftsmen);
    const daysAgo = Math.floor(rnd() ** 1.15 * DAYS);
    const open0 = minutesOf(store.business_start);
    const close = minutesOf(store.business_end) - 45;
    const queued = (today - daysAgo) * DAY - CHINA + (open0 + int(Math.max(30, close - open0))) * MINUTE + int(60) * 1000;
    if (queued > now - 5 * MINUTE) continue; // not yet: this day's remaining hours are still ahead

    // Items at the craftsman's grade.
    const main = weighted(weights);
    const lines = [main];
    if (rnd() < 0.22) {
      const extra = itemByName.get(pick(ADD_ONS));
      if (extra && extra !== main) lines.push(extra);
    }
    let amount = 0;
    let duration = 0;
    const grade = craftsman.grade;
    const itemRows: typeof orderItems = [];
    for (const item of lines) {
      const unit = priceOf(store.id, item.id, grade);
      if (unit === undefined) continue;
      amount += unit;
      duration += item.item_name.includes('烫') || item.item_name.includes('染') ? 120 : 40;
      itemRows.push({ order_no: '', item_id: item.id, price_grade: `P${grade}`, unit_price: money(unit) });
    }
    if (!itemRows.length) continue;

    const dayText = chinaDay(queued);
    const key = `${dayText}${store.id}`;
    const seq = (serial.get(key) ?? 0) + 1;
    serial.set(key, seq);
    const orderNo = `${dayText}${String(store.id).padStart(4, '0')}${String(seq).padStart(4, '0')}`;
    for (const row of itemRows) orderItems.push({ ...row, order_no: orderNo });

    // Discount: a member's 10% (whole yuan), a coupon, or none.
    const d = rnd();
    const discount = d < 0.22 ? Math.floor(amount / 1000) * 100 : d < 0.36 && amount >= 6000 ? pick([1000, 2000, 3000]) : 0;
    const due = amount - discount;

    const started = queued + (5 + int(40)) * MINUTE;
    const finished = started + (duration + int(25) - 10) * MINUTE;
    const paidAt = finished + (1 + int(6)) * MINUTE;
    const order: OrderRow = {
      order_no: orderNo,
      store_id: store.id,
      craftsman_id: craftsman.id,
      customer: customer.index,
      status: 3,
      amount: money(amount),
      discount: money(discount),
      paid: '0.00',
      refunded: '0.00',
      pay_method: null,
      queued_at: at(queued),
      started_at: at(started),
      finished_at: at(finished),
      paid_at: null,
      evasion_status: 0,
      evasion_note: null,
      evasion_by: null,
      evasion_at: null,
      updated_at: at(Math.min(now, paidAt)),
    };
    const pay = (when: number, method = weighted(PAY_WEIGHTS)) => {
      order.paid = money(due);
      order.pay_method = method;
      order.paid_at = at(when);
      if (due <= 0) return;
      // A stored-value card short of the whole bill: the rest by WeChat.
      if (method === 3 && due > 10000 && rnd() < 0.2) {
        const card = Math.floor(due / 200) * 100;
        payments.push({ order_no: orderNo, method: 3, amount: money(card), trade_no: tradeNo(3, when), paid_at: at(when) });
        payments.push({ order_no: orderNo, method: 1, amount: money(due - card), trade_no: tradeNo(1, when), paid_at: at(when + 20_000) });
      } else payments.push({ order_no: orderNo, method, amount: money(due), trade_no: tradeNo(method, when), paid_at: at(when) });
    };

    const r = rnd();
    if (started > now) {
      order.status = 0;
      order.started_at = order.finished_at = null;
    } else if (finished > now) {
      order.status = 1;
      order.finished_at = null;
    } else if (paidAt > now) {
      order.status = 2;
    } else if (r < 0.025) {
      order.status = -1; // the customer left the queue
      order.started_at = order.finished_at = null;
      order.updated_at = at(queued + (3 + int(30)) * MINUTE);
    } else if (r < 0.033) {
      order.status = -2; // withdrawn by the store (taken by mistake)
      order.started_at = order.finished_at = null;
      order.updated_at = at(queued + (1 + int(10)) * MINUTE);
    } else if (r < 0.045 && finished < now - 26 * HOUR) {
      // Served, left without paying.
      order.status = 2;
      const age = now - finished;
      if (age > 4 * DAY && rnd() < 0.35) {
        const back = finished + (1 + int(3)) * DAY + int(8) * HOUR;
        pay(back, pick([1, 2, 4]));
        order.status = 3;
        order.evasion_status = 1;
        order.evasion_note = '顾客回店补缴';
        order.evasion_by = cashier(store);
        order.evasion_at = at(back);
        order.updated_at = at(back);
      } else if (age > 10 * DAY && rnd() < 0.35) {
        const when = finished + (7 + int(3)) * DAY;
        order.evasion_status = 2;
        order.evasion_note = '多次电话联系未果，按坏账核销';
        order.evasion_by = pick(office);
        order.evasion_at = at(when);
        order.updated_at = at(when);
      }
    } else {
      pay(paidAt);
      const refundable = due > 0 && order.pay_method !== 5;
      const asked = paidAt + (1 + int(40)) * HOUR;
      const reviewed = asked + (1 + int(20)) * HOUR;
      const given = reviewed + int(12) * HOUR;
      const reason = pick(REFUND_REASONS);
      const refund = (amountCents: number, status: number, manual = false) => {
        // A manual refund is head office's own: asked, approved and given back at once by one person.
        const by = manual ? pick(office) : cashier(store);
        const reviewer = manual ? by : pick(office);
        refunds.push({
          order_no: orderNo,
          amount: money(amountCents),
          reason,
          status,
          manual,
          requested_by: by,
          requested_at: at(asked),
          approved_by: status === 0 ? null : reviewer,
          approved_at: status === 0 ? null : at(manual ? asked : reviewed),
          refunded_by: status === 2 ? (manual ? by : pick(office)) : null,
          refunded_at: status === 2 ? at(manual ? asked : given) : null,
          reject_reason: status === 3 ? pick(REJECT_REASONS) : null,
        });
      };
      const partial = () => Math.max(100, Math.min(due - 100, Math.floor((due * (20 + int(40))) / 10000) * 100));
      const rr = rnd();
      if (!refundable || rr >= 0.05) {
        // paid, nothing more
      } else if (asked > now) {
        // too recent to have been refunded
      } else if (rr < 0.015 && given < now) {
        refund(due, 2);
        order.status = 5;
        order.refunded = money(due);
        order.updated_at = at(given);
      } else if (rr < 0.027 && given < now && due > 200) {
        const part = partial();
        refund(part, 2);
        order.status = 8;
        order.refunded = money(part);
        order.updated_at = at(given);
      } else if (rr < 0.033 && daysAgo < 10) {
        const waiting = reviewed > now || rnd() < 0.6;
        refund(rnd() < 0.5 || due <= 200 ? due : partial(), waiting ? 0 : 1);
        order.status = 4;
        order.updated_at = at(waiting ? asked : reviewed);
      } else if (rr < 0.04 && reviewed < now) {
        refund(due, 3);
        order.updated_at = at(reviewed);
      } else if (rr < 0.05) {
        const full = rnd() < 0.5 || due <= 200;
        const part = full ? due : partial();
        refund(part, 2, true);
        order.status = full ? 5 : 8;
        order.refunded = money(part);
        order.updated_at = at(asked);
      }
    }
    orders.push(order);
    firstOrderAt.set(customer.index, Math.min(firstOrderAt.get(customer.index) ?? Infinity, queued));
  }

  // Customers first (mobiles encrypted at rest, found by keyed hash), registered before their first visit.
  const customerRows = customers.map((c) => {
    const first = firstOrderAt.get(c.index);
    // Three in five registered on the day of their first visit (in the store, as most do), the others
    // up to 700 days before it; those who never came, a week to 400 days ago (a sign-up that never
    // came in stops looking new). So the newest registrations (the member list's first page) are
    // mostly customers who have been in, at any hour of the day.
    const daysBefore = first ? int(700) : 7 + int(400);
    const onFirstVisit = first !== undefined && c.index % 5 < 3;
    const created = (first ?? now) - (onFirstVisit ? 0 : daysBefore) * DAY - int(onFirstVisit ? 2 * HOUR : DAY);
    return {
      mobile_enc: context.vault.encrypt(c.mobile),
      mobile_hash: context.vault.lookupHash(c.mobile),
      mobile_tail: c.mobile.slice(-4),
      name: c.name,
      gender: c.gender,
      birth_date: c.birth,
      source_app: c.app,
      status: c.status,
      created_at: at(created),
    };
  });
  const of = <R, K extends keyof R>(rows: R[], key: K) => rows.map((r) => r[key]);
  // Ids given here (after any customer already there), the id sequence moved past them.
  const firstCustomer = (await sql<{ max: number }>`select coalesce(max(id), 0)::int as max from customer`.execute(db)).rows[0].max + 1;
  const customerIds = customerRows.map((_, i) => firstCustomer + i);
  await sql`
    insert into customer (id, mobile_enc, mobile_hash, mobile_tail, name, gender, birth_date, source_app, status, created_at)
    select id, mobile_enc, mobile_hash, mobile_tail, name, gender, birth_date, source_app, status, to_timestamp(created_at)
    from unnest(${customerIds}::bigint[], ${of(customerRows, 'mobile_enc')}::text[], ${of(customerRows, 'mobile_hash')}::text[], ${of(customerRows, 'mobile_tail')}::text[],
      ${of(customerRows, 'name')}::text[], ${of(customerRows, 'gender')}::smallint[], ${of(customerRows, 'birth_date')}::date[],
      ${of(customerRows, 'source_app')}::smallint[], ${of(customerRows, 'status')}::smallint[], ${of(customerRows, 'created_at')}::bigint[])
      as x(id, mobile_enc, mobile_hash, mobile_tail, name, gender, birth_date, source_app, status, created_at)`.execute(db);
  await sql`select setval(pg_get_serial_sequence('customer', 'id'), (select max(id) from customer))`.execute(db);

  await bulkLoad(db, ['customer_order', 'order_item', 'order_payment', 'order_refund'], async () => {
    // Oldest first, so ids grow with time as they would have; the ids are given here (after any
    // order already there) so the lines can name their order, and the id sequence moves past them.
    orders.sort((a, b) => a.queued_at - b.queued_at);
    const base = (await sql<{ max: number }>`select coalesce(max(id), 0)::int as max from customer_order`.execute(db)).rows[0].max;
    const orderId = new Map(orders.map((o, i) => [o.order_no, base + i + 1]));
    const idOf = (rows: { order_no: string }[]) => rows.map((r) => orderId.get(r.order_no)!);
    await sql`
      insert into customer_order (id, order_no, store_id, craftsman_id, customer_id, status, amount, discount, paid, refunded, pay_method,
        queued_at, started_at, finished_at, paid_at, evasion_status, evasion_note, evasion_by, evasion_at, created_at, updated_at)
      select id, order_no, store_id, craftsman_id, customer_id, status, amount, discount, paid, refunded, pay_method,
        to_timestamp(queued_at), to_timestamp(started_at), to_timestamp(finished_at), to_timestamp(paid_at), evasion_status, evasion_note, evasion_by,
        to_timestamp(evasion_at), to_timestamp(queued_at), to_timestamp(updated_at)
      from unnest(${idOf(orders)}::bigint[], ${of(orders, 'order_no')}::text[], ${of(orders, 'store_id')}::int[], ${of(orders, 'craftsman_id')}::int[],
        ${orders.map((o) => customerIds[o.customer])}::bigint[], ${of(orders, 'status')}::smallint[], ${of(orders, 'amount')}::numeric[],
        ${of(orders, 'discount')}::numeric[], ${of(orders, 'paid')}::numeric[], ${of(orders, 'refunded')}::numeric[], ${of(orders, 'pay_method')}::smallint[],
        ${of(orders, 'queued_at')}::bigint[], ${of(orders, 'started_at')}::bigint[], ${of(orders, 'finished_at')}::bigint[], ${of(orders, 'paid_at')}::bigint[],
        ${of(orders, 'evasion_status')}::smallint[], ${of(orders, 'evasion_note')}::text[], ${of(orders, 'evasion_by')}::text[],
        ${of(orders, 'evasion_at')}::bigint[], ${of(orders, 'updated_at')}::bigint[])
        as x(id, order_no, store_id, craftsman_id, customer_id, status, amount, discount, paid, refunded, pay_method,
          queued_at, started_at, finished_at, paid_at, evasion_status, evasion_note, evasion_by, evasion_at, updated_at)`.execute(db);
    await sql`select setval(pg_get_serial_sequence('customer_order', 'id'), (select max(id) from customer_order))`.execute(db);

    // Items keep the item's name and the price they were made at.
    await sql`
      insert into order_item (order_id, item_id, item_name, price_grade, unit_price, quantity, amount)
      select x.order_id, x.item_id, i.item_name, x.price_grade, x.unit_price, 1, x.unit_price
      from unnest(${idOf(orderItems)}::bigint[], ${of(orderItems, 'item_id')}::int[], ${of(orderItems, 'price_grade')}::text[],
        ${of(orderItems, 'unit_price')}::numeric[]) as x(order_id, item_id, price_grade, unit_price)
      join item i on i.id = x.item_id`.execute(db);

    await sql`
      insert into order_payment (order_id, method, amount, trade_no, paid_at, created_at)
      select order_id, method, amount, trade_no, to_timestamp(paid_at), to_timestamp(paid_at)
      from unnest(${idOf(payments)}::bigint[], ${of(payments, 'method')}::smallint[], ${of(payments, 'amount')}::numeric[],
        ${of(payments, 'trade_no')}::text[], ${of(payments, 'paid_at')}::bigint[]) as x(order_id, method, amount, trade_no, paid_at)`.execute(db);

    // Refund numbers from the same sequence the refund endpoints use, dated by the request.
    refunds.sort((a, b) => a.requested_at - b.requested_at);
    await sql`
      insert into order_refund (refund_no, order_id, amount, reason, status, manual, order_status_before, requested_by, requested_at,
        approved_by, approved_at, refunded_by, refunded_at, reject_reason, created_at, updated_at)
      select 'TK' || to_char(to_timestamp(x.requested_at) at time zone 'Asia/Shanghai', 'YYYYMMDD') || lpad(nextval('order_refund_no_seq')::text, 8, '0'),
        x.order_id, x.amount, x.reason, x.status, x.manual, 3, x.requested_by, to_timestamp(x.requested_at), x.approved_by, to_timestamp(x.approved_at), x.refunded_by,
        to_timestamp(x.refunded_at), x.reject_reason, to_timestamp(x.requested_at), to_timestamp(coalesce(x.refunded_at, x.approved_at, x.requested_at))
      from (select * from unnest(${idOf(refunds)}::bigint[], ${of(refunds, 'amount')}::numeric[], ${of(refunds, 'reason')}::text[],
        ${of(refunds, 'status')}::smallint[], ${of(refunds, 'manual')}::boolean[], ${of(refunds, 'requested_by')}::text[], ${of(refunds, 'requested_at')}::bigint[],
        ${of(refunds, 'approved_by')}::text[], ${of(refunds, 'approved_at')}::bigint[], ${of(refunds, 'refunded_by')}::text[], ${of(refunds, 'refunded_at')}::bigint[],
        ${of(refunds, 'reject_reason')}::text[]) with ordinality
        as r(order_id, amount, reason, status, manual, requested_by, requested_at, approved_by, approved_at, refunded_by, refunded_at, reject_reason, n)
        order by n) x`.execute(db);
  });

  // Visits and spend follow from the orders; the member level from the spend.
  await sql`
    update customer c set visit_count = s.visits, first_visit_at = s.first_at, last_visit_at = s.last_at, total_spend = s.spend,
      member_level = case when s.spend >= 5000 then 3 when s.spend >= 2000 then 2 when s.spend >= 800 then 1 else 0 end,
      -- An account logged off has not come since; one seen lately has only asked to be logged off.
      status = case when c.status = 2 and s.last_at > now() - interval '60 days' then 1 else c.status end
    from (select customer_id, count(*)::int as visits, min(queued_at) as first_at, max(queued_at) as last_at, sum(paid - refunded) as spend
          from customer_order where status in (1, 2, 3, 4, 5, 8) group by customer_id) s
    where c.id = s.customer_id`.execute(db);

  // 注销用户 has some of each: requested accounts (above), and at least 10 logged off, among those not seen for 60 days.
  await sql`
    update customer set status = 2 where id in (
      select id from customer where status = 0 and (last_visit_at is null or last_visit_at < now() - interval '60 days')
      order by id limit greatest(0, 10 - (select count(*) from customer where status = 2)))`.execute(db);

  // A store manager reads its own store's orders (no refunds, no exports).
  await sql`insert into role_menu (role_id, menu_id)
    select r.id, m.id from role r cross join menu m
    where r.code = 'store_manager' and m.url in ('/operate/financial', '/operate/financial/orderlist', '/operate/financial/order')
    and not exists (select 1 from role_menu x where x.role_id = r.id and x.menu_id = m.id)`.execute(db);
}

export const step: SeedStep = { order: 110, run: seedOrders };
