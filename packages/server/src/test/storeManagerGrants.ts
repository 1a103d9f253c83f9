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
 * What the 会议管理 / 健康证列表 seed (hrmEmployeeAffairs.ts, step 810) grants the 店长 role: the two pages
 * with their menu groups, booking and cancelling meetings, registering and exporting health certificates.
 */
export const HRM_AFFAIRS_STORE_PAGES = ['/hrm', '/hrm/employee', '/hrm/employee/meeting', '/hrm/employee/healthCardList'];

export const HRM_AFFAIRS_STORE_OPS = ['hrm:healthCard:add', 'hrm:healthCard:export', 'hrm:meetingBooking:add', 'hrm:meetingBooking:cancel'];
