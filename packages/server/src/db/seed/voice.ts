import { sql, type Kysely } from 'kysely';
import type { FieldVault } from '../../core/secrets.js';
import type { Database } from '../schema.js';
import type { SeedContext, SeedStep } from './context.js';
import { FEEDBACK_VARIANTS, REVIEW_VARIANTS, varied } from './texts.js';

/**
 * Customer voice: reviews of real finished orders (about one in eight), feedback from the apps,
 * five questionnaires (a draft, two running, two ended) with their answers, consultations with
 * their follow-ups and two months of calls, store 1 included in each. Generated here (seeded, the
 * same shape on every install) and written with one set-based insert per table; mobiles of
 * customers are copied encrypted from `customer`, others are encrypted here.
 */

const HOUR = 3_600_000;
const DAY = 86_400_000;
const CHINA = 8 * HOUR;

function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const GOOD = [
  '手艺人很耐心，剪得很满意',
  '发型师技术很好，会根据脸型推荐发型',
  '环境干净，洗头很舒服',
  '排队不久，服务很快',
  '态度热情，下次还来',
  '染的颜色很自然，朋友都说好看',
  '烫完卷度刚好，打理方便',
  '老顾客了，一直找这位老师',
  '价格实惠，效果超出预期',
  '护理做完头发顺滑很多',
];
const MIDDLE = ['整体还可以，就是等得有点久', '剪得一般，和想要的有点差距', '服务还行，推销有点多', '环境一般，周末人太多'];
const BAD = ['等了一个多小时才轮到', '剪短了很多，和沟通的不一样', '染发颜色和预期差太多', '洗头水太烫，说了也没调整', '一直推销办卡，体验很差'];
const TAGS_GOOD = ['技术好', '服务热情', '环境干净', '效率高', '性价比高', '沟通到位'];
const TAGS_BAD = ['等待时间长', '推销多', '效果一般', '沟通不足'];
const REPLIES_GOOD = ['感谢您的认可，期待您再次光临！', '谢谢亲的好评，我们会继续努力~', '感谢支持，老师会继续为您服务好每一次！'];
const REPLIES_BAD = [
  '非常抱歉给您带来不好的体验，店长已联系您安排免费返修。',
  '抱歉让您久等了，我们已优化排班，欢迎再给我们一次机会。',
  '感谢您的反馈，我们已对当班手艺人进行沟通培训。',
];
const HIDE_REASONS = ['含广告引流信息', '含不文明用语', '与本次服务无关的内容'];

const FEEDBACK: [number, string][] = [
  [1, '希望App可以提前预约指定手艺人的时间段'],
  [1, '建议排队页面显示前面还有几位的预计等待时间'],
  [1, '能不能增加发型效果图的收藏功能'],
  [1, '希望会员卡余额可以在首页直接看到'],
  [2, '手艺人剪发过程中一直打电话，体验不好'],
  [2, '说好的价格结账时变贵了，没有提前说明'],
  [2, '前台态度冷淡，问了两次才有人理'],
  [2, '染发后第二天掉色严重，希望门店处理'],
  [3, '门店空调太冷了，洗头的时候很不舒服'],
  [3, '地上头发没有及时清理'],
  [3, '等候区座位太少，周末很多人站着等'],
  [4, '同一个项目不同门店价格不一样，希望统一'],
  [4, '团购券使用规则写得不清楚'],
  [5, '储值卡支付失败但是扣款了，请核实'],
  [5, '更换手机号后登录不了原来的账号'],
  [9, '希望开一家新店在我们小区附近'],
  [9, '小程序和App的积分不互通'],
];
const FEEDBACK_REPLIES = [
  '您好，已收到您的反馈，相关门店已整改，感谢您的监督。',
  '您好，该功能已列入产品计划，上线后会通知您。',
  '您好，已核实并为您处理完成，如有疑问请联系客服热线。',
  '您好，已安排门店店长与您联系，给您带来不便深表歉意。',
];
const NICKNAMES = ['小鹿', '阿杰', 'Momo', '橙子', '大白', '一一', 'Lucky', '安安', '小王同学', '晴天'];

const CONSULT_CONTENT: Record<number, string[]> = {
  1: ['想烫个适合通勤的卷发，问价格和时长', '想染奶茶色，之前漂过，问能不能染', '问烫染套餐现在有没有优惠'],
  2: ['头发分叉严重，问做什么护理合适', '问深层修护一个疗程几次'],
  3: ['发际线后移，咨询植发方案和费用', '想了解植发后多久能恢复'],
  4: ['问会员卡充值优惠和能否多店通用', '想给家人办卡，问家庭账户怎么用'],
  5: ['想剪短发，问哪位老师擅长', '孩子剪发有没有儿童价'],
  6: ['头皮经常痒，咨询头皮养护项目', '问头皮清洁和养护的区别'],
  9: ['问门店营业时间和停车', '问能不能上门服务'],
};
const FOLLOW_NOTES = ['已电话联系，顾客表示周末到店', '已加微信发送价格表', '顾客在考虑中，约下周再联系', '顾客说最近没空，下月再约', '已预约周六下午到店'];
const NO_INTENT_NOTES = ['顾客觉得价格偏高', '顾客已在其他店做了', '多次电话未接通'];
const CALL_REMARKS = ['服务回访', '预约确认', '投诉处理', '排队叫号提醒', '咨询价格', null, null, null];

const MOBILE_PREFIXES = ['130', '131', '135', '136', '137', '138', '139', '150', '151', '158', '159', '176', '177', '180', '186', '187', '188', '189', '199'];

export async function seedVoice(db: Kysely<Database>, context: SeedContext & { vault: FieldVault }): Promise<void> {
  const { vault } = context;
  const rnd = random(20261123);
  const int = (n: number) => Math.floor(rnd() * n);
  const pick = <T>(list: readonly T[]) => list[int(list.length)];
  const now = Date.now();
  const sec = (ms: number) => Math.floor(Math.min(ms, now - 60_000) / 1000);
  const of = <T, K extends keyof T>(rows: T[], key: K) => rows.map((r) => r[key]);
  const mobile = () => pick(MOBILE_PREFIXES) + String(int(1e8)).padStart(8, '0');
  const sealed = (m: string) => ({ enc: vault.encrypt(m), hash: vault.lookupHash(m), tail: m.slice(-4) });

  // Who answers for a store: its manager, else the store's front desk.
  const managers = new Map(
    (
      await sql<{
        store_id: number;
        name: string;
      }>`select distinct on (store_id) store_id, name from app_user where station = 1 and store_id is not null order by store_id, id`.execute(db)
    ).rows.map((r) => [r.store_id, r.name]),
  );
  const answerer = (store: number) => managers.get(store) ?? '门店前台';
  const SERVICE = ['客服 林小雨', '客服 陈佳', '客服 赵敏'];

  // Finished, paid orders (one in four, and all of the first store's): what reviews, calls and consultations hang on.
  const orders = (
    await sql<{ id: number; store_id: number; craftsman_id: number | null; customer_id: number; finished: number }>`
      select id, store_id, craftsman_id, customer_id, extract(epoch from finished_at)::bigint * 1000 as finished
      from customer_order where status in (3, 5, 8) and finished_at is not null
        and (id % 4 = 0 or store_id = (select min(store_id) from customer_order)) order by id`.execute(db)
  ).rows.map((o) => ({ ...o, id: Number(o.id), customer_id: Number(o.customer_id), finished: Number(o.finished) }));
  if (!orders.length) return;
  const stores = [...new Set(orders.map((o) => o.store_id))].sort((a, b) => a - b);

  // 用户评价: about one finished order in eight, a little more in store 1 (the demo store).
  const reviews = [];
  for (const o of orders) {
    if (rnd() > (o.store_id === stores[0] ? 0.25 : 0.5)) continue;
    const r = rnd();
    const overall = r < 0.6 ? 5 : r < 0.82 ? 4 : r < 0.91 ? 3 : r < 0.96 ? 2 : 1;
    const near = () => Math.max(1, Math.min(5, overall + (rnd() < 0.7 ? 0 : rnd() < 0.5 ? -1 : 1)));
    const good = overall >= 4;
    const reviewed = o.finished + (1 + int(47)) * HOUR;
    if (reviewed > now) continue;
    const replied = rnd() < (good ? 0.5 : 0.8) ? Math.min(now - 60_000, reviewed + (1 + int(30)) * HOUR) : null;
    const hidden = !good && rnd() < 0.12;
    const tags = good ? [pick(TAGS_GOOD), pick(TAGS_GOOD)] : overall === 3 ? [pick(TAGS_GOOD), pick(TAGS_BAD)] : [pick(TAGS_BAD)];
    reviews.push({
      order_id: o.id,
      store_id: o.store_id,
      craftsman_id: o.craftsman_id,
      customer_id: o.customer_id,
      overall,
      skill: near(),
      attitude: near(),
      environment: near(),
      tags: [...new Set(tags)].join(','),
      content:
        rnd() < 0.15
          ? null
          : varied(good ? pick(GOOD) : overall === 3 ? pick(MIDDLE) : pick(BAD), reviews.length, good ? REVIEW_VARIANTS.good : REVIEW_VARIANTS.poor),
      reviewed_at: sec(reviewed),
      reply: replied ? (good ? pick(REPLIES_GOOD) : pick(REPLIES_BAD)) : null,
      replied_by: replied ? (rnd() < 0.8 ? answerer(o.store_id) : pick(SERVICE)) : null,
      replied_at: replied ? sec(replied) : null,
      hidden: hidden ? 1 : 0,
      hidden_reason: hidden ? pick(HIDE_REASONS) : null,
      hidden_by: hidden ? pick(SERVICE) : null,
      hidden_at: hidden ? sec(reviewed + 26 * HOUR) : null,
    });
  }
  await sql`
    insert into order_review (order_id, store_id, craftsman_id, customer_id, rating_overall, rating_skill, rating_attitude, rating_environment, tags, content,
      reviewed_at, reply, replied_by, replied_at, hidden, hidden_reason, hidden_by, hidden_at, created_at, updated_at)
    select x.order_id, x.store_id, x.craftsman_id, x.customer_id, x.overall, x.skill, x.attitude, x.environment, x.tags, x.content,
      to_timestamp(x.reviewed_at), x.reply, x.replied_by, to_timestamp(x.replied_at), x.hidden, x.hidden_reason, x.hidden_by, to_timestamp(x.hidden_at),
      to_timestamp(x.reviewed_at), to_timestamp(greatest(x.reviewed_at, coalesce(x.replied_at, 0), coalesce(x.hidden_at, 0)))
    from unnest(${of(reviews, 'order_id')}::bigint[], ${of(reviews, 'store_id')}::int[], ${of(reviews, 'craftsman_id')}::int[], ${of(reviews, 'customer_id')}::bigint[],
      ${of(reviews, 'overall')}::smallint[], ${of(reviews, 'skill')}::smallint[], ${of(reviews, 'attitude')}::smallint[], ${of(reviews, 'environment')}::smallint[],
      ${of(reviews, 'tags')}::text[], ${of(reviews, 'content')}::text[], ${of(reviews, 'reviewed_at')}::bigint[], ${of(reviews, 'reply')}::text[], ${of(reviews, 'replied_by')}::text[],
      ${of(reviews, 'replied_at')}::bigint[], ${of(reviews, 'hidden')}::smallint[], ${of(reviews, 'hidden_reason')}::text[], ${of(reviews, 'hidden_by')}::text[], ${of(reviews, 'hidden_at')}::bigint[])
      as x(order_id, store_id, craftsman_id, customer_id, overall, skill, attitude, environment, tags, content, reviewed_at, reply, replied_by, replied_at, hidden, hidden_reason, hidden_by, hidden_at)`.execute(
    db,
  );

  // 用户反馈: 90 days, the recent ones still open; most name a store, customers' own mobiles copied encrypted.
  const feedback = [];
  const feedbackVariants = (category: number) => (category === 1 ? FEEDBACK_VARIANTS.suggestion : FEEDBACK_VARIANTS.complaint);
  const bases: [number, string][] = [];
  for (let i = 0; i < 240; i++) {
    const o = i < 12 ? (orders.find((x, k) => x.store_id === stores[0] && k % 7 === i) ?? pick(orders)) : pick(orders);
    const [category, content] = pick(FEEDBACK);
    bases.push([category, content]);
    const created = now - Math.floor(rnd() ** 1.4 * 90 * DAY) - int(HOUR);
    const age = (now - created) / DAY;
    const status = age < 2 ? (rnd() < 0.7 ? 0 : 1) : age < 7 ? (rnd() < 0.3 ? 0 : rnd() < 0.5 ? 1 : 2) : rnd() < 0.95 ? 2 : 1;
    const known = rnd() < 0.7;
    const other = known ? null : sealed(mobile());
    const handler = status > 0 ? pick(SERVICE) : null;
    const accepted = status > 0 ? created + (1 + int(20)) * HOUR : null;
    const handled = status === 2 ? accepted! + (1 + int(40)) * HOUR : accepted;
    feedback.push({
      category,
      content: varied(content, i, feedbackVariants(category)),
      app: rnd() < 0.7 ? 0 : rnd() < 0.6 ? 2 : 3,
      store_id: category === 1 || category === 5 || rnd() < 0.15 ? null : o.store_id,
      customer_id: known ? o.customer_id : null,
      nickname: pick(NICKNAMES),
      enc: other?.enc ?? null,
      hash: other?.hash ?? null,
      tail: other?.tail ?? null,
      status,
      handler,
      accepted_at: accepted ? sec(accepted) : null,
      handled_at: handled ? sec(handled) : null,
      reply: status === 2 ? pick(FEEDBACK_REPLIES) : null,
      created_at: sec(created),
    });
  }
  // Store 1 has open feedback to take and answer.
  feedback[0] = {
    ...feedback[0],
    store_id: stores[0],
    status: 0,
    handler: null,
    accepted_at: null,
    handled_at: null,
    reply: null,
    created_at: sec(now - 3 * HOUR),
  };
  feedback[1] = {
    ...feedback[1],
    store_id: stores[0],
    status: 0,
    handler: null,
    accepted_at: null,
    handled_at: null,
    reply: null,
    created_at: sec(now - 5 * HOUR),
  };
  // The newest ones, which the page opens on, never say the same words twice, and no sentence is said
  // more than three times in all (whatever day the seed runs on): a repeat is said another way.
  const newest = feedback.map((f, i) => ({ f, i })).sort((a, b) => b.f.created_at - a.f.created_at);
  const said = new Map<string, number>();
  for (const [n, { f, i }] of newest.entries()) {
    const most = n < 30 ? 1 : 3;
    for (let k = 1; (said.get(f.content) ?? 0) >= most && k < 40; k++) f.content = varied(bases[i][1], i + k * 1000, feedbackVariants(bases[i][0]));
    said.set(f.content, (said.get(f.content) ?? 0) + 1);
  }
  await sql`
    insert into user_feedback (category, content, app, store_id, customer_id, nickname, contact_mobile_enc, contact_mobile_hash, contact_mobile_tail, status, handler, accepted_at, handled_at, reply, created_at, updated_at)
    select x.category, x.content, x.app, x.store_id, x.customer_id, x.nickname, coalesce(x.enc, c.mobile_enc), coalesce(x.hash, c.mobile_hash), coalesce(x.tail, c.mobile_tail),
      x.status, x.handler, to_timestamp(x.accepted_at), to_timestamp(x.handled_at), x.reply, to_timestamp(x.created_at), to_timestamp(coalesce(x.handled_at, x.created_at))
    from unnest(${of(feedback, 'category')}::smallint[], ${of(feedback, 'content')}::text[], ${of(feedback, 'app')}::smallint[], ${of(feedback, 'store_id')}::int[], ${of(feedback, 'customer_id')}::bigint[],
      ${of(feedback, 'nickname')}::text[], ${of(feedback, 'enc')}::text[], ${of(feedback, 'hash')}::text[], ${of(feedback, 'tail')}::text[], ${of(feedback, 'status')}::smallint[], ${of(feedback, 'handler')}::text[],
      ${of(feedback, 'accepted_at')}::bigint[], ${of(feedback, 'handled_at')}::bigint[], ${of(feedback, 'reply')}::text[], ${of(feedback, 'created_at')}::bigint[])
      as x(category, content, app, store_id, customer_id, nickname, enc, hash, tail, status, handler, accepted_at, handled_at, reply, created_at)
    left join customer c on c.id = x.customer_id`.execute(db);

  // 问卷调查: a draft, two running, two ended; the questions; answers from customers who came.
  const dayOffset = (days: number) => new Date(now + CHINA + days * DAY).toISOString().slice(0, 10);
  const SATISFACTION = ['非常满意', '满意', '一般', '不满意'];
  const surveys: {
    title: string;
    target: number;
    start: number;
    end: number;
    status: number;
    responses: number;
    description: string;
    questions: { title: string; type: number; options: string[]; weights?: number[] }[];
  }[] = [
    {
      title: '2026年冬季到店服务满意度调查',
      target: 1,
      start: -20,
      end: 20,
      status: 1,
      responses: 180,
      description: '了解顾客对近期到店服务的感受，完成问卷可得5元无门槛券。',
      questions: [
        { title: '您对本次服务的整体满意度', type: 0, options: SATISFACTION, weights: [50, 35, 11, 4] },
        {
          title: '您最看重门店的哪些方面（可多选）',
          type: 1,
          options: ['手艺人技术', '服务态度', '等待时间', '价格', '环境卫生'],
          weights: [60, 40, 35, 30, 25],
        },
        { title: '您从下单到开始服务大约等了多久', type: 0, options: ['10分钟以内', '10-30分钟', '30-60分钟', '60分钟以上'], weights: [30, 45, 18, 7] },
        { title: '您会向朋友推荐我们吗', type: 0, options: ['一定会', '可能会', '不确定', '不会'], weights: [40, 38, 16, 6] },
        { title: '您对我们还有什么建议', type: 2, options: [] },
      ],
    },
    {
      title: '新客首次到店体验问卷',
      target: 2,
      start: -45,
      end: 45,
      status: 1,
      responses: 120,
      description: '首次到店的顾客在服务完成后收到问卷。',
      questions: [
        {
          title: '您是通过什么渠道知道我们的',
          type: 0,
          options: ['朋友推荐', '美团/大众点评', '路过门店', '小程序/App', '其他'],
          weights: [30, 30, 20, 15, 5],
        },
        { title: '本次体验的项目', type: 1, options: ['剪发', '烫发', '染发', '护理', '头皮养护'], weights: [70, 12, 15, 18, 8] },
        { title: '您对价格的感受', type: 0, options: ['很实惠', '合理', '偏贵'], weights: [25, 55, 20] },
        { title: '您还希望我们提供什么服务', type: 2, options: [] },
      ],
    },
    {
      title: '会员储值卡权益调研',
      target: 0,
      start: -120,
      end: -60,
      status: 2,
      responses: 260,
      description: '为调整会员储值卡权益收集意见。',
      questions: [
        { title: '您目前是否持有我们的储值卡', type: 0, options: ['是', '否'], weights: [45, 55] },
        { title: '您更希望储值赠送哪种权益（可多选）', type: 1, options: ['赠送金额', '免费护理', '指定手艺人优先', '生日特权'], weights: [60, 35, 25, 30] },
        { title: '您能接受的单次充值金额', type: 0, options: ['500元以下', '500-1000元', '1000-2000元', '2000元以上'], weights: [40, 35, 18, 7] },
      ],
    },
    {
      title: '沉睡顾客召回调研',
      target: 3,
      start: -75,
      end: -30,
      status: 2,
      responses: 90,
      description: '90天未到店的会员，了解流失原因。',
      questions: [
        {
          title: '您最近没有到店的主要原因',
          type: 0,
          options: ['搬家/换工作', '价格原因', '对效果不满意', '等待时间太长', '其他'],
          weights: [30, 20, 18, 22, 10],
        },
        { title: '什么样的活动会吸引您回来（可多选）', type: 1, options: ['回归优惠券', '指定老师折扣', '免费护理', '积分翻倍'], weights: [55, 30, 35, 20] },
        { title: '其他想对我们说的话', type: 2, options: [] },
      ],
    },
    {
      title: '2027年春节档期预约意向调查',
      target: 0,
      start: 10,
      end: 60,
      status: 0,
      responses: 0,
      description: '草稿：春节前后的预约意向，发布前请店长确认题目。',
      questions: [
        { title: '您计划春节前什么时候做头发', type: 0, options: ['腊月十五前', '腊月十五至二十五', '腊月二十五后'] },
        { title: '您希望提前预约吗', type: 0, options: ['希望', '不需要'] },
      ],
    },
  ];
  const TEXTS = [
    '希望周末多排几位老师',
    '可以提供热饮就更好了',
    '老师很好，希望不要频繁调店',
    '停车不方便',
    '希望会员价能再优惠一些',
    '小程序排队提醒很好用',
    '洗头区可以再安静一点',
    '希望增加男士造型项目',
  ];
  const customerIds = [...new Set(orders.map((o) => o.customer_id))];
  const storeOfCustomer = new Map(orders.map((o) => [o.customer_id, o.store_id]));
  const responses: { survey: number; customer_id: number; store_id: number; at: number }[] = [];
  const answers: { survey: number; response: number; seq: number; choices: string; text: string | null }[] = [];
  const chooseWeighted = (weights: number[]) => {
    const total = weights.reduce((a, b) => a + b, 0);
    let r = rnd() * total;
    for (const [i, w] of weights.entries()) if ((r -= w) < 0) return i;
    return weights.length - 1;
  };
  surveys.forEach((s, si) => {
    const from = now + s.start * DAY;
    const to = Math.min(now, now + s.end * DAY);
    for (let n = 0; n < s.responses; n++) {
      const customer = pick(customerIds);
      responses.push({ survey: si, customer_id: customer, store_id: storeOfCustomer.get(customer)!, at: sec(from + rnd() * (to - from)) });
      const response = responses.length - 1;
      s.questions.forEach((q, qi) => {
        const weights = q.weights ?? q.options.map(() => 1);
        if (q.type === 0) answers.push({ survey: si, response, seq: qi + 1, choices: `{${chooseWeighted(weights)}}`, text: null });
        else if (q.type === 1) {
          const chosen = weights.map((w, i) => (rnd() * 100 < w ? i : -1)).filter((i) => i >= 0);
          answers.push({ survey: si, response, seq: qi + 1, choices: `{${(chosen.length ? chosen : [chooseWeighted(weights)]).join(',')}}`, text: null });
        } else if (rnd() < 0.35) answers.push({ survey: si, response, seq: qi + 1, choices: '{}', text: pick(TEXTS) });
      });
    }
  });
  const surveyIds = (
    await sql<{ id: number }>`
      insert into questionnaire (title, target, start_date, end_date, description, status, question_count, created_by, published_by, published_at, ended_by, ended_at, created_at, updated_at)
      select x.title, x.target, x.start_date::date, x.end_date::date, x.description, x.status, x.question_count, '运营部 周婷',
        case when x.status > 0 then '运营部 周婷' end, case when x.status > 0 then (x.start_date::date + time '09:30') at time zone 'Asia/Shanghai' end,
        case when x.status = 2 then '运营部 周婷' end, case when x.status = 2 then (x.end_date::date + time '18:00') at time zone 'Asia/Shanghai' end,
        least(now(), (x.start_date::date - 5 + time '15:20') at time zone 'Asia/Shanghai'), now()
      from unnest(${surveys.map((s) => s.title)}::text[], ${surveys.map((s) => s.target)}::smallint[], ${surveys.map((s) => dayOffset(s.start))}::text[], ${surveys.map((s) => dayOffset(s.end))}::text[],
        ${surveys.map((s) => s.description)}::text[], ${surveys.map((s) => s.status)}::smallint[], ${surveys.map((s) => s.questions.length)}::int[]) with ordinality
        as x(title, target, start_date, end_date, description, status, question_count, n)
      order by x.n returning id`.execute(db)
  ).rows.map((r) => r.id);
  const questionRows = surveys.flatMap((s, si) =>
    s.questions.map((q, qi) => ({
      survey: surveyIds[si],
      seq: qi + 1,
      title: q.title,
      type: q.type,
      options: `{${q.options.map((o) => `"${o}"`).join(',')}}`,
    })),
  );
  await sql`
    insert into questionnaire_question (questionnaire_id, seq, title, question_type, options)
    select x.survey, x.seq, x.title, x.type, x.options::text[]
    from unnest(${of(questionRows, 'survey')}::int[], ${of(questionRows, 'seq')}::smallint[], ${of(questionRows, 'title')}::text[], ${of(questionRows, 'type')}::smallint[], ${of(questionRows, 'options')}::text[])
      as x(survey, seq, title, type, options)`.execute(db);
  const responseIds = (
    await sql<{ id: number }>`
      insert into questionnaire_response (questionnaire_id, customer_id, store_id, submitted_at)
      select x.survey, x.customer_id, x.store_id, to_timestamp(x.at)
      from unnest(${responses.map((r) => surveyIds[r.survey])}::int[], ${of(responses, 'customer_id')}::bigint[], ${of(responses, 'store_id')}::int[], ${of(responses, 'at')}::bigint[]) with ordinality
        as x(survey, customer_id, store_id, at, n)
      order by x.n returning id`.execute(db)
  ).rows.map((r) => Number(r.id));
  await sql`
    insert into questionnaire_answer (response_id, question_id, choices, text_answer)
    select x.response_id, q.id, x.choices::smallint[], x.text
    from unnest(${answers.map((a) => responseIds[a.response])}::bigint[], ${answers.map((a) => surveyIds[a.survey])}::int[], ${of(answers, 'seq')}::smallint[], ${of(answers, 'choices')}::text[], ${of(answers, 'text')}::text[])
      as x(response_id, survey, seq, choices, text)
    join questionnaire_question q on q.questionnaire_id = x.survey and q.seq = x.seq`.execute(db);

  // 咨询登记: two months, every store; some from known customers; follow-ups as dated rows.
  const consults = [];
  const follows: { consult: number; action: string; status: number; note: string; operator: string; at: number }[] = [];
  const craftsmenOf = new Map<number, number[]>();
  for (const o of orders)
    if (o.craftsman_id && !craftsmenOf.get(o.store_id)?.includes(o.craftsman_id))
      craftsmenOf.set(o.store_id, [...(craftsmenOf.get(o.store_id) ?? []), o.craftsman_id]);
  const SURNAMES = '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗';
  for (let i = 0; i < 420; i++) {
    const store = i < 30 ? stores[0] : pick(stores);
    const o = rnd() < 0.35 ? pick(orders) : null;
    const item = pick([1, 1, 1, 2, 2, 3, 4, 4, 5, 6, 9]);
    const channel = pick([1, 1, 2, 2, 3, 4, 5]);
    const created = now - Math.floor(rnd() * 60 * DAY) - int(3 * HOUR);
    const byService = channel === 3 || channel === 4;
    const other = o ? null : sealed(mobile());
    const craftsmen = craftsmenOf.get(store) ?? [];
    consults.push({
      customer_name: o ? null : pick([...SURNAMES]) + pick(['女士', '先生', '小姐']),
      enc: other?.enc ?? null,
      hash: other?.hash ?? null,
      tail: other?.tail ?? null,
      customer_id: o?.customer_id ?? null,
      item,
      store_id: store,
      craftsman_id: craftsmen.length && rnd() < 0.5 ? pick(craftsmen) : null,
      channel,
      content: pick(CONSULT_CONTENT[item]),
      registered_by: byService ? pick(SERVICE) : answerer(store),
      created_at: sec(created),
    });
    const age = (now - created) / DAY;
    const steps = age < 1 ? 0 : Math.min(3, int(4));
    let at = created;
    for (let s = 0; s < steps; s++) {
      at += (4 + int(44)) * HOUR;
      if (at > now - HOUR) break;
      const last = s === steps - 1;
      const end = last && rnd() < 0.6 ? (rnd() < 0.6 ? 2 : 3) : 1;
      const action = end === 2 ? 'arrived' : end === 3 ? 'noIntent' : 'followUp';
      follows.push({
        consult: i,
        action,
        status: end,
        note: end === 2 ? '顾客已到店，已安排手艺人服务' : end === 3 ? pick(NO_INTENT_NOTES) : pick(FOLLOW_NOTES),
        operator: byService ? pick(SERVICE) : answerer(store),
        at: sec(at),
      });
      if (end !== 1) break;
    }
  }
  const consultIds = (
    await sql<{ id: number }>`
      insert into consult_reg (customer_name, mobile_enc, mobile_hash, mobile_tail, customer_id, consult_item, store_id, craftsman_id, channel, content, registered_by, created_at, updated_at)
      select coalesce(x.customer_name, c.name), coalesce(x.enc, c.mobile_enc), coalesce(x.hash, c.mobile_hash), coalesce(x.tail, c.mobile_tail), x.customer_id, x.item, x.store_id, x.craftsman_id,
        x.channel, x.content, x.registered_by, to_timestamp(x.created_at), to_timestamp(x.created_at)
      from unnest(${of(consults, 'customer_name')}::text[], ${of(consults, 'enc')}::text[], ${of(consults, 'hash')}::text[], ${of(consults, 'tail')}::text[], ${of(consults, 'customer_id')}::bigint[],
        ${of(consults, 'item')}::smallint[], ${of(consults, 'store_id')}::int[], ${of(consults, 'craftsman_id')}::int[], ${of(consults, 'channel')}::smallint[], ${of(consults, 'content')}::text[],
        ${of(consults, 'registered_by')}::text[], ${of(consults, 'created_at')}::bigint[]) with ordinality
        as x(customer_name, enc, hash, tail, customer_id, item, store_id, craftsman_id, channel, content, registered_by, created_at, n)
      left join customer c on c.id = x.customer_id
      order by x.n returning id`.execute(db)
  ).rows.map((r) => Number(r.id));
  await sql`
    insert into consult_followup (consult_id, action, status_after, note, operator, created_at)
    select x.consult_id, x.action, x.status, x.note, x.operator, to_timestamp(x.at)
    from unnest(${follows.map((f) => consultIds[f.consult])}::bigint[], ${of(follows, 'action')}::text[], ${of(follows, 'status')}::smallint[], ${of(follows, 'note')}::text[], ${of(follows, 'operator')}::text[], ${of(follows, 'at')}::bigint[])
      as x(consult_id, action, status, note, operator, at)`.execute(db);
  // Each consultation reads its latest step.
  await sql`
    update consult_reg r set status = f.status_after, last_note = f.note, followed_by = f.operator, followed_at = f.created_at, follow_count = f.n, updated_at = f.created_at
    from (select distinct on (consult_id) consult_id, status_after, note, operator, created_at, count(*) over (partition by consult_id)::int as n
          from consult_followup order by consult_id, created_at desc, id desc) f
    where r.id = f.consult_id`.execute(db);

  // 通话查询: two months of calls; store follow-up calls after a service, customers calling in, customer service.
  const calls = [];
  const serial = new Map<string, number>();
  const recent = orders.filter((o) => o.finished > now - 62 * DAY);
  for (let i = 0; i < 3500; i++) {
    const o = pick(recent.length ? recent : orders);
    const service = rnd() < 0.25;
    const direction = service ? (rnd() < 0.7 ? 1 : 2) : rnd() < 0.55 ? 2 : 1;
    let started = direction === 2 && !service ? o.finished + (20 + int(50)) * HOUR : o.finished - int(10 * DAY) + int(12) * HOUR;
    if (started > now - 10 * 60_000) started = now - int(6 * DAY) - 10 * 60_000;
    const r = rnd();
    const result = direction === 1 ? (r < 0.9 ? 1 : r < 0.96 ? 2 : 3) : r < 0.72 ? 1 : r < 0.92 ? 2 : 3;
    const stranger = rnd() < 0.08 ? sealed(mobile()) : null;
    calls.push({
      call_no: '',
      store_id: o.store_id,
      party: service ? 2 : 1,
      staff_name: service ? pick(SERVICE) : answerer(o.store_id),
      customer_id: stranger ? null : o.customer_id,
      enc: stranger?.enc ?? null,
      hash: stranger?.hash ?? null,
      tail: stranger?.tail ?? null,
      direction,
      started_at: sec(started),
      duration: result === 1 ? 15 + Math.floor(rnd() ** 2 * 600) : 0,
      result,
      order_id: stranger || rnd() < 0.3 ? null : o.id,
      remark: direction === 2 && !service ? '服务回访' : pick(CALL_REMARKS),
    });
  }
  // Numbered by day in the order the calls were made.
  calls.sort((a, b) => a.started_at - b.started_at);
  for (const call of calls) {
    const day = new Date(call.started_at * 1000 + CHINA).toISOString().slice(0, 10).replace(/-/g, '');
    const seq = (serial.get(day) ?? 0) + 1;
    serial.set(day, seq);
    call.call_no = `CL${day}${String(seq).padStart(6, '0')}`;
  }
  await sql`
    insert into call_record (call_no, store_id, party, staff_name, customer_id, mobile_enc, mobile_hash, mobile_tail, direction, started_at, duration_sec, result, order_id, remark, created_at)
    select x.call_no, x.store_id, x.party, x.staff_name, x.customer_id, coalesce(x.enc, c.mobile_enc), coalesce(x.hash, c.mobile_hash), coalesce(x.tail, c.mobile_tail),
      x.direction, to_timestamp(x.started_at), x.duration, x.result, x.order_id, x.remark, to_timestamp(x.started_at + x.duration)
    from unnest(${of(calls, 'call_no')}::text[], ${of(calls, 'store_id')}::int[], ${of(calls, 'party')}::smallint[], ${of(calls, 'staff_name')}::text[], ${of(calls, 'customer_id')}::bigint[],
      ${of(calls, 'enc')}::text[], ${of(calls, 'hash')}::text[], ${of(calls, 'tail')}::text[], ${of(calls, 'direction')}::smallint[], ${of(calls, 'started_at')}::bigint[],
      ${of(calls, 'duration')}::int[], ${of(calls, 'result')}::smallint[], ${of(calls, 'order_id')}::bigint[], ${of(calls, 'remark')}::text[])
      as x(call_no, store_id, party, staff_name, customer_id, enc, hash, tail, direction, started_at, duration, result, order_id, remark)
    left join customer c on c.id = x.customer_id`.execute(db);

  // A store manager reads its store's reviews (and replies), feedback, consultations (registers, follows up) and calls.
  await sql`insert into role_menu (role_id, menu_id)
    select r.id, m.id from role r cross join menu m
    where r.code = 'store_manager'
      and (m.url in ('/operate/user', '/operate/user/evaluation', '/operate/user/feedback', '/operate/user/consultReg', '/operate/user/callQuery')
        or m.code in ('operate:evaluation:reply', 'operate:consult:add', 'operate:consult:follow'))
      and not exists (select 1 from role_menu x where x.role_id = r.id and x.menu_id = m.id)`.execute(db);
}

export const step: SeedStep = { order: 120, run: seedVoice };
