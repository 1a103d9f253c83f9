import { describe, it, expect } from 'vitest';
import { BADGE_KEYS, GROUPS, MODULES, ROUTES, SHIPPED_ROUTES, findRoute } from './routes.js';

/**
 * Routes that deliberately do not live under their group's path prefix:
 * - the spec's "Extra routes" /hairColor, /baseColorFormula, /nursingFormula
 *   (module sassSupport, group /sassSupport/deviceManage, hidden);
 * - the dev-only '/hours' route, filed under the dev group /store-prepare.
 */
const PREFIX_EXCEPTIONS = ['/hairColor', '/baseColorFormula', '/nursingFormula', '/hours'];

/** Names matching the hidden-page pattern that are nonetheless menu pages (feature pages, not forms). */
const HIDDEN_PATTERN = /(Addtion|Detail|Editor|Update|Check|Form(?![a-z]))/; // 'Form' but not 'Formula'
const HIDDEN_PATTERN_EXCEPTIONS = ['/sassSupport/deviceManage/firmwareUpdate', '/procurement/manage/billDetailed'];

/** Paths copied verbatim from spec §2 (typos included). */
const SPOT_PATHS = [
  '/smartMarketing/smartQuery/kidloggerPro',
  '/smartMarketing/smartQuery/performanceAnalysisDetailsRecall',
  '/operate/shop/manageAddtion',
  '/operate/shop/groupBuySearch',
  '/operate/marketing/codeConfige',
  '/operate/marketing/activityAddtionOldmanHaif',
  '/operate/marketingTool/platformCoupon',
  '/operate/coupon-order/index',
  '/operate/financial/bonusPoolOrderList',
  '/operate/redeemPoints/integral_store',
  '/operate/THMember/memberInfo',
  '/operate/hairCircle/ciircleTemplate',
  '/operate/delivery_goods/recommended_level',
  '/operate/targetOrders/appointMissionCheck',
  '/operate/resetBuild/index',
  '/operate/material/materialManage',
  '/operate/store-prepare/progressBoard',
  '/craftsman/informationManage/personnelAllocationGapRulesList',
  '/hrm/bancroft/jobs',
  '/hrm/craftsmanGrowth/hunmanResource',
  '/join/settle/dial',
  '/procurement/clothingMgt/specifyUser',
  '/analysis/store/attendance',
  '/analysis/businessMonitoring/queueState',
  '/marketMap/taskNumber/distributed',
  '/udream/school/r1List',
  '/udream/courseProgress/preEmploymentData',
  '/serviceMange/manage/rank',
  '/xkdQuery/xkdQuery/selfCode',
  '/system/jenkins/jenkinsManage',
  '/system/manage/riskcontrol',
  '/system/miniProgram/log',
  '/monitor/errors/listEvents',
  '/businessAcount/manage/invoice',
  '/sassSupport/deviceManage/hairDemage',
  '/thinkTank/statistics/search',
  '/hairColor',
  '/baseColorFormula',
  '/nursingFormula',
  '/demo/associate',
  '/store-prepare/decorationVersion',
  '/hours',
];

describe('route catalogue (spec §2)', () => {
  it('has no duplicate paths, modules or groups', () => {
    const paths = ROUTES.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(new Set(MODULES.map((m) => m.key)).size).toBe(MODULES.length);
    expect(new Set(GROUPS.map((g) => g.path)).size).toBe(GROUPS.length);
  });

  it('links every route to an existing group and module, and every group to a module', () => {
    const modules = new Set(MODULES.map((m) => m.key));
    const groups = new Map(GROUPS.map((g) => [g.path, g]));
    for (const g of GROUPS) {
      expect(modules.has(g.module), g.path).toBe(true);
      // group paths are /<module>/<key>; the two dev groups are single-segment (/demo, /store-prepare)
      const devGroup = g.module === 'demo' || g.module === 'storePrepareDev';
      expect(devGroup ? g.path === `/${g.key}` : g.path === `/${g.module}/${g.key}`, g.path).toBe(true);
    }
    for (const r of ROUTES) {
      const g = groups.get(r.group);
      expect(g, r.path).toBeDefined();
      expect(modules.has(r.module), r.path).toBe(true);
      expect(g?.module, r.path).toBe(r.module);
    }
    // every module and group is used
    for (const m of MODULES)
      expect(
        ROUTES.some((r) => r.module === m.key),
        m.key,
      ).toBe(true);
    for (const g of GROUPS)
      expect(
        ROUTES.some((r) => r.group === g.path),
        g.path,
      ).toBe(true);
  });

  it('places routes under their group path, except the documented exceptions', () => {
    const offenders = ROUTES.filter((r) => !r.path.startsWith(`${r.group}/`)).map((r) => r.path);
    expect(offenders.sort()).toEqual([...PREFIX_EXCEPTIONS].sort());
    for (const p of ['/hairColor', '/baseColorFormula', '/nursingFormula']) {
      expect(findRoute(p)).toMatchObject({ module: 'sassSupport', group: '/sassSupport/deviceManage', hidden: true });
    }
    expect(findRoute('/hours')).toMatchObject({ module: 'storePrepareDev', devOnly: true });
  });

  it('gives every route a non-empty title, unique within its group', () => {
    for (const g of GROUPS) {
      const titles = ROUTES.filter((r) => r.group === g.path).map((r) => r.title);
      expect(new Set(titles).size, g.path).toBe(titles.length);
    }
    for (const r of ROUTES) {
      expect(r.title.trim(), r.path).not.toBe('');
      expect(r.titleEn.trim(), r.path).not.toBe('');
    }
  });

  it('uses the smart-marketing look exactly under /smartMarketing and /intelligentManagement', () => {
    for (const r of ROUTES) {
      const expected = /^\/(smartMarketing|intelligentManagement)(\/|$)/.test(r.path);
      expect(r.smartLook === true, r.path).toBe(expected);
    }
    expect(ROUTES.filter((r) => r.smartLook).length).toBe(11);
  });

  it('puts badge keys on exactly the 7 badge targets of spec §2 and the franchise badges of spec §7', () => {
    const withBadge = ROUTES.filter((r) => r.badgeKey);
    expect(withBadge.length).toBe(12);
    const expected: Record<string, string> = {
      '/operate/shop/storeTransaction': 'storeTransactionCount',
      '/operate/shop/businessHours': 'bizHoursApprovalCount',
      '/craftsman/attendanceManage/staffMovement': 'staffMovementCount',
      '/hrm/employee/retainJobSuspendSalary': 'retainJobCount',
      '/udream/school/supervision': 'courseSupervisionCount',
      '/craftsman/informationManage/personnelAllocation': 'storeGapApprovalCount',
      '/craftsman/positionManage/approveManage': 'approveManageCount',
      '/join/protocol/join': 'franContractCount',
      '/join/protocol/lease': 'rentContractCount',
      '/join/protocol/finishing': 'decoContractCount',
      '/join/business/joinapply': 'joinApplyCount',
      '/join/settle/receipt': 'paymentAuditCount',
    };
    for (const [path, key] of Object.entries(expected)) {
      expect(findRoute(path)?.badgeKey, path).toBe(key);
      expect(BADGE_KEYS[key as keyof typeof BADGE_KEYS]).toBe(path);
      expect(findRoute(path)?.hidden, path).toBeUndefined();
    }
  });

  it('hides detail / add / edit pages', () => {
    for (const r of ROUTES) {
      const name = r.path.slice(r.path.lastIndexOf('/') + 1);
      if (HIDDEN_PATTERN.test(name) && !HIDDEN_PATTERN_EXCEPTIONS.includes(r.path)) {
        expect(r.hidden, r.path).toBe(true);
      }
    }
    for (const p of HIDDEN_PATTERN_EXCEPTIONS) expect(findRoute(p)?.hidden, p).toBeUndefined();
    const marketingHidden = ROUTES.filter((r) => r.group === '/operate/marketing' && /^\/operate\/marketing\/coupon(Detail|Addtion)[A-Z]/.test(r.path));
    expect(marketingHidden.length).toBe(8);
    expect(marketingHidden.every((r) => r.hidden)).toBe(true);
    const activityAdd = ROUTES.filter((r) => r.path.startsWith('/operate/marketing/activityAddtion'));
    expect(activityAdd.map((r) => r.path.slice('/operate/marketing/activityAddtion'.length)).sort()).toEqual(
      ['Direct', 'Haif', 'Invite', 'NewStore', 'OldmanHaif', 'Share', 'TimeCard'].sort(),
    );
  });

  it('marks dev-only and public routes', () => {
    const dev = ROUTES.filter((r) => r.devOnly);
    expect(dev.map((r) => r.module).every((m) => m === 'demo' || m === 'storePrepareDev')).toBe(true);
    expect(ROUTES.filter((r) => r.module === 'demo').length).toBe(7);
    expect(ROUTES.filter((r) => r.module === 'storePrepareDev').length).toBe(8);
    expect(dev.length).toBe(15);
    for (const r of ROUTES) {
      expect(r.public === true, r.path).toBe(r.module === 'demo');
      expect(r.devOnly === true, r.path).toBe(r.module === 'demo' || r.module === 'storePrepareDev');
    }
    expect(SHIPPED_ROUTES.some((r) => r.devOnly)).toBe(false);
    expect(SHIPPED_ROUTES.length).toBe(ROUTES.length - dev.length);
  });

  it('watermarks personal-data lists', () => {
    for (const p of [
      '/operate/user/member',
      '/operate/financial/orderlist',
      '/craftsman/craftsman/manage',
      '/hrm/employee/manage',
      '/operate/shop/manageCraftsman',
    ]) {
      expect(findRoute(p)?.watermark, p).toBe(true);
    }
    expect(findRoute('/system/manage/role')?.watermark).toBeUndefined();
  });

  it('contains the spot list of spec paths verbatim', () => {
    const missing = SPOT_PATHS.filter((p) => !findRoute(p));
    expect(missing).toEqual([]);
  });

  it('findRoute normalises hash, query and trailing slash', () => {
    expect(findRoute('#/operate/shop/manage?x=1')?.title).toBe('门店列表');
    expect(findRoute('/operate/shop/manage/')?.title).toBe('门店列表');
    expect(findRoute('/system/manage/operRecords')?.title).toBe('操作记录');
    expect(findRoute('/nope')).toBeUndefined();
  });

  it('has about 410 routes', () => {
    const perModule: Record<string, number> = {};
    for (const r of ROUTES) perModule[r.module] = (perModule[r.module] ?? 0) + 1;
    console.log(
      `routes: total=${ROUTES.length} shipped=${SHIPPED_ROUTES.length} dev=${ROUTES.length - SHIPPED_ROUTES.length} ` +
        `groups=${GROUPS.length} modules=${MODULES.length}\n` +
        Object.entries(perModule)
          .map(([m, n]) => `  ${m}: ${n}`)
          .join('\n'),
    );
    // The spec's shipped catalogue is 414 pages; the 15 dev/test-only pages come on top (429 in all).
    expect(SHIPPED_ROUTES.length).toBeGreaterThanOrEqual(400);
    expect(SHIPPED_ROUTES.length).toBeLessThanOrEqual(420);
    expect(ROUTES.length).toBe(SHIPPED_ROUTES.length + 15);
  });
});
