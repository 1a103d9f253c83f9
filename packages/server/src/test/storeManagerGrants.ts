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
