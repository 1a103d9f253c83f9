import { GROUPS, MODULES, ROUTES } from '@salon/contract';
import { describe, expect, it } from 'vitest';
import type { SearchablePage } from '../menuRules';
import { matchesPinyin, searchMenu } from './menuSearch';
import { MENU_PINYIN } from './pinyin';

/** The header's menu search: names, pinyin (whole and initials) and the operations a page holds (issue 12.15). */
describe('menu search', () => {
  it('finds a title by its Chinese, its whole pinyin, its initials or a mix, from any character on', () => {
    for (const query of ['门店设置', '设置', 'mendianshezhi', 'mdsz', 'MDSZ', 'mendsz', 'dianshe', 'shez', 'men dian', "men'dian", 'sz']) {
      expect(matchesPinyin('门店设置', query), query).toBe(true);
    }
    for (const query of ['szmd', 'mendianx', 'md设', 'diansheza', 'mzs']) expect(matchesPinyin('门店设置', query), query).toBe(false);
    // zh/ch/sh are initials of their own; Latin letters and digits are themselves; punctuation is passed over.
    expect(matchesPinyin('账号管理', 'zhhgl')).toBe(true);
    expect(matchesPinyin('U卡消费记录', 'ukxf')).toBe(true);
    expect(matchesPinyin('门店筹建（开发）', 'mdcjkf')).toBe(true);
    expect(matchesPinyin('门店筹建（开发）', 'choujiankai')).toBe(true);
  });

  const page = (path: string, trail: string, operations: string[] = []): SearchablePage => ({ path, title: trail.split(' / ').pop()!, trail, operations });
  const pages = [
    page('/operate/financial/orderlist', '营运 / 财务 / 订单列表', ['导出订单', '申请退款', '审核退款', '确认退款']),
    page('/operate/financial/ulcardOrder', '营运 / 财务 / U卡订单', ['退款']),
    page('/operate/shop/manage', '营运 / 门店 / 门店管理', ['新增门店', '编辑门店']),
    page('/system/manage/role', '系统 / 系统管理 / 角色管理', ['新增角色']),
  ];

  it('finds pages by the operations they hold: 退款 finds the refund pages', () => {
    const found = searchMenu(pages, '退款');
    expect(found.map((f) => f.page.path)).toEqual(['/operate/financial/orderlist', '/operate/financial/ulcardOrder']);
    expect(found[0].operations).toEqual(['申请退款', '审核退款', '确认退款']);
    expect(searchMenu(pages, 'tuikuan').map((f) => f.page.path)).toEqual(['/operate/financial/orderlist', '/operate/financial/ulcardOrder']);
  });

  it('puts pages found by their own name before those found by group or operation', () => {
    expect(searchMenu(pages, '门店').map((f) => f.page.path)).toEqual(['/operate/shop/manage']);
    expect(searchMenu(pages, 'dd').map((f) => f.page.path)).toEqual(['/operate/financial/orderlist', '/operate/financial/ulcardOrder']);
    expect(searchMenu(pages, '财务').map((f) => ({ path: f.page.path, operations: f.operations }))).toEqual([
      { path: '/operate/financial/orderlist', operations: [] },
      { path: '/operate/financial/ulcardOrder', operations: [] },
    ]);
    expect(searchMenu(pages, 'js')[0].page.path).toBe('/system/manage/role');
    expect(searchMenu(pages, '  ')).toHaveLength(pages.length);
  });

  it('has a reading for every Chinese character of the catalogue’s menu titles (else run generatePinyin.mjs)', () => {
    const known = new Set(Object.values(MENU_PINYIN).join(''));
    const missing = new Set([...MODULES, ...GROUPS, ...ROUTES].flatMap((t) => [...t.title]).filter((c) => /\p{Script=Han}/u.test(c) && !known.has(c)));
    expect([...missing]).toEqual([]);
    // Every title of the catalogue is found by its initials.
    for (const route of ROUTES.filter((r) => !r.hidden).slice(0, 80)) {
      const initials = [...route.title]
        .map((c) => Object.entries(MENU_PINYIN).find(([, chars]) => chars.includes(c))?.[0][0] ?? (/[a-z0-9]/i.test(c) ? c : ''))
        .join('');
      expect(matchesPinyin(route.title, initials), `${route.title} ${initials}`).toBe(true);
    }
  });
});
