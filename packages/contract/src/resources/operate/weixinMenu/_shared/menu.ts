import { z } from 'zod';
import { textSchema } from '../../../../api/zod.js';
import { defineEndpoint, instant } from '../../../../resource/endpoint.js';

/**
 * The official accounts' custom menus (公众号菜单), one page per account: a tree of at most 3 top
 * entries with at most 5 children each, edited as a draft and published; every publish is logged
 * with the menu as published. What WeChat's menu API takes: an entry is a click (a key the
 * account's server answers), a view (a web page) or a miniprogram (appid and page path, with a
 * web page for old clients); a top entry with children has no type of its own.
 */
export const WX_MENU_ACCOUNTS = {
  udream: { page: '/operate/weixinMenu/udreamMenu', name: '优梦公众号' },
  oh: { page: '/operate/weixinMenu/ohMenu', name: 'OH公众号' },
  gl: { page: '/operate/weixinMenu/glMenu', name: 'GL公众号' },
  family: { page: '/operate/weixinMenu/familyMenu', name: '家庭公众号' },
} as const;
export type WxMenuAccount = keyof typeof WX_MENU_ACCOUNTS;

/** WeChat's limits: 3 top entries, 5 children each; names by display width (a Chinese character counts 2). */
export const WX_MENU_LIMITS = { top: 3, children: 5, topNameWidth: 8, childNameWidth: 16, key: 128, url: 1000 } as const;

export const WX_ENTRY_TYPES = [
  { value: 'click', label: '点击事件' },
  { value: 'view', label: '跳转网页' },
  { value: 'miniprogram', label: '跳转小程序' },
] as const;
export type WxEntryType = (typeof WX_ENTRY_TYPES)[number]['value'];

/** Display width of a name: a character outside ASCII counts 2 (WeChat measures bytes: 4 Chinese characters top, 8 below). */
export const nameWidth = (name: string) => [...name].reduce((n, c) => n + (c.charCodeAt(0) > 0x7f ? 2 : 1), 0);

const text = (max: number) => textSchema().max(max);
const entryFields = {
  name: text(40),
  type: z.enum(['click', 'view', 'miniprogram']).nullable().optional(),
  key: text(WX_MENU_LIMITS.key).nullable().optional(),
  url: text(WX_MENU_LIMITS.url).nullable().optional(),
  appId: text(40).nullable().optional(),
  pagePath: text(200).nullable().optional(),
};
/** A child entry (no children of its own). */
export const WxMenuChildSchema = z.object(entryFields);
/** A top entry; the arrays take more than WeChat's limits so that the server refuses those in words. */
export const WxMenuEntrySchema = z.object({ ...entryFields, children: z.array(WxMenuChildSchema).max(20) });
export const WxMenuSchema = z.array(WxMenuEntrySchema).max(20);
export type WxMenuChild = z.infer<typeof WxMenuChildSchema>;
export type WxMenuEntry = z.infer<typeof WxMenuEntrySchema>;

const where = (i: number, j?: number) => (j === undefined ? `第${i + 1}个菜单` : `第${i + 1}个菜单的第${j + 1}个子菜单`);

/** The tree's limits, checked on saving a draft and on publishing: true, or the refusal in words. */
export function checkMenuLimits(menu: readonly WxMenuEntry[]): true | string {
  if (menu.length > WX_MENU_LIMITS.top) return `一级菜单最多${WX_MENU_LIMITS.top}个，当前${menu.length}个`;
  for (const [i, entry] of menu.entries()) {
    if (entry.children.length > WX_MENU_LIMITS.children)
      return `${where(i)}「${entry.name || '未命名'}」最多${WX_MENU_LIMITS.children}个子菜单，当前${entry.children.length}个`;
    if (nameWidth(entry.name) > WX_MENU_LIMITS.topNameWidth) return `${where(i)}名称过长：一级菜单最多4个汉字或8个字母`;
    for (const [j, child] of entry.children.entries())
      if (nameWidth(child.name) > WX_MENU_LIMITS.childNameWidth) return `${where(i, j)}名称过长：子菜单最多8个汉字或16个字母`;
  }
  return true;
}

const URL_RE = /^https?:\/\/[^\s]+$/i;

/** One entry that acts (a child, or a top entry without children): its type and what the type needs. */
function checkAction(entry: WxMenuChild, at: string): true | string {
  if (!entry.type) return `${at}「${entry.name}」未选择菜单类型`;
  if (entry.type === 'click' && !entry.key) return `${at}「${entry.name}」是点击事件，请填写事件KEY`;
  if (entry.type === 'view' && !entry.url) return `${at}「${entry.name}」是跳转网页，请填写网页链接`;
  if (entry.type === 'view' && !URL_RE.test(entry.url!)) return `${at}「${entry.name}」的网页链接须以http://或https://开头`;
  if (entry.type === 'miniprogram') {
    if (!entry.appId) return `${at}「${entry.name}」是跳转小程序，请填写小程序AppID`;
    if (!entry.pagePath) return `${at}「${entry.name}」是跳转小程序，请填写小程序页面路径`;
    if (!entry.url || !URL_RE.test(entry.url)) return `${at}「${entry.name}」是跳转小程序，请填写备用网页链接（旧版微信打开）`;
  }
  return true;
}

/** What publishing needs beyond the limits: at least one entry, every name given, every action complete. */
export function checkPublishable(menu: readonly WxMenuEntry[]): true | string {
  const limits = checkMenuLimits(menu);
  if (limits !== true) return limits;
  if (!menu.length) return '菜单为空，至少需要一个菜单才能发布';
  for (const [i, entry] of menu.entries()) {
    if (!entry.name) return `${where(i)}名称为空，不能发布`;
    for (const [j, child] of entry.children.entries()) if (!child.name) return `${where(i, j)}名称为空，不能发布`;
    if (entry.children.length) {
      for (const [j, child] of entry.children.entries()) {
        const ok = checkAction(child, where(i, j));
        if (ok !== true) return ok;
      }
    } else {
      const ok = checkAction(entry, where(i));
      if (ok !== true) return ok;
    }
  }
  return true;
}

/** One line naming the menu's entries: '首页(3) | 预约 | 我的(4)'. */
export const menuSummary = (menu: readonly WxMenuEntry[]) =>
  menu.map((e) => (e.children.length ? `${e.name}(${e.children.length})` : e.name)).join(' | ') || '（空菜单）';

/** What the editor reads: the draft, the menu as published, who changed each and when. */
export const WxMenuStateSchema = z.object({
  account: z.string(),
  accountName: z.string(),
  draft: WxMenuSchema,
  draftUpdatedBy: z.string().nullable(),
  draftUpdatedAt: instant.nullable(),
  published: WxMenuSchema.nullable(),
  publishedVersion: z.number().int(),
  publishedBy: z.string().nullable(),
  publishedAt: instant.nullable(),
  /** The draft differs from the menu as published. */
  changed: z.boolean(),
});
export type WxMenuState = z.infer<typeof WxMenuStateSchema>;

/** Operation codes of one account's page. */
export const wxMenuOps = (account: WxMenuAccount) => ({ edit: `operate:wxMenu:${account}:edit`, publish: `operate:wxMenu:${account}:publish` });

/** The three calls of one account's editor (each under that account's page and operations). */
export function wxMenuEndpoints(account: WxMenuAccount) {
  const { page, name } = WX_MENU_ACCOUNTS[account];
  const ops = wxMenuOps(account);
  return {
    get: defineEndpoint({
      path: `/mgt/wxMenu/${account}/getMenu`,
      method: 'GET',
      permission: { menu: page },
      result: WxMenuStateSchema,
      summary: `${name}菜单：草稿与线上菜单`,
    }),
    save: defineEndpoint({
      path: `/mgt/wxMenu/${account}/saveDraft`,
      method: 'POST',
      permission: { op: ops.edit },
      body: z.object({ menu: WxMenuSchema }),
      result: WxMenuStateSchema,
      summary: `${name}菜单：保存草稿（一级菜单最多3个，每个最多5个子菜单）`,
    }),
    publish: defineEndpoint({
      path: `/mgt/wxMenu/${account}/publish`,
      method: 'POST',
      permission: { op: ops.publish },
      result: WxMenuStateSchema,
      summary: `${name}菜单：发布草稿（名称、类型与链接齐全），记一条发布日志`,
    }),
  };
}

/** The publish log of one account: who published which version, with the menu as published. */
export function wxMenuLogDeclaration<A extends WxMenuAccount>(account: A) {
  const { page, name } = WX_MENU_ACCOUNTS[account];
  const ops = wxMenuOps(account);
  return {
    name: `${account}MenuLog`,
    title: '菜单发布记录',
    page,
    table: 'wx_menu_publish_log',
    scope: { by: 'none' },
    api: {
      list: { path: `/mgt/wxMenu/${account}/queryPublishLogPage`, method: 'POST' },
      detail: { path: `/mgt/wxMenu/${account}/getPublishLog`, method: 'GET' },
    },
    ops: {},
    extraOps: [
      { code: ops.edit, name: `编辑${name}菜单` },
      { code: ops.publish, name: `发布${name}菜单` },
    ],
    defaultSort: { field: 'publishedAt', dir: 'desc' },
    // prettier-ignore
    fields: [
      { key: 'version', label: '版本', type: 'int', list: { width: 70 } },
      { key: 'summary', label: '发布的菜单', type: 'text', list: { width: 360, ellipsis: true } },
      { key: 'topCount', label: '一级菜单数', type: 'int', list: { width: 100 } },
      { key: 'entryCount', label: '菜单项总数', type: 'int', list: { width: 100 } },
      { key: 'publishedBy', label: '发布人', type: 'text', list: { width: 100 }, filter: 'like' },
      { key: 'publishedAt', label: '发布时间', type: 'datetime', list: { width: 160 }, filter: 'dateRange', sortable: true },
    ],
  } as const;
}
