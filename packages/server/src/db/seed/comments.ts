import { maskNumber, matchFilterWords } from '@salon/contract';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema.js';
import type { SeedContext, SeedStep } from './context.js';
import { REVIEW_VARIANTS, varied } from './texts.js';

/** A small deterministic generator, so every fresh install holds the same demo rows. */
function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

/** Gives the store-manager role pages and operation codes it does not hold yet (with their menu path). */
export async function grantStoreManager(db: Kysely<Database>, urls: string[], codes: string[]): Promise<void> {
  const manager = await db.selectFrom('role').select('id').where('code', '=', 'store_manager').executeTakeFirst();
  if (!manager) return;
  const menus = await db
    .selectFrom('menu')
    .select(['id', 'parent_id'])
    .where((eb) => eb.or([eb('url', 'in', urls), ...(codes.length ? [eb('code', 'in', codes)] : [])]))
    .execute();
  const all = await db.selectFrom('menu').select(['id', 'parent_id']).execute();
  const parents = new Map(all.map((m) => [m.id, m.parent_id]));
  const wanted = new Set<number>();
  for (const m of menus) for (let cur: number | null | undefined = m.id; cur; cur = parents.get(cur)) wanted.add(cur);
  const held = new Set((await db.selectFrom('role_menu').select('menu_id').where('role_id', '=', manager.id).execute()).map((r) => r.menu_id));
  const missing = [...wanted].filter((id) => !held.has(id));
  if (missing.length)
    await db
      .insertInto('role_menu')
      .values(missing.map((menu_id) => ({ role_id: manager.id, menu_id })))
      .execute();
}

/** [word, category, enabled, remark] — categories of FilterWordCategory. */
const FILTER_WORDS: [string, number, boolean, string | null][] = [
  ['垃圾', 1, true, '辱骂性用语'],
  ['骗子', 1, true, '辱骂性用语'],
  ['脑残', 1, true, '辱骂性用语'],
  ['坑爹', 1, true, null],
  ['代购', 2, true, '广告引流'],
  ['招代理', 2, true, '广告引流'],
  ['刷单', 2, true, '刷单兼职广告'],
  ['微信', 3, true, '留联系方式，防止私下引流'],
  ['vx', 3, true, '微信的常见变体'],
  ['加v', 3, true, '微信的常见变体'],
  ['QQ', 3, true, null],
  ['私聊', 3, true, null],
  ['美剪坊', 4, true, '同城竞品品牌'],
  ['快发屋', 4, true, '同城竞品品牌'],
  ['优发汇', 4, true, '同城竞品品牌'],
  ['剪约', 4, true, '竞品预约平台'],
  ['退钱', 5, false, '正常维权诉求，误伤较多，已停用'],
  ['便宜', 5, false, '正常表达，已停用'],
];

/** [content, sentiment] — 2 positive, 1 neutral, 0 negative. */
const TEXTS: [string, number][] = [
  ['Tony老师很耐心，先问了我的发质和平时怎么打理，剪完很好打理，吹干就有型。', 2],
  ['第二次来了，还是找同一位老师，剪得很满意，洗头小妹手法也很舒服。', 2],
  ['染了雾霾蓝，颜色很正，老师还教了回家怎么护色，好评！', 2],
  ['店里很干净，毛巾都是一次性的，放心。剪发速度快，中午抽空来刚好。', 2],
  ['带孩子来剪头发，老师很会哄小朋友，全程没哭，下次还来。', 2],
  ['烫了个羊毛卷，效果比预期的还好，同事都说好看。', 2],
  ['老师审美在线，根据脸型建议剪短一点，确实显脸小，谢谢！', 2],
  ['排队没多久，预约的时间准时开始，服务流程很规范。', 2],
  ['头皮护理做得很舒服，按摩手法专业，头皮的油少了很多。', 2],
  ['价格透明，没有乱推销，剪完还帮我吹了造型，赞。', 2],
  ['男士精剪很到位，鬓角修得很干净，老顾客了一直很稳定。', 2],
  ['护理完头发顺滑了很多，分叉也剪掉了，整体很满意。', 2],
  ['环境不错，音乐也好听，老师剪发很细致，推荐。', 2],
  ['挑染的颜色很自然，老师很专业，会给合理建议。', 2],
  ['第一次来这家店，体验很好，已经办了会员卡。', 2],
  ['盘发造型参加婚礼，一整天都没散，朋友都问在哪做的。', 2],
  ['老师技术好，话不多，剪得干净利落，适合我这种不爱聊天的。', 2],
  ['洗剪吹很划算，效果也在线，公司楼下很方便。', 2],
  ['给妈妈做的染发，遮白效果很好，妈妈很开心。', 2],
  ['小哥哥很细心，剪完还用吹风机把碎头发吹干净了。', 2],
  ['整体还可以，就是周末人比较多，等了二十分钟。', 1],
  ['剪得中规中矩，没有特别惊艳，价格还算合理。', 1],
  ['效果还行，老师有点赶时间，沟通不算充分。', 1],
  ['环境可以，洗头的水温有点凉，提醒之后调好了。', 1],
  ['染的颜色比图片暗一点，不过也能接受。', 1],
  ['预约了还是等了半小时，希望能改进排队安排。', 0],
  ['剪得太短了，和我说的完全不一样，有点失望。', 0],
  ['烫完三天卷就没了，联系门店说可以回来修，再看看吧。', 0],
  ['全程一直推销办卡，体验很不好。', 0],
  ['吹风机声音太大而且很烫，头皮有点不舒服。', 0],
  ['染完头皮有点痒，希望下次能先做过敏测试。', 0],
  ['前台态度冷淡，问问题爱答不理。', 0],
];

/** Comments that hit filter words: [content, sentiment]. */
const FLAGGED: [string, number][] = [
  ['老师剪得不错，想约的可以加我微信 xiaomei_8866，我帮你们预约有优惠。', 2],
  ['剪得还行，不过隔壁美剪坊同样的项目才29.9，这里贵了点。', 1],
  ['有需要代购进口洗发水的姐妹私聊我，比店里便宜一半。', 1],
  ['V X：hair2024 专业接发，价格美丽，欢迎咨询。', 1],
  ['垃圾服务，等了一个小时还没轮到，再也不来了！', 0],
  ['比快发屋强多了，以后就认准这家了。', 2],
  ['招代理，日结兼职刷单，有意者联系 QQ 12345678。', 1],
  ['烫坏了还不给处理，骗子店！', 0],
  ['上次在优发汇剪的不满意，这次来这里修好了，老师技术可以。', 2],
  ['剪约上预约的，价格比店里便宜，推荐大家用剪约。', 2],
  ['加 v 领取免费护理券，名额有限。', 1],
  ['坑爹，说好的套餐价结账又加了钱。', 0],
];

const NICKNAMES = [
  '小鱼儿',
  'Lily',
  '阿杰',
  '晴天',
  '追风少年',
  '橙子味的夏天',
  '一只猫',
  'Kevin',
  '木子',
  '安静的美男子',
  '柚子',
  '王女士',
  '张先生',
  '糖糖',
  '大橘',
  '七七',
  'Momo',
  '清风徐来',
  '小太阳',
  '阿May',
  '奶茶续命',
  '程序员小李',
  '陈小姐',
  '老周',
  '豆豆妈妈',
  'Sunny',
  '向日葵',
  '不吃香菜',
  '北北',
  '刘先生',
];
const POSITIVE_TAGS = ['技术好', '服务热情', '环境干净', '沟通耐心', '效果满意', '准时不排队', '性价比高', '手法专业'];
const NEGATIVE_TAGS = ['等待时间长', '效果一般', '推销多', '态度冷淡', '沟通不足'];
const HANDLERS = ['马文涛', '系统管理员', '郭敏'];
const BLOCK_REASONS: Record<number, string> = {
  1: '含辱骂性用语，违反评论规范',
  2: '含广告引流信息',
  3: '含个人联系方式，防止私下引流',
  4: '含竞品信息',
};
const DAY = 86_400_000;

/** ~300 comments over many stores and the last 60 days; those hitting an enabled filter word wait for review. */
export async function seedComments(db: Kysely<Database>, context: SeedContext): Promise<void> {
  const rnd = random(20260310);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rnd() * list.length)];
  const now = Date.now();

  for (const [word, category, enabled, remark] of FILTER_WORDS) {
    await sql`insert into comment_filter_word (word, category, enabled, remark, created_by, created_at, updated_at)
      values (${word}, ${category}, ${enabled}, ${remark}, '系统管理员', ${new Date(now - 90 * DAY)}, ${new Date(now - (enabled ? 90 : 20) * DAY)})`.execute(
      db,
    );
  }
  const enabledWords = FILTER_WORDS.filter((w) => w[2]).map((w) => w[0]);
  const categoryOf = new Map(FILTER_WORDS.map((w) => [w[0], w[1]]));

  const craftsmen = await sql<{
    id: number;
    store_id: number;
  }>`select craftsman_id as id, store_id from craftsman_store where active_status = 1 order by id`.execute(db);
  const byStore = new Map<number, number[]>();
  for (const c of craftsmen.rows) byStore.set(c.store_id, [...(byStore.get(c.store_id) ?? []), c.id]);
  const items = (await sql<{ id: number; item_name: string }>`select id, item_name from item where enabled order by id`.execute(db)).rows;
  // Cuts are what most customers come for.
  const weighted = items.flatMap((i) => (['洗剪吹', '男士精剪', '女士精剪'].includes(i.item_name) ? [i.id, i.id, i.id, i.id] : [i.id]));
  const stores = context.storeIds.filter((id) => byStore.has(id));

  const rows: unknown[][] = [];
  for (let i = 0; i < 300; i++) {
    // Store 1 gets a steady share; the rest spread over most stores.
    const storeId = i % 20 === 0 ? stores[0] : stores[Math.floor(rnd() * Math.min(stores.length, 50))];
    const flagged = i % 25 === 7 || (i % 20 === 0 && i % 40 === 0);
    const [text, sentiment] = flagged
      ? FLAGGED[Math.floor(i / 7) % FLAGGED.length]
      : rnd() < 0.72
        ? pick(TEXTS.filter((t) => t[1] === 2))
        : pick(TEXTS.filter((t) => t[1] < 2));
    // A flagged comment keeps its words (the filter-word tests read them); the others read as different people's.
    const content = flagged ? text : varied(text, i, { after: sentiment === 2 ? REVIEW_VARIANTS.good.after : REVIEW_VARIANTS.poor.after });
    const base = sentiment === 2 ? 5 : sentiment === 1 ? 4 : 2;
    const rating = () => Math.max(1, Math.min(5, base - (rnd() < 0.3 ? 1 : 0) + (sentiment === 0 && rnd() < 0.3 ? -1 : 0)));
    const overall = rating();
    const tags = [...new Set([pick(sentiment === 0 ? NEGATIVE_TAGS : POSITIVE_TAGS), pick(sentiment === 0 ? NEGATIVE_TAGS : POSITIVE_TAGS)])].join(',');
    const daysAgo = i < 12 ? rnd() * 3 : rnd() * 60;
    const commentedAt = new Date(now - daysAgo * DAY);
    commentedAt.setUTCHours(2 + Math.floor(rnd() * 12), Math.floor(rnd() * 60), 0, 0);
    if (commentedAt.getTime() > now) commentedAt.setTime(now - 3_600_000);
    const hits = matchFilterWords(`${content} ${tags}`, enabledWords);
    let status = hits.length ? 0 : 1;
    let handler: string | null = null;
    let handledAt: Date | null = null;
    let note: string | null = null;
    const settle = () => {
      handler = pick(HANDLERS);
      handledAt = new Date(commentedAt.getTime() + (2 + rnd() * 30) * 3_600_000);
      if (handledAt.getTime() > now) handledAt = new Date(now - 60_000);
    };
    if (hits.length && daysAgo > 10) {
      // Older held comments have been decided: contact details, ads and abuse blocked, the rest let through.
      const category = categoryOf.get(hits[0])!;
      settle();
      if (category === 4 && sentiment === 2) {
        status = 1;
        note = '提及竞品但为正常评价，审核通过';
      } else {
        status = 2;
        note = BLOCK_REASONS[category] ?? '违反评论规范';
      }
    } else if (!hits.length && sentiment === 0 && i % 9 === 4 && daysAgo > 5) {
      settle();
      status = 2;
      note = '经核实顾客当日未到店消费，恶意评价';
    }
    const craftsmanId = pick(byStore.get(storeId)!);
    const mobile = `1${pick(['35', '38', '39', '58', '77', '86', '88'])}${String(Math.floor(rnd() * 1e8)).padStart(8, '0')}`;
    rows.push([
      storeId,
      craftsmanId,
      pick(weighted),
      pick(NICKNAMES),
      maskNumber(mobile),
      overall,
      rating(),
      sentiment === 0 && rnd() < 0.5 ? Math.max(1, overall - 1) : rating(),
      Math.max(3, rating()),
      content,
      tags,
      pick([1, 1, 1, 1, 2, 2, 3, 4]),
      commentedAt,
      status,
      hits.length ? hits.join('、') : null,
      handler,
      handledAt,
      note,
      commentedAt,
      handledAt ?? commentedAt,
    ]);
  }
  for (let from = 0; from < rows.length; from += 100) {
    const values = rows.slice(from, from + 100).map((r) => sql`(${sql.join(r)})`);
    await sql`insert into store_comment (store_id, craftsman_id, item_id, customer_nickname, customer_mobile, rating_overall, rating_skill, rating_attitude, rating_environment,
      content, tags, source, commented_at, display_status, matched_words, handler, handled_at, handle_note, created_at, updated_at) values ${sql.join(values)}`.execute(
      db,
    );
  }

  // Store managers read their store's comments.
  await grantStoreManager(db, ['/operate/shop/filterComments'], []);
}

export const step: SeedStep = { order: 80, run: seedComments };
