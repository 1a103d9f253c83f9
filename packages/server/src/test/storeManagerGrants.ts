/**
 * What the seeds grant the 店长 role in the craftsmen module (seeds 700–750): the store's own craftsmen,
 * attendance, staffing and pay pages, and the store's side of their approvals (it applies and
 * withdraws, head office decides). The role and menu tests expect exactly these.
 */
export const CRAFTSMAN_STORE_PAGES = [
  '/craftsman',
  '/craftsman/attendanceManage',
  '/craftsman/attendanceManage/attendance',
  '/craftsman/attendanceManage/attendanceDetail',
  '/craftsman/attendanceManage/transfer',
  '/craftsman/attendanceManage/workRecord',
  '/craftsman/craftsman',
  '/craftsman/craftsman/craftsmanState',
  '/craftsman/craftsman/employeeFeedback',
  '/craftsman/craftsman/jobChange',
  '/craftsman/craftsman/manage',
  '/craftsman/craftsman/priceChange',
  '/craftsman/craftsman/promotionRecord',
  '/craftsman/craftsman/violationRecord',
  '/craftsman/informationManage',
  '/craftsman/informationManage/personnelAllocation',
  '/craftsman/salaryManagement',
  '/craftsman/salaryManagement/complaintDeduction',
  '/craftsman/salaryManagement/performance',
  '/craftsman/salaryManagement/performanceRecord',
  '/craftsman/salaryManagement/processPerformance',
  '/craftsman/salaryManagement/salary',
  '/craftsman/salaryManagement/salaryfund',
  '/craftsman/salaryManagement/wage',
  '/craftsman/salaryManagement/wagesettle',
];

export const CRAFTSMAN_STORE_OPS = [
  'craftsman:attendance:export',
  'craftsman:attendance:leave',
  'craftsman:attendance:supplement',
  'craftsman:craftsmanState:add',
  'craftsman:craftsmanState:cancel',
  'craftsman:employeeFeedback:add',
  'craftsman:position:apply',
  'craftsman:position:withdraw',
  'craftsman:priceChange:apply',
  'craftsman:priceChange:withdraw',
  'craftsman:promotion:apply',
  'craftsman:promotion:withdraw',
  'craftsman:storeGap:apply',
  'craftsman:storeGap:withdraw',
  'craftsman:transfer:apply',
];

/**
 * What the dormitory seed (745) grants the 店长 role: its stores' dorms, beds and stays (宿舍列表: beds
 * added and edited, check-in, check-out, the stays' export), the rent rows of its craftsmen and their
 * export, and the overview; head office keeps the dorms themselves, the policies and 生成结算.
 */
export const DORMITORY_STORE_PAGES = [
  '/hrm',
  '/hrm/dormitory',
  '/hrm/dormitory/dormitoryManage',
  '/hrm/dormitory/rentalSettlement',
  '/hrm/dormitory/dormitoryOverview',
];

export const DORMITORY_STORE_OPS = [
  'hrm:dormitoryBed:add',
  'hrm:dormitoryBed:edit',
  'hrm:dormitoryStay:checkIn',
  'hrm:dormitoryStay:checkOut',
  'hrm:dormitoryStay:export',
  'hrm:rentalSettlement:export',
];

/**
 * What the 会议管理 / 健康证列表 seed (hrmEmployeeAffairs.ts, step 810) grants the 店长 role: the two pages
 * with their menu group (/hrm is in DORMITORY_STORE_PAGES), booking and cancelling meetings, registering and exporting health certificates.
 */
export const HRM_AFFAIRS_STORE_PAGES = ['/hrm/employee', '/hrm/employee/meeting', '/hrm/employee/healthCardList'];

export const HRM_AFFAIRS_STORE_OPS = ['hrm:healthCard:add', 'hrm:healthCard:export', 'hrm:meetingBooking:add', 'hrm:meetingBooking:cancel'];

/**
 * What the departure and retention seed (hrmDepartRetain.ts, step 830) grants the 店长 role: 离职管理 (submit, edit and
 * withdraw the own stores' orders, their files), 离职记录 (read and export), 留职停薪审批 (apply and withdraw);
 * head office reviews, revokes, flags 不再录用, cancels departures, decides applications and keeps 协议管理.
 */
export const DEPART_STORE_PAGES = ['/hrm/employee/dimission', '/hrm/employee/resignationRecord', '/hrm/employee/retainJobSuspendSalary'];

export const DEPART_STORE_OPS = [
  'hrm:depart:edit',
  'hrm:depart:file',
  'hrm:depart:revert',
  'hrm:depart:submit',
  'hrm:dimissionReport:export',
  'hrm:retain:apply',
  'hrm:retain:withdraw',
];

/**
 * What the 担保记录 / 担保考核 / 员工社保 / 工具申请审批 seeds (hrmGuarantee.ts 835, hrmSocialSecurity.ts 836,
 * hrmTools.ts 837) grant the 店长 role: the four pages; registering, revoking and exporting guarantees,
 * exporting the assessments and the enrolments (and the ones flagged); applying for tools, approving,
 * rejecting, issuing, withdrawing and exporting them. Head office closes guarantees, confirms
 * assessments, enrols and keeps the rates and the tool catalogue.
 */
export const HRM_GUARANTEE_STORE_PAGES = [
  '/hrm/employee/guaranteeRecord',
  '/hrm/employee/guaranteeAssessment',
  '/hrm/employee/employeeSocialSecurity',
  '/hrm/employee/approvalToolApply',
];

export const HRM_GUARANTEE_STORE_OPS = [
  'hrm:sponsionRecord:add',
  'hrm:sponsionRecord:revoke',
  'hrm:sponsionRecord:export',
  'hrm:sponsionAssess:export',
  'hrm:socialSecurity:export',
  'hrm:socialSecurity:exportMissing',
  'hrm:toolApply:add',
  'hrm:toolApply:approve',
  'hrm:toolApply:reject',
  'hrm:toolApply:issue',
  'hrm:toolApply:withdraw',
  'hrm:toolApply:export',
];

/**
 * What the recruitment-ledger seed (recruitInterview.ts, step 816) grants the 店长 role: the ledger, the
 * interviews, a candidate's history and the entries of its stores; registering and editing candidates,
 * the interview steps but 更换招聘区域, the exports. 入职审批 stays head office's.
 */
export const RECRUIT_STORE_PAGES = ['/hrm/employee/manage', '/hrm/employee/interviewing', '/hrm/employee/interviewDetail', '/hrm/employee/entry'];

export const RECRUIT_STORE_OPS = [
  'hrm:recruitLedger:add',
  'hrm:recruitLedger:edit',
  'hrm:recruitLedger:export',
  'hrm:recruitInterview:hrInterview',
  'hrm:recruitInterview:modifyInterviewer',
  'hrm:recruitInterview:shiftAdjustment',
  'hrm:recruitInterview:exchangeStatus',
  'hrm:recruitInterview:surveyRegister',
  'hrm:recruitInterview:specialRemark',
  'hrm:recruitEntry:export',
];
