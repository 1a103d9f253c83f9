/**
 * Page-route catalogue of spec §2 "Screens and routes" (lazy-loaded pages, extra routes,
 * dev/test-only routes) and the "Menu badge targets" paragraph, written as data.
 *
 * Paths are spelled exactly as the spec spells them, typos included
 * (manageAddtion, ciircleTemplate, businessAcount, serviceMange, sassSupport, codeConfige,
 * hunmanResource, hairDemage, ...). The spec's shorthand is expanded:
 * "/analysis/: store (service, business)" gives /analysis/store/service, /analysis/store/business.
 *
 * Public routes /login and /retrievePassword are not part of this catalogue (they are not
 * built from the menu); /demo pages are dev-only and public.
 */

/** Top-level menu entry (depth 0). */
export interface ModuleDef {
  key: string;
  title: string;
  titleEn: string;
  icon?: string;
}

/** Second-level menu entry (depth 1). */
export interface GroupDef {
  module: string;
  key: string;
  path: string;
  title: string;
  titleEn: string;
}

/** A page (depth 2 leaf, or a hidden page reached from another page). */
export interface RouteDef {
  /** Full hash path, e.g. '/operate/shop/manage'. */
  path: string;
  /** Module key, e.g. 'operate'. */
  module: string;
  /** Group path, e.g. '/operate/shop'. */
  group: string;
  /** Chinese page title (also the document title). */
  title: string;
  titleEn: string;
  /** Detail / add / edit / editor pages reached from another page; not shown in the menu. */
  hidden?: boolean;
  /** One of the menu badge targets (spec §2's seven, and §7's franchise badges). */
  badgeKey?: string;
  /** Pages under /smartMarketing and /intelligentManagement use the smart-marketing look. */
  smartLook?: boolean;
  /** Pages that show personal data (member / customer / craftsman / employee / order lists). */
  watermark?: boolean;
  /** Dev/test builds only, not enabled in the shipped configuration. */
  devOnly?: boolean;
  /** Skips the login check. */
  public?: boolean;
}

/**
 * Badge keys of the menu badge targets: the 7 of spec §2 "Menu badge targets", then the franchise
 * badges spec §7 names ("Menu badges": queryApplyStoreCount …), each on the page whose records it counts.
 */
export const BADGE_KEYS = {
  storeTransactionCount: '/operate/shop/storeTransaction',
  bizHoursApprovalCount: '/operate/shop/businessHours',
  staffMovementCount: '/craftsman/attendanceManage/staffMovement',
  retainJobCount: '/hrm/employee/retainJobSuspendSalary',
  courseSupervisionCount: '/udream/school/supervision',
  storeGapApprovalCount: '/craftsman/informationManage/personnelAllocation',
  approveManageCount: '/craftsman/positionManage/approveManage',
  // Spec §7's franchise badges beside §2's seven: contracts in force ending within 30 days, per kind.
  franContractCount: '/join/protocol/join',
  rentContractCount: '/join/protocol/lease',
  decoContractCount: '/join/protocol/finishing',
  /** Franchise applications waiting for review (queryApplyStoreCount). */
  joinApplyCount: '/join/business/joinapply',
  /** Payment records waiting for audit (paymentrecord/auditStatuses). */
  paymentAuditCount: '/join/settle/receipt',
} as const;

export type BadgeKey = keyof typeof BADGE_KEYS;

/** Path prefixes whose pages switch to the smart-marketing look. */
export const SMART_LOOK_PREFIXES = ['/smartMarketing', '/intelligentManagement'] as const;

export const MODULES: ModuleDef[] = [
  { key: 'smartMarketing', title: '智能营销', titleEn: 'Smart Marketing', icon: 'smart' },
  { key: 'operate', title: '运营管理', titleEn: 'Operations', icon: 'operate' },
  { key: 'craftsman', title: '手艺人管理', titleEn: 'Craftsmen', icon: 'craftsman' },
  { key: 'hrm', title: '人力资源', titleEn: 'Human Resources', icon: 'hrm' },
  { key: 'join', title: '加盟管理', titleEn: 'Franchise', icon: 'join' },
  { key: 'procurement', title: '采购管理', titleEn: 'Procurement', icon: 'procurement' },
  { key: 'analysis', title: '数据分析', titleEn: 'Analytics', icon: 'analysis' },
  { key: 'marketMap', title: '市场地图', titleEn: 'Market Map', icon: 'map' },
  { key: 'udream', title: '学院培训', titleEn: 'Academy & Training', icon: 'school' },
  { key: 'patrol', title: '巡店管理', titleEn: 'Store Patrol', icon: 'patrol' },
  { key: 'serviceMange', title: '客服管理', titleEn: 'Customer Service', icon: 'service' },
  { key: 'transplant', title: '植发管理', titleEn: 'Hair Transplant', icon: 'transplant' },
  { key: 'xkdQuery', title: '小程序查询', titleEn: 'Mini-Program Query', icon: 'query' },
  { key: 'system', title: '系统管理', titleEn: 'System', icon: 'system' },
  { key: 'monitor', title: '前端监控', titleEn: 'Front-end Monitoring', icon: 'monitor' },
  { key: 'businessAcount', title: '企业账户', titleEn: 'Business Accounts', icon: 'company' },
  { key: 'sassSupport', title: '设备支持', titleEn: 'Device Support', icon: 'device' },
  { key: 'thinkTank', title: '智库管理', titleEn: 'Think Tank', icon: 'book' },
  { key: 'demo', title: '组件演示', titleEn: 'Component Demo', icon: 'demo' },
  { key: 'storePrepareDev', title: '门店筹建（开发）', titleEn: 'Store Preparation (dev)', icon: 'build' },
];

/* ------------------------------------------------------------------------------------------ */
/* Compact source table. A page entry is [segment, title, titleEn, flags?]; a segment starting */
/* with '/' is an absolute path (extra / dev routes outside their group's prefix).            */
/* ------------------------------------------------------------------------------------------ */

type PageFlags = Pick<RouteDef, 'hidden' | 'badgeKey' | 'watermark'>;
type PageEntry = readonly [segment: string, title: string, titleEn: string, flags?: PageFlags];
interface GroupSource {
  module: string;
  path: string;
  title: string;
  titleEn: string;
  devOnly?: boolean;
  public?: boolean;
  pages: readonly PageEntry[];
}

const H: PageFlags = { hidden: true };
const W: PageFlags = { watermark: true };
const HW: PageFlags = { hidden: true, watermark: true };
const badge = (badgeKey: BadgeKey, watermark?: boolean): PageFlags => (watermark ? { badgeKey, watermark } : { badgeKey });

const SOURCE: readonly GroupSource[] = [
  /* ---------------------------------- smartMarketing ---------------------------------- */
  {
    module: 'smartMarketing',
    path: '/smartMarketing/smartQuery',
    title: '智能查询',
    titleEn: 'Smart Query',
    pages: [
      ['userStateMonitoring', '用户状态监控', 'User State Monitoring', W],
      ['kidloggerPro', '用户行为日志', 'User Behaviour Logger'],
      ['strategyModeling', '策略建模', 'Strategy Modeling'],
      ['strategyModelingOperation', '策略建模操作', 'Strategy Modeling Operation', H],
      ['performanceAnalysis', '策略效果分析', 'Performance Analysis'],
      ['performanceAnalysisDetails', '效果分析详情', 'Performance Analysis Details', H],
      ['performanceAnalysisDetailsStore', '效果分析门店详情', 'Performance Analysis Store Details', H],
      ['performanceAnalysisDetailsRecall', '效果分析召回详情', 'Performance Analysis Recall Details', H],
      ['strategySms', '策略短信', 'Strategy SMS'],
      ['smsBlockingList', '短信屏蔽名单', 'SMS Blocking List', W],
      ['cityPerformanceAnalysis', '城市效果分析', 'City Performance Analysis'],
    ],
  },
  /* -------------------------------------- operate ------------------------------------- */
  {
    module: 'operate',
    path: '/operate/shop',
    title: '门店管理',
    titleEn: 'Stores',
    pages: [
      ['manage', '门店列表', 'Store List'],
      ['manageService', '门店服务项目', 'Store Service Items'],
      ['manageAddtion', '新增门店', 'Add Store', H],
      ['manageCraftsman', '门店手艺人', 'Store Craftsmen', W],
      ['manageSetting', '门店设置', 'Store Settings'],
      ['notice', '门店公告', 'Store Notices'],
      ['noticeAddtion', '新增公告', 'Add Notice', H],
      ['service', '服务项目管理', 'Service Items'],
      ['workScheduling', '排班配置', 'Work Scheduling'],
      ['acceptance', '门店验收', 'Store Acceptance'],
      ['businessHours', '营业时间审批', 'Business Hours Approval', badge('bizHoursApprovalCount')],
      ['applyNoonWork', '午间营业申请', 'Noon Work Applications'],
      ['anomaly', '门店异常', 'Store Anomalies'],
      ['filterComments', '评论过滤', 'Comment Filtering'],
      ['storePrices', '门店价格', 'Store Prices'],
      ['businessHoursManage', '营业时间管理', 'Business Hours Management'],
      ['storeInventory', '门店盘点', 'Store Inventory'],
      ['storeTransaction', '门店事务', 'Store Transactions', badge('storeTransactionCount')],
      ['groupBuySearch', '团购券查询', 'Group-Buy Voucher Search'],
    ],
  },
  {
    module: 'operate',
    path: '/operate/marketing',
    title: '营销管理',
    titleEn: 'Marketing',
    pages: [
      ['miniApp', '小程序配置', 'Mini App Settings'],
      ['couponDetailMembership', '会员券详情', 'Membership Coupon Detail', H],
      ['couponDetailGift', '礼品券详情', 'Gift Coupon Detail', H],
      ['couponDetailCard', '卡券详情', 'Card Coupon Detail', H],
      ['couponDetailMembercard', '会员卡券详情', 'Member Card Coupon Detail', H],
      ['couponAddtionMembership', '新增会员券', 'Add Membership Coupon', H],
      ['couponAddtionGift', '新增礼品券', 'Add Gift Coupon', H],
      ['couponAddtionCard', '新增卡券', 'Add Card Coupon', H],
      ['couponAddtionMembercard', '新增会员卡券', 'Add Member Card Coupon', H],
      ['generalUpdate', '通用编辑', 'General Update', H],
      ['activityAddtionNewStore', '新增新店活动', 'Add New-Store Activity', H],
      ['activityAddtionHaif', '新增半价活动', 'Add Half-Price Activity', H],
      ['activityAddtionOldmanHaif', '新增老客半价活动', 'Add Returning-Customer Half-Price Activity', H],
      ['activityAddtionShare', '新增分享活动', 'Add Share Activity', H],
      ['activityAddtionInvite', '新增邀请活动', 'Add Invite Activity', H],
      ['activityAddtionDirect', '新增定向发券', 'Add Direct-Send Activity', H],
      ['activityAddtionTimeCard', '新增次卡活动', 'Add Time-Card Activity', H],
      ['activityDetail', '活动详情', 'Activity Detail', H],
      ['advert', '广告管理', 'Adverts'],
      ['qrcode', '二维码管理', 'QR Codes'],
      ['productRecommend', '商品推荐', 'Product Recommendations'],
      ['activity', '活动列表', 'Activities'],
      ['coupon', '优惠券列表', 'Coupons'],
      ['couponAddtion', '新增优惠券', 'Add Coupon', H],
      ['codeConfige', '兑换码配置', 'Redeem Code Configuration'],
    ],
  },
  {
    module: 'operate',
    path: '/operate/marketingTool',
    title: '营销工具',
    titleEn: 'Marketing Tools',
    pages: [['platformCoupon', '平台优惠券', 'Platform Coupons']],
  },
  {
    module: 'operate',
    path: '/operate/coupon-order',
    title: '券订单',
    titleEn: 'Coupon Orders',
    pages: [['index', '券订单列表', 'Coupon Order List', W]],
  },
  {
    module: 'operate',
    path: '/operate/financial',
    title: '财务管理',
    titleEn: 'Finance',
    pages: [
      ['balance', '余额管理', 'Balances', W],
      ['orderlist', '订单列表', 'Order List', W],
      ['order', '订单查询', 'Order Search', W],
      ['giftCard', '礼品卡', 'Gift Cards'],
      ['ulcardRecord', 'U卡记录', 'U-Card Records', W],
      ['business', '营业流水', 'Business Turnover'],
      ['accounts', '对账管理', 'Account Reconciliation'],
      ['membership', '会员卡管理', 'Membership Cards', W],
      ['recharge', '充值记录', 'Recharge Records', W],
      ['evasionPayment', '逃单管理', 'Evaded Payments', W],
      ['rewardQuery', '打赏查询', 'Reward Query'],
      ['ulcardOrder', 'U卡订单', 'U-Card Orders', W],
      ['payCardOrder', '储值卡订单', 'Stored-Value Card Orders', W],
      ['singlesCardOrder', '单次卡订单', 'Single-Visit Card Orders', W],
      ['bonusPoolOrderList', '奖金池订单', 'Bonus Pool Orders', W],
    ],
  },
  {
    module: 'operate',
    path: '/operate/enterCulture',
    title: '企业文化',
    titleEn: 'Corporate Culture',
    pages: [
      ['enterMessage', '企业资讯', 'Corporate News'],
      ['operateTools', '运营工具', 'Operating Tools'],
      ['officialWebsiteNews', '官网新闻', 'Official Website News'],
      ['nodePush', '节点推送', 'Milestone Push'],
      ['joinUdream', '加入优梦', 'Join Udream'],
      ['materialLibrary', '素材库', 'Material Library'],
    ],
  },
  {
    module: 'operate',
    path: '/operate/user',
    title: '用户管理',
    titleEn: 'Users',
    pages: [
      ['evaluation', '用户评价', 'User Reviews', W],
      ['member', '会员列表', 'Members', W],
      ['feedback', '用户反馈', 'User Feedback', W],
      ['callQuery', '通话查询', 'Call Query', W],
      ['queuedRecord', '排队记录', 'Queue Records', W],
      ['logOffUser', '注销用户', 'Deregistered Users', W],
      ['queryUser', '用户查询', 'User Query', W],
      ['familyAccount', '家庭账户', 'Family Accounts', W],
      ['userCoupon', '用户优惠券', 'User Coupons', W],
      ['consultReg', '咨询登记', 'Consultation Registrations', W],
      ['absolutelyOrder', '用户订单', 'User Orders', W],
      ['questionnaire', '问卷调查', 'Questionnaires'],
    ],
  },
  {
    module: 'operate',
    path: '/operate/integral',
    title: '积分管理',
    titleEn: 'Points',
    pages: [
      ['record', '积分记录', 'Points Records', W],
      ['exchange', '积分兑换', 'Points Exchange'],
      ['request', '积分申请', 'Points Requests'],
      ['integralGoods', '积分商品', 'Points Goods'],
    ],
  },
  {
    module: 'operate',
    path: '/operate/redeemPoints',
    title: '积分商城',
    titleEn: 'Points Store',
    pages: [
      ['exchangeRecords', '兑换记录', 'Exchange Records', W],
      ['integral_store', '商城商品', 'Store Goods'],
    ],
  },
  {
    module: 'operate',
    path: '/operate/THMember',
    title: 'TH会员',
    titleEn: 'TH Members',
    pages: [
      ['memberInfo', '会员信息', 'Member Info', W],
      ['recharge', '会员充值', 'Member Recharges', W],
      ['consumption', '会员消费', 'Member Consumption', W],
    ],
  },
  {
    module: 'operate',
    path: '/operate/hairCircle',
    title: '发圈管理',
    titleEn: 'Hair Circle',
    pages: [
      ['manageReview', '内容审核', 'Content Review'],
      ['manageList', '内容列表', 'Content List'],
      ['manageLabel', '标签管理', 'Labels'],
      ['ciircleTemplate', '发圈模板', 'Circle Templates'],
      ['fromMgmt', '来源管理', 'Source Management'],
      ['userImageReview', '用户图片审核', 'User Image Review'],
      ['userImageReviewDetail', '用户图片审核详情', 'User Image Review Detail', H],
    ],
  },
  {
    module: 'operate',
    path: '/operate/delivery_goods',
    title: '配送商品',
    titleEn: 'Delivery Goods',
    pages: [
      ['delivery_goods', '配送商品列表', 'Delivery Goods List'],
      ['source_statistics', '来源统计', 'Source Statistics'],
      ['delivery_order', '配送订单', 'Delivery Orders', W],
      ['otherGoodsOrder', '其他商品订单', 'Other Goods Orders', W],
      ['recommended_level', '推荐等级', 'Recommendation Levels'],
    ],
  },
  {
    module: 'operate',
    path: '/operate/targetOrders',
    title: '目标管理',
    titleEn: 'Targets',
    pages: [
      ['targetOrders', '目标订单', 'Target Orders'],
      ['personnel', '人员目标', 'Personnel Targets'],
      ['newRetention', '新客留存', 'New-Customer Retention'],
      ['regularRetention', '老客留存', 'Regular-Customer Retention'],
      ['specificRetention', '指定客留存', 'Specific-Customer Retention'],
      ['targetPerform', '目标达成', 'Target Performance'],
      ['derivative', '衍生目标', 'Derivative Targets'],
      ['retentionRate', '留存率', 'Retention Rate'],
      ['shopProgress', '门店进度', 'Store Progress'],
      ['serviceStar', '服务之星', 'Service Stars'],
      ['appointMission', '指派任务', 'Assigned Missions'],
      ['appointMissionAddtion', '新增指派任务', 'Add Assigned Mission', H],
      ['appointMissionCheck', '指派任务审核', 'Assigned Mission Check', H],
    ],
  },
  {
    module: 'operate',
    path: '/operate/weixinMenu',
    title: '公众号菜单',
    titleEn: 'WeChat Menus',
    pages: [
      ['udreamMenu', '优梦菜单', 'Udream Menu'],
      ['ohMenu', 'OH菜单', 'OH Menu'],
      ['glMenu', 'GL菜单', 'GL Menu'],
      ['familyMenu', '家庭菜单', 'Family Menu'],
    ],
  },
  {
    module: 'operate',
    path: '/operate/resetBuild',
    title: '门店重装',
    titleEn: 'Store Rebuild',
    pages: [['index', '重装列表', 'Rebuild List']],
  },
  {
    module: 'operate',
    path: '/operate/performanceMgt',
    title: '绩效管理',
    titleEn: 'Performance',
    pages: [
      ['newCityList', '新城市列表', 'New City List'],
      ['guangShenList', '广深列表', 'Guangzhou-Shenzhen List'],
      ['paramConfig', '参数配置', 'Parameter Settings'],
      ['profitExamine', '利润考核', 'Profit Review'],
      ['assessmentRating', '考核评级', 'Assessment Rating'],
      ['allCitys', '全部城市', 'All Cities'],
    ],
  },
  {
    module: 'operate',
    path: '/operate/generalConfig',
    title: '通用配置',
    titleEn: 'General Settings',
    pages: [
      ['answerConfigAI', 'AI问答配置', 'AI Answer Settings'],
      ['percentManage', '比例管理', 'Percentages'],
      ['settleAccounts', '结算配置', 'Settlement Settings'],
      ['commentConfig', '评论配置', 'Comment Settings'],
    ],
  },
  {
    module: 'operate',
    path: '/operate/material',
    title: '物料管理',
    titleEn: 'Materials',
    pages: [['materialManage', '物料列表', 'Material List']],
  },
  {
    module: 'operate',
    path: '/operate/store-prepare',
    title: '门店筹建',
    titleEn: 'Store Preparation',
    pages: [
      ['storePrepare', '筹建列表', 'Preparation List'],
      ['supplierAccount', '供应商账号', 'Supplier Accounts'],
      ['supplierManagement', '供应商管理', 'Suppliers'],
      ['decorationQuotation', '装修报价', 'Decoration Quotations'],
      ['decorationQuotationDetail', '装修报价详情', 'Decoration Quotation Detail', H],
      ['decorationQuotationTemplate', '装修报价模板', 'Decoration Quotation Templates'],
      ['surveyDrawings', '勘测图纸', 'Survey Drawings'],
      ['decorationVersion', '装修版本', 'Decoration Versions'],
      ['progressBoard', '进度看板', 'Progress Board'],
    ],
  },
  /* ------------------------------------- craftsman ------------------------------------ */
  {
    module: 'craftsman',
    path: '/craftsman/craftsman',
    title: '手艺人档案',
    titleEn: 'Craftsman Records',
    pages: [
      ['manage', '手艺人列表', 'Craftsman List', W],
      ['craftsmanState', '手艺人状态', 'Craftsman States', W],
      ['jobChange', '岗位变动', 'Job Changes', W],
      ['manageDatas', '手艺人数据', 'Craftsman Data', W],
      ['serverStars', '服务星级', 'Service Stars'],
      ['violationRecord', '违规记录', 'Violation Records', W],
      ['promotionRecord', '晋升记录', 'Promotion Records', W],
      ['employeeFeedback', '员工反馈', 'Employee Feedback', W],
      ['suggestionFeedback', '建议反馈', 'Suggestions'],
      ['priceChange', '调价记录', 'Price Changes'],
    ],
  },
  {
    module: 'craftsman',
    path: '/craftsman/attendanceManage',
    title: '考勤管理',
    titleEn: 'Attendance',
    pages: [
      ['attendance', '考勤列表', 'Attendance List', W],
      ['attendanceDetail', '考勤详情', 'Attendance Detail', HW],
      ['transfer', '调店记录', 'Store Transfers', W],
      ['workRecord', '工作记录', 'Work Records', W],
      ['staffMovement', '人员调动审批', 'Staff Movement Approval', badge('staffMovementCount', true)],
    ],
  },
  {
    module: 'craftsman',
    path: '/craftsman/salaryManagement',
    title: '薪酬管理',
    titleEn: 'Salaries',
    pages: [
      ['recommendCommission', '推荐提成', 'Referral Commission'],
      ['teachingCommission', '带教提成', 'Teaching Commission'],
      ['wage', '工资管理', 'Wages', W],
      ['salary', '薪资明细', 'Salary Details', W],
      ['salaryfund', '薪资基金', 'Salary Fund'],
      ['performance', '业绩管理', 'Performance'],
      ['wagesettle', '工资结算', 'Wage Settlement', W],
      ['auditDeduction', '审核扣款', 'Audit Deductions'],
      ['performanceRecord', '业绩记录', 'Performance Records'],
      ['recommend', '推荐奖励', 'Referral Rewards'],
      ['complaintDeduction', '投诉扣款', 'Complaint Deductions'],
      ['bonus', '奖金管理', 'Bonuses'],
      ['processPerformance', '流程绩效', 'Process Performance'],
    ],
  },
  {
    module: 'craftsman',
    path: '/craftsman/gradeManage',
    title: '等级管理',
    titleEn: 'Grades',
    pages: [
      ['priceApproval', '调价审批', 'Price Approval'],
      ['datalevel', '数据等级', 'Data Levels'],
      ['approve', '定级审批', 'Grade Approval'],
      ['rGrade', 'R级管理', 'R Grades'],
    ],
  },
  {
    module: 'craftsman',
    path: '/craftsman/positionManage',
    title: '职位管理',
    titleEn: 'Positions',
    pages: [
      ['approveManage', '审批管理', 'Approval Management', badge('approveManageCount')],
      ['manageStar', '星级管理', 'Star Levels'],
      ['supervisorLevel', '主管等级', 'Supervisor Levels'],
    ],
  },
  {
    module: 'craftsman',
    path: '/craftsman/informationManage',
    title: '信息管理',
    titleEn: 'Information',
    pages: [
      ['personnelAllocation', '人员配置', 'Personnel Allocation', badge('storeGapApprovalCount')],
      ['personnelAllocationGapRulesList', '缺口规则列表', 'Gap Rules'],
    ],
  },
  /* ---------------------------------------- hrm --------------------------------------- */
  {
    module: 'hrm',
    path: '/hrm/employee',
    title: '员工管理',
    titleEn: 'Employees',
    pages: [
      ['manage', '员工列表', 'Employee List', W],
      ['dimission', '离职管理', 'Departures', W],
      ['talent', '人才管理', 'Talents', W],
      ['approval', '入职审批', 'Onboarding Approval', W],
      ['interviewing', '面试管理', 'Interviews', W],
      ['interviewDetail', '面试详情', 'Interview Detail', HW],
      ['entry', '入职管理', 'Onboarding', W],
      ['meeting', '会议管理', 'Meetings'],
      ['promotion', '晋升管理', 'Promotions', W],
      ['referrerRelationship', '推荐关系', 'Referrer Relationships', W],
      ['approvalToolApply', '工具申请审批', 'Tool Application Approval'],
      ['guaranteeRecord', '担保记录', 'Guarantee Records', W],
      ['talentPool', '人才池', 'Talent Pool', W],
      ['guaranteeAssessment', '担保考核', 'Guarantee Assessment'],
      ['employeeSocialSecurity', '员工社保', 'Employee Social Security', W],
      ['agreement', '协议管理', 'Agreements', W],
      ['assessment', '考核管理', 'Assessments'],
      ['healthCardList', '健康证列表', 'Health Certificates', W],
      ['resignationRecord', '离职记录', 'Resignation Records', W],
      ['retainJobSuspendSalary', '留职停薪审批', 'Retain-Job Suspended-Salary Approval', badge('retainJobCount', true)],
    ],
  },
  {
    module: 'hrm',
    path: '/hrm/bancroft',
    title: '招聘官网',
    titleEn: 'Careers Site',
    pages: [['jobs', '招聘职位', 'Job Openings']],
  },
  {
    module: 'hrm',
    path: '/hrm/dormitory',
    title: '宿舍管理',
    titleEn: 'Dormitories',
    pages: [
      ['dormitoryOverview', '宿舍概览', 'Dormitory Overview'],
      ['dormitoryManage', '宿舍列表', 'Dormitory List', W],
      ['rentalPolicy', '租房政策', 'Rental Policy'],
      ['rentalSettlement', '租金结算', 'Rental Settlement'],
    ],
  },
  {
    module: 'hrm',
    path: '/hrm/craftsmanGrowth',
    title: '人才发展',
    titleEn: 'Talent Growth',
    pages: [
      ['recruitAnalysis', '招聘分析', 'Recruitment Analysis'],
      ['retainAnalysis', '留存分析', 'Retention Analysis'],
      ['dimissionAnalysis', '离职分析', 'Departure Analysis'],
      ['totalSituation', '总体概况', 'Overall Situation'],
      ['hunmanResource', '人力资源概况', 'Human Resource Overview'],
      ['jobList', '岗位列表', 'Job List'],
      ['hrRegionalAllocation', '区域人力配置', 'Regional HR Allocation'],
      ['recruitmentData', '招聘数据', 'Recruitment Data'],
    ],
  },
  /* --------------------------------------- join --------------------------------------- */
  {
    module: 'join',
    path: '/join/business',
    title: '加盟业务',
    titleEn: 'Franchise Business',
    pages: [
      ['manage', '加盟商列表', 'Franchisees', W],
      ['store', '加盟门店', 'Franchise Stores'],
      ['notices', '加盟公告', 'Franchise Notices'],
      ['noticesAddtion', '新增加盟公告', 'Add Franchise Notice', H],
      ['income', '加盟收入', 'Franchise Income'],
      ['repairlist', '报修列表', 'Repair Requests'],
      ['joinapply', '加盟申请', 'Franchise Applications', badge('joinApplyCount', true)],
      ['feedback', '加盟反馈', 'Franchise Feedback'],
      ['affiliateLead', '加盟线索', 'Franchise Leads', W],
      ['affiliateLeadDetail', '加盟线索详情', 'Franchise Lead Detail', HW],
      ['flowSetting', '流程设置', 'Flow Settings'],
    ],
  },
  {
    module: 'join',
    path: '/join/protocol',
    title: '协议管理',
    titleEn: 'Agreements',
    pages: [
      ['join', '加盟协议', 'Franchise Agreements', badge('franContractCount')],
      ['favored', '优惠协议', 'Preferential Agreements'],
      ['lease', '租赁协议', 'Lease Agreements', badge('rentContractCount')],
      ['finishing', '装修协议', 'Fit-out Agreements', badge('decoContractCount')],
      ['literature', '资料文件', 'Documents'],
    ],
  },
  {
    module: 'join',
    path: '/join/settle',
    title: '结算管理',
    titleEn: 'Settlement',
    pages: [
      ['manage', '结算列表', 'Settlement List'],
      ['labor', '人工费用', 'Labour Costs'],
      ['material', '物料费用', 'Material Costs'],
      ['operation', '运营费用', 'Operating Costs'],
      ['investment', '投资款', 'Investments'],
      ['receipt', '收款记录', 'Receipts', badge('paymentAuditCount')],
      ['depositRefund', '保证金退款', 'Deposit Refunds'],
      ['dial', '拨款管理', 'Disbursements'],
    ],
  },
  {
    module: 'join',
    path: '/join/merchants',
    title: '招商分析',
    titleEn: 'Franchise Recruitment Analysis',
    pages: [
      ['channelAnalysis', '渠道分析', 'Channel Analysis'],
      ['telemarketingAnalysis', '电销分析', 'Telemarketing Analysis'],
      ['merchantsAnalysis', '招商概况', 'Recruitment Overview'],
    ],
  },
  /* ------------------------------------ procurement ----------------------------------- */
  {
    module: 'procurement',
    path: '/procurement/manage',
    title: '采购业务',
    titleEn: 'Purchasing',
    pages: [
      ['shopApply', '门店申购', 'Store Purchase Requests'],
      ['order', '采购订单', 'Purchase Orders'],
      ['newStoreMaterials', '新店物料', 'New-Store Materials'],
      ['bill', '账单管理', 'Bills'],
      ['billDetailed', '账单明细', 'Bill Details'],
      ['stock', '库存管理', 'Stock'],
      ['material', '物料列表', 'Materials'],
      ['materialMonitoring', '物料监控', 'Material Monitoring'],
      ['address', '收货地址', 'Delivery Addresses'],
      ['financialReconciliation', '财务对账', 'Financial Reconciliation'],
      ['takeaway', '自提管理', 'Pick-up'],
      ['materialsTemplate', '物料模板', 'Material Templates'],
    ],
  },
  {
    module: 'procurement',
    path: '/procurement/toolsManagement',
    title: '工具管理',
    titleEn: 'Tools',
    pages: [
      ['toolsApplicationApproval', '工具申请审批', 'Tool Application Approval'],
      ['toolsInStore', '门店工具', 'Tools in Store'],
      ['toolsList', '工具列表', 'Tool List'],
      ['toolWarehousingRecord', '工具入库记录', 'Tool Warehousing Records'],
    ],
  },
  {
    module: 'procurement',
    path: '/procurement/clothingMgt',
    title: '工服管理',
    titleEn: 'Uniforms',
    pages: [
      ['realTimeInventory', '实时库存', 'Real-time Inventory'],
      ['storageRecord', '入库记录', 'Storage Records'],
      ['applyForApproval', '申领审批', 'Request Approval'],
      ['clothingList', '工服列表', 'Uniform List'],
      ['specifyUser', '指定用户', 'Designated Users', W],
      ['clothingRecord', '领用记录', 'Issue Records', W],
    ],
  },
  /* -------------------------------------- analysis ------------------------------------ */
  {
    module: 'analysis',
    path: '/analysis/platform',
    title: '平台分析',
    titleEn: 'Platform',
    pages: [
      ['summary', '平台概况', 'Platform Summary'],
      ['abnormal', '异常分析', 'Anomaly Analysis'],
    ],
  },
  {
    module: 'analysis',
    path: '/analysis/store',
    title: '门店分析',
    titleEn: 'Stores',
    pages: [
      ['summary', '门店概况', 'Store Summary'],
      ['statistics', '门店统计', 'Store Statistics'],
      ['service', '服务分析', 'Service Analysis'],
      ['business', '营业分析', 'Business Analysis'],
      ['attendance', '考勤分析', 'Attendance Analysis'],
    ],
  },
  {
    module: 'analysis',
    path: '/analysis/user',
    title: '用户分析',
    titleEn: 'Users',
    pages: [
      ['repurchase', '复购分析', 'Repurchase Analysis'],
      ['monthlyactive', '月活分析', 'Monthly Active Users'],
      ['familyUserAnalysis', '家庭用户分析', 'Family User Analysis'],
    ],
  },
  {
    module: 'analysis',
    path: '/analysis/craftsman',
    title: '手艺人分析',
    titleEn: 'Craftsmen',
    pages: [
      ['summary', '手艺人概况', 'Craftsman Summary'],
      ['sales', '销售分析', 'Sales Analysis'],
      ['transfer', '调动分析', 'Transfer Analysis'],
    ],
  },
  {
    module: 'analysis',
    path: '/analysis/regional',
    title: '区域分析',
    titleEn: 'Regions',
    pages: [['regionalStatistics', '区域统计', 'Regional Statistics']],
  },
  {
    module: 'analysis',
    path: '/analysis/marketing',
    title: '营销分析',
    titleEn: 'Marketing',
    pages: [
      ['channel', '渠道分析', 'Channel Analysis'],
      ['share', '分享分析', 'Share Analysis'],
      ['invite', '邀请分析', 'Invite Analysis'],
      ['activity', '活动分析', 'Activity Analysis'],
      ['recruitment', '拉新分析', 'Acquisition Analysis'],
    ],
  },
  {
    module: 'analysis',
    path: '/analysis/businessMonitoring',
    title: '经营监控',
    titleEn: 'Business Monitoring',
    pages: [
      ['storeState', '门店状态', 'Store State'],
      ['businessState', '营业状态', 'Business State'],
      ['staffState', '员工状态', 'Staff State'],
      ['queueState', '排队状态', 'Queue State'],
    ],
  },
  {
    module: 'analysis',
    path: '/analysis/dataBoard',
    title: '数据看板',
    titleEn: 'Data Board',
    pages: [
      ['conversionFunnel', '转化漏斗', 'Conversion Funnel'],
      ['entryChannel', '入口渠道', 'Entry Channels'],
    ],
  },
  {
    module: 'analysis',
    path: '/analysis/business',
    title: '经营分析',
    titleEn: 'Business',
    pages: [
      ['volumeRank', '业绩排行', 'Volume Ranking'],
      ['monthly', '月度报表', 'Monthly Report'],
      ['daily', '日报表', 'Daily Report'],
      ['tiktok', '抖音数据', 'TikTok Data'],
      ['dataCapture', '数据采集', 'Data Capture'],
    ],
  },
  /* ------------------------------------- marketMap ------------------------------------ */
  {
    module: 'marketMap',
    path: '/marketMap/manage',
    title: '地图管理',
    titleEn: 'Map Management',
    pages: [
      ['account', '账号管理', 'Accounts'],
      ['mark', '标记管理', 'Markers'],
      ['record', '拜访记录', 'Visit Records'],
      ['log', '操作日志', 'Operation Log'],
      ['storeAudit', '门店审核', 'Store Audit'],
      ['sendStore', '派发门店', 'Store Dispatch'],
    ],
  },
  {
    module: 'marketMap',
    path: '/marketMap/statistics',
    title: '地图统计',
    titleEn: 'Map Statistics',
    pages: [['personnelProgress', '人员进度', 'Personnel Progress']],
  },
  {
    module: 'marketMap',
    path: '/marketMap/taskNumber',
    title: '任务管理',
    titleEn: 'Tasks',
    pages: [['distributed', '已分配任务', 'Distributed Tasks']],
  },
  /* -------------------------------------- udream -------------------------------------- */
  {
    module: 'udream',
    path: '/udream/course',
    title: '课程管理',
    titleEn: 'Courses',
    pages: [['videoCourse', '视频课程', 'Video Courses']],
  },
  {
    module: 'udream',
    path: '/udream/school',
    title: '学院管理',
    titleEn: 'School',
    pages: [
      ['preJobTraining', '岗前培训', 'Pre-Job Training'],
      ['preJobTrainingEditor', '岗前培训编辑', 'Pre-Job Training Editor', H],
      ['advancedTraining', '进阶培训', 'Advanced Training'],
      ['advancedClassEditor', '进阶班级编辑', 'Advanced Class Editor', H],
      ['preJobClass', '岗前班级', 'Pre-Job Classes'],
      ['preJobClassEditor', '岗前班级编辑', 'Pre-Job Class Editor', H],
      ['courseEvaluation', '课程评价', 'Course Evaluations'],
      ['headformRecord', '头模记录', 'Head-Form Records'],
      ['clothingRecord', '工服记录', 'Uniform Records'],
      ['supervision', '课程督导', 'Course Supervision', badge('courseSupervisionCount')],
      ['tagAuth', '标签授权', 'Tag Authorisation'],
      ['labelApproval', '标签审批', 'Label Approval'],
      ['progressTraining', '进度培训', 'Progress Training'],
      ['headformMgt', '头模管理', 'Head-Form Management'],
      ['r1List', 'R1名单', 'R1 List', W],
    ],
  },
  {
    module: 'udream',
    path: '/udream/synthesize',
    title: '综合管理',
    titleEn: 'General',
    pages: [
      ['questiones', '题库管理', 'Question Bank'],
      ['examination', '考试管理', 'Examinations'],
    ],
  },
  {
    module: 'udream',
    path: '/udream/firstLevel',
    title: '一级培训',
    titleEn: 'First-Level Training',
    pages: [
      ['organizeMgt', '组织管理', 'Organisation'],
      ['training', '培训管理', 'Training'],
    ],
  },
  {
    module: 'udream',
    path: '/udream/courseCenter',
    title: '课程中心',
    titleEn: 'Course Center',
    pages: [
      ['courseConfig', '课程配置', 'Course Settings'],
      ['assessmentTemp', '考核模板', 'Assessment Templates'],
    ],
  },
  {
    module: 'udream',
    path: '/udream/courseProgress',
    title: '课程进度',
    titleEn: 'Course Progress',
    pages: [
      ['preJobTrainingProgress', '岗前培训进度', 'Pre-Job Training Progress', W],
      ['assessmentRecord', '考核记录', 'Assessment Records', W],
      ['teachingHeadMold', '教学头模', 'Teaching Head Molds'],
      ['preEmploymentData', '岗前数据', 'Pre-Employment Data'],
    ],
  },
  /* -------------------------------------- patrol -------------------------------------- */
  {
    module: 'patrol',
    path: '/patrol/system',
    title: '巡店系统',
    titleEn: 'Patrol System',
    pages: [
      ['audit', '巡店审核', 'Patrol Audit'],
      ['deviceMgt', '设备管理', 'Devices'],
      ['patrolOnline', '在线巡店', 'Online Patrol'],
      ['patrolPoint', '巡店点位', 'Patrol Points'],
      ['patrolAnalyze', '巡店分析', 'Patrol Analysis'],
      ['patrolMaterial', '巡店素材', 'Patrol Material'],
      ['inspectionSettings', '巡检设置', 'Inspection Settings'],
      ['monitorException', '监控异常', 'Monitor Exceptions'],
      ['sanitaryClock', '卫生打卡', 'Sanitary Check-ins'],
      ['tvManage', '电视管理', 'TV Management'],
    ],
  },
  /* ------------------------------ serviceMange / transplant / xkdQuery ----------------- */
  {
    module: 'serviceMange',
    path: '/serviceMange/manage',
    title: '客服工作台',
    titleEn: 'Service Desk',
    pages: [
      ['statistics', '客服统计', 'Service Statistics'],
      ['recording', '通话录音', 'Call Recordings', W],
      ['deploy', '客服配置', 'Service Settings'],
      ['rank', '客服排行', 'Service Ranking'],
    ],
  },
  {
    module: 'transplant',
    path: '/transplant/transplant',
    title: '植发业务',
    titleEn: 'Transplant Business',
    pages: [
      ['hairRegister', '植发登记', 'Transplant Registrations', W],
      ['hairFollowUp', '植发回访', 'Transplant Follow-ups', W],
    ],
  },
  {
    module: 'xkdQuery',
    path: '/xkdQuery/xkdQuery',
    title: '小程序数据查询',
    titleEn: 'Mini-Program Data Query',
    pages: [
      ['userQuery', '用户查询', 'User Query', W],
      ['serviceOrders', '服务订单', 'Service Orders', W],
      ['marketOrders', '商城订单', 'Mall Orders', W],
      ['selfCode', '自助码', 'Self-Service Codes'],
    ],
  },
  /* -------------------------------------- system -------------------------------------- */
  {
    module: 'system',
    path: '/system/jenkins',
    title: '发布管理',
    titleEn: 'Releases',
    pages: [['jenkinsManage', 'Jenkins构建管理', 'Jenkins Builds']],
  },
  {
    module: 'system',
    path: '/system/manage',
    title: '系统设置',
    titleEn: 'System Settings',
    pages: [
      ['user', '用户管理', 'Users', W],
      ['role', '角色管理', 'Roles'],
      ['menu', '菜单管理', 'Menus'],
      ['configPage', '页面配置', 'Page Settings'],
      ['approvalProcess', '审批流程', 'Approval Processes'],
      ['logs', '数据变更日志', 'Data Change Log'],
      ['decrypt', '数据解密', 'Data Decryption'],
      ['appVersionMge', 'App版本管理', 'App Versions'],
      ['regionalFunctionsConfig', '区域功能配置', 'Regional Function Settings'],
      ['cityConfig', '城市配置', 'City Settings'],
      ['operRecords', '操作记录', 'Operation Records'],
      ['urlSetting', '链接设置', 'URL Settings'],
      ['violationImageReview', '违规图片审核', 'Violation Image Review'],
      ['riskcontrol', '风控管理', 'Risk Control'],
    ],
  },
  {
    module: 'system',
    path: '/system/miniProgram',
    title: '小程序监控',
    titleEn: 'Mini-Program Monitoring',
    pages: [
      ['errorInfo', '错误信息', 'Error Info'],
      ['performance', '性能监控', 'Performance'],
      ['log', '运行日志', 'Runtime Log'],
    ],
  },
  /* -------------------------------------- monitor ------------------------------------- */
  {
    module: 'monitor',
    path: '/monitor/errors',
    title: '错误监控',
    titleEn: 'Errors',
    pages: [
      ['list', '错误列表', 'Error List'],
      ['listDetail', '错误详情', 'Error Detail', H],
      ['listEvents', '错误事件', 'Error Events'],
    ],
  },
  /* ----------------------------------- businessAcount --------------------------------- */
  {
    module: 'businessAcount',
    path: '/businessAcount/manage',
    title: '企业账户管理',
    titleEn: 'Business Account Management',
    pages: [
      ['audit', '企业审核', 'Company Audit'],
      ['companyList', '企业列表', 'Companies'],
      ['companyAccount', '企业账户', 'Company Accounts'],
      ['companyCraftsman', '企业手艺人', 'Company Craftsmen', W],
      ['charge', '充值管理', 'Top-ups'],
      ['invoice', '发票管理', 'Invoices'],
    ],
  },
  /* ------------------------------------ sassSupport ----------------------------------- */
  {
    module: 'sassSupport',
    path: '/sassSupport/deviceManage',
    title: '设备管理',
    titleEn: 'Devices',
    pages: [
      ['deviceList', '设备列表', 'Device List'],
      ['usage', '使用记录', 'Usage Records'],
      ['refuelingRecord', '加料记录', 'Refill Records'],
      ['dyeRecord', '染发记录', 'Dye Records'],
      ['banner', '横幅配置', 'Banners'],
      ['configColor', '颜色配置', 'Colour Settings'],
      ['configColorUpdate', '颜色配置编辑', 'Edit Colour Settings', H],
      ['deviceRankList', '设备排行', 'Device Ranking'],
      ['twoEquipmentList', '二代设备列表', 'Second-Generation Devices'],
      ['targetColorList', '目标色列表', 'Target Colours'],
      ['targetColorForm', '目标色编辑', 'Edit Target Colour', H],
      ['afterSalesRecord', '售后记录', 'After-Sales Records'],
      ['factoryTestRecord', '出厂测试记录', 'Factory Test Records'],
      ['storeArrangement', '门店布设', 'Store Arrangement'],
      ['devicesMonitor', '设备监控', 'Device Monitoring'],
      ['recognitionRecord', '识别记录', 'Recognition Records'],
      ['hairDemage', '发质损伤', 'Hair Damage'],
      // A feature page ("firmware upgrade"), not an edit form: shown in the menu despite 'Update'.
      ['firmwareUpdate', '固件升级', 'Firmware Update'],
      ['hairColor', '发色管理', 'Hair Colours'],
      ['baseColorFormula', '基础色配方', 'Base Colour Formulas'],
      ['nursingFormula', '护理配方', 'Nursing Formulas'],
      // Extra routes of spec §2 (outside the group prefix, hidden from the menu).
      ['/hairColor', '发色展示', 'Hair Colour (standalone)', H],
      ['/baseColorFormula', '基础色配方展示', 'Base Colour Formula (standalone)', H],
      ['/nursingFormula', '护理配方展示', 'Nursing Formula (standalone)', H],
    ],
  },
  /* ------------------------------------- thinkTank ------------------------------------ */
  {
    module: 'thinkTank',
    path: '/thinkTank/manage',
    title: '内容管理',
    titleEn: 'Content',
    pages: [
      ['subject', '专题管理', 'Subjects'],
      ['article', '文章管理', 'Articles'],
      ['appFn', '应用功能', 'App Functions'],
      ['faq', '常见问题', 'FAQ'],
      ['recommend', '推荐管理', 'Recommendations'],
      ['sharePoster', '分享海报', 'Share Posters'],
    ],
  },
  {
    module: 'thinkTank',
    path: '/thinkTank/search',
    title: '搜索管理',
    titleEn: 'Search',
    pages: [
      ['popularKeyword', '热门关键词', 'Popular Keywords'],
      ['summary', '搜索概况', 'Search Summary'],
      ['synonyms', '同义词', 'Synonyms'],
    ],
  },
  {
    module: 'thinkTank',
    path: '/thinkTank/statistics',
    title: '统计分析',
    titleEn: 'Statistics',
    pages: [
      ['behavior', '行为统计', 'Behaviour Statistics'],
      ['search', '搜索统计', 'Search Statistics'],
    ],
  },
  /* ------------------------------- dev/test builds only ------------------------------- */
  {
    module: 'demo',
    path: '/demo',
    title: '组件演示',
    titleEn: 'Component Demo',
    devOnly: true,
    public: true,
    pages: [
      ['input', '输入框', 'Input'],
      ['select', '下拉选择', 'Select'],
      ['checkbox', '复选框', 'Checkbox'],
      ['datePicker', '日期选择', 'Date Picker'],
      ['autoComplete', '自动补全', 'Auto Complete'],
      ['cascader', '级联选择', 'Cascader'],
      ['associate', '联想输入', 'Associate'],
    ],
  },
  {
    module: 'storePrepareDev',
    path: '/store-prepare',
    title: '门店筹建（开发）',
    titleEn: 'Store Preparation (dev)',
    devOnly: true,
    pages: [
      ['index', '筹建首页', 'Preparation Home'],
      ['supplierManagement', '供应商管理', 'Suppliers'],
      ['supplierAccount', '供应商账号', 'Supplier Accounts'],
      ['decorationQuotation', '装修报价', 'Decoration Quotations'],
      ['decorationQuotationTemplate', '装修报价模板', 'Decoration Quotation Templates'],
      ['surveyDrawings', '勘测图纸', 'Survey Drawings'],
      ['decorationVersion', '装修版本', 'Decoration Versions'],
      ['/hours', '营业时段', 'Business Hours (dev)'],
    ],
  },
];

const isSmartLook = (path: string): boolean => SMART_LOOK_PREFIXES.some((p) => path === p || path.startsWith(`${p}/`));

export const GROUPS: GroupDef[] = SOURCE.map((g) => ({
  module: g.module,
  key: g.path.slice(g.path.lastIndexOf('/') + 1),
  path: g.path,
  title: g.title,
  titleEn: g.titleEn,
}));

export const ROUTES: RouteDef[] = SOURCE.flatMap((g) =>
  g.pages.map(([segment, title, titleEn, flags]): RouteDef => {
    const path = segment.startsWith('/') ? segment : `${g.path}/${segment}`;
    const route: RouteDef = { path, module: g.module, group: g.path, title, titleEn };
    if (flags?.hidden) route.hidden = true;
    if (flags?.badgeKey) route.badgeKey = flags.badgeKey;
    if (isSmartLook(path)) route.smartLook = true;
    if (flags?.watermark) route.watermark = true;
    if (g.devOnly) route.devOnly = true;
    if (g.public) route.public = true;
    return route;
  }),
);

/** Routes enabled in the shipped configuration (everything except dev/test-only routes). */
export const SHIPPED_ROUTES: RouteDef[] = ROUTES.filter((r) => !r.devOnly);

const ROUTE_INDEX = new Map<string, RouteDef>(ROUTES.map((r) => [r.path, r]));

/**
 * Looks a page up by path. Accepts a hash ('#/operate/shop/manage'), a query string
 * or a trailing slash, which are stripped before the exact lookup.
 */
export function findRoute(path: string): RouteDef | undefined {
  let p = path.trim();
  if (p.startsWith('#')) p = p.slice(1);
  const q = p.search(/[?#]/);
  if (q >= 0) p = p.slice(0, q);
  if (p.length > 1 && p.endsWith('/')) p = p.slice(0, -1);
  return ROUTE_INDEX.get(p);
}
