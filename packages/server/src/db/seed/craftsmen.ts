import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../schema.js';
import type { SeedContext, SeedStep } from './context.js';

export const SURNAMES =
  '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董潘袁蔡蒋余于杜叶程魏苏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔向汤';
export const GIVEN = [
  '子轩',
  '浩然',
  '宇航',
  '俊杰',
  '梓涵',
  '欣怡',
  '雨桐',
  '思远',
  '嘉怡',
  '晓峰',
  '佳琪',
  '志强',
  '晨曦',
  '一鸣',
  '诗涵',
  '文博',
  '若曦',
  '明轩',
  '雅静',
  '天佑',
  '可馨',
  '泽宇',
  '梦瑶',
  '家豪',
  '雪莹',
  '凯文',
  '靖雯',
  '博涛',
  '丽娜',
  '建华',
];
const LEVELS = ['U1-1', 'U1-2', 'U2', 'U2', 'U3', 'U3', 'U4', 'U5', 'U6', 'U7'];
/** The price grade that goes with a level (a star earns P8 and up). */
const GRADE_OF: Record<string, string> = { 'U1-1': 'P0', 'U1-2': 'P1', U2: 'P2', U3: 'P4', U4: 'P4', U5: 'P6', U6: 'P6', U7: 'P8' };

function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

/**
 * Six to ten craftsmen per store, each serving in the home store; a few also lend a hand in a
 * neighbouring store (not home). Store 1 holds the stylist accounts 林小北 and 何嘉欣.
 */
export async function seedCraftsmen(db: Kysely<Database>, context: SeedContext): Promise<void> {
  const rnd = random(20260601);
  const pick = <T>(list: readonly T[] | string) => list[Math.floor(rnd() * list.length)] as T;
  const linked = new Map(context.userIds.filter((u) => u.account.startsWith('stylist')).map((u) => [u.name, u.id]));
  let serial = 0;
  const rows: Insertable<Database['craftsman']>[] = [];
  const names = new Set<string>();
  for (const [i, storeId] of context.storeIds.entries()) {
    const count = 6 + Math.floor(rnd() * 5);
    for (let k = 0; k < count; k++) {
      serial++;
      let name = i === 0 && k < 2 ? ([...linked.keys()][k] ?? '') : '';
      while (!name || names.has(name)) name = pick<string>(SURNAMES) + pick<string>(GIVEN);
      names.add(name);
      const level = k === 0 ? 'U5' : pick(LEVELS);
      const type = k % 4 === 3 ? 2 : 1;
      const entry = new Date(Date.UTC(2018 + Math.floor(rnd() * 8), Math.floor(rnd() * 12), 1 + Math.floor(rnd() * 27)));
      const status = k === count - 1 && i % 5 === 0 ? 4 : k === count - 2 && i % 7 === 0 ? 2 : 1;
      rows.push({
        employee_no: `UD${String(100000 + serial)}`,
        real_name: name,
        gender: rnd() < 0.55 ? 0 : 1,
        mobile: `1${pick(['35', '37', '38', '39', '52', '58', '86', '88'])}${String(Math.floor(rnd() * 1e8)).padStart(8, '0')}`,
        craftsman_type: type,
        position_type: k === 0 ? 1 : 0,
        level,
        price_grade: level === 'U7' ? pick(['P8', 'P9', 'P10']) : GRADE_OF[level],
        store_id: storeId,
        status,
        entry_date: entry.toISOString().slice(0, 10),
        user_id: linked.get(name) ?? null,
      });
    }
  }
  const inserted: { id: number; store_id: number; status: number }[] = [];
  for (let from = 0; from < rows.length; from += 200) {
    inserted.push(
      ...(await db
        .insertInto('craftsman')
        .values(rows.slice(from, from + 200))
        .returning(['id', 'store_id', 'status'])
        .execute()),
    );
  }
  const links = inserted.map((c) => ({ craftsman_id: c.id, store_id: c.store_id, is_home: true, active_status: c.status === 1 ? 1 : 0 }));
  // Every seventh craftsman also serves the next store part-time.
  for (const [n, c] of inserted.entries()) {
    if (n % 7 !== 3 || c.status !== 1) continue;
    const next = context.storeIds[(context.storeIds.indexOf(c.store_id) + 1) % context.storeIds.length];
    links.push({ craftsman_id: c.id, store_id: next, is_home: false, active_status: n % 2 });
  }
  for (let from = 0; from < links.length; from += 300)
    await db
      .insertInto('craftsman_store')
      .values(links.slice(from, from + 300))
      .execute();
}

export const step: SeedStep = { order: 30, run: seedCraftsmen };
