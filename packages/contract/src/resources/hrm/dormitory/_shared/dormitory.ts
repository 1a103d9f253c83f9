import { z } from 'zod';
import { defineEnum } from '../../../../enums/define.js';
import { dateSchema, idSchema } from '../../../../api/zod.js';
import { defineEndpoint } from '../../../../resource/endpoint.js';
import { PayMonth, WageComputeBody } from '../../../craftsman/salaryManagement/_shared/salary.js';

/**
 * What the four /hrm/dormitory pages share: routes, paths, operation codes, enumerations, option
 * lists and the refusals both sides show. 宿舍管理 keeps dorms (the company rents a flat near a
 * store), their beds and who sleeps in which bed from which day to which day; 租金政策 says what an
 * occupant pays a month; 租金结算 turns a month of nights into a deduction on the pay sheet;
 * 宿舍概况 counts beds, occupants and rent by city.
 */
export const DormitoryPage = {
  manage: '/hrm/dormitory/dormitoryManage',
  policy: '/hrm/dormitory/rentalPolicy',
  settlement: '/hrm/dormitory/rentalSettlement',
  overview: '/hrm/dormitory/dormitoryOverview',
} as const;

export const DormitoryPath = {
  dormList: '/mgt/dormitory/queryDormitoryPage',
  dormOptions: '/mgt/dormitory/options',
  bedList: '/mgt/dormitoryBed/queryDormitoryBedPage',
  bedOptions: '/mgt/dormitoryBed/options',
  stayList: '/mgt/dormitoryStay/queryDormitoryStayPage',
  stayCraftsmanOptions: '/mgt/dormitoryStay/craftsmanOptions',
  checkOut: '/mgt/dormitoryStay/checkOut',
  policyList: '/mgt/rentalPolicy/queryRentalPolicyPage',
  policyOptions: '/mgt/rentalPolicy/options',
  settlementList: '/mgt/rentalSettlement/queryRentalSettlementPage',
  generate: '/mgt/rentalSettlement/generate',
  overview: '/mgt/dormitoryOverview/queryDormitoryOverview',
} as const;

export const DormitoryOps = {
  dormAdd: 'hrm:dormitory:add',
  dormEdit: 'hrm:dormitory:edit',
  dormRemove: 'hrm:dormitory:delete',
  dormExport: 'hrm:dormitory:export',
  bedAdd: 'hrm:dormitoryBed:add',
  bedEdit: 'hrm:dormitoryBed:edit',
  bedRemove: 'hrm:dormitoryBed:delete',
  checkIn: 'hrm:dormitoryStay:checkIn',
  checkOut: 'hrm:dormitoryStay:checkOut',
  stayExport: 'hrm:dormitoryStay:export',
  policyAdd: 'hrm:rentalPolicy:add',
  policyEdit: 'hrm:rentalPolicy:edit',
  policyRemove: 'hrm:rentalPolicy:delete',
  policyExport: 'hrm:rentalPolicy:export',
  generate: 'hrm:rentalSettlement:generate',
  settlementExport: 'hrm:rentalSettlement:export',
  overviewExport: 'hrm:dormitoryOverview:export',
} as const;

/** Where a stay stands: 在住 until its check-out day is written, then 已退宿. */
export const DormitoryStayStatus = defineEnum([
  { value: 1, label: '在住', labelEn: 'living', color: 'green' },
  { value: 2, label: '已退宿', labelEn: 'moved out', color: 'default' },
]);
export const STAY_LIVING = 1;
export const STAY_LEFT = 2;

/**
 * How a policy charges an occupant a month: a fixed bed fee, or the dorm's monthly rent shared by
 * its beds (rent ÷ 可住人数) less the company's subsidy.
 */
export const RentalPolicyMode = defineEnum([
  { value: 1, label: '固定床位费', labelEn: 'fixed bed fee', color: 'blue' },
  { value: 2, label: '按床位分摊房租', labelEn: 'share of the rent', color: 'purple' },
]);
export const POLICY_FIXED = 1;
export const POLICY_SHARE = 2;

/** A craftsman who has left (CraftsmanStatus 已离职) is never given a bed. */
export const CRAFTSMAN_DEPARTED = 4;

/** The refusals of the dormitory pages, word for word on both sides. */
export const DormitoryMsg = {
  bedTaken: '该床位在所选日期已有人入住，同一床位的入住时间不能重叠',
  craftsmanLiving: '该手艺人在所选日期已有其他床位的入住记录',
  departed: '该手艺人已离职，不能办理入住',
  craftsmanMissing: '手艺人不存在',
  bedMissing: '床位不存在',
  bedExists: '该宿舍已有相同房间号和床位号的床位',
  overCapacity: (capacity: number) => `床位数不能超过宿舍的可住人数（${capacity}人）`,
  leaseOrder: '租期结束日期不能早于租期开始日期',
  checkOutBefore: '退宿日期不能早于入住日期',
  checkInOutsideLease: '入住日期须在宿舍租期内',
  alreadyLeft: '该入住记录已退宿',
  bedInUse: '该床位有入住记录，不能删除',
  dormInUse: '该宿舍下还有床位，不能删除',
  policyOverlap: (city: string) => `${city}在所选日期已有生效的租金政策，同一城市同一天只能有一条`,
  policyOrder: '失效日期不能早于生效日期',
  policyUsed: '该政策已用于租金结算，不能删除',
  bedFeeRequired: '请输入每月床位费',
  subsidyRequired: '请输入公司补贴比例',
  futureMonth: '不能结算未来月份的租金',
} as const;

/** A policy's dates: it ends on or after its first day. */
export function checkPolicy(v: Record<string, unknown>) {
  if (typeof v.effectiveTo === 'string' && v.effectiveTo && typeof v.effectiveFrom === 'string' && v.effectiveTo < v.effectiveFrom)
    return { field: 'effectiveTo', message: DormitoryMsg.policyOrder };
  return true as const;
}

/** A dorm's lease: it ends on or after its first day. */
export function checkLease(v: Record<string, unknown>) {
  if (typeof v.leaseEnd === 'string' && typeof v.leaseStart === 'string' && v.leaseEnd < v.leaseStart)
    return { field: 'leaseEnd', message: DormitoryMsg.leaseOrder };
  return true as const;
}

const optionList = z.array(z.object({ id: z.number().int(), name: z.string() }));

export const dormitoryOptions = defineEndpoint({
  path: DormitoryPath.dormOptions,
  method: 'GET',
  permission: { menu: DormitoryPage.manage },
  result: optionList,
  summary: '用户门店数据权限内的宿舍（名称与附近门店），供床位表单与筛选选择',
});

export const dormitoryBedOptions = defineEndpoint({
  path: DormitoryPath.bedOptions,
  method: 'GET',
  permission: { menu: DormitoryPage.manage },
  result: optionList,
  summary: '用户门店数据权限内的床位（宿舍 房间 床位），供入住登记选择',
});

export const dormitoryCraftsmanOptions = defineEndpoint({
  path: DormitoryPath.stayCraftsmanOptions,
  method: 'GET',
  permission: { menu: DormitoryPage.manage },
  result: optionList,
  summary: '可以办理入住的手艺人：未离职，归属门店在用户的门店数据权限内',
});

export const rentalPolicyOptions = defineEndpoint({
  path: DormitoryPath.policyOptions,
  method: 'GET',
  permission: { signedIn: true },
  result: optionList,
  summary: '租金政策的名称，供租金结算的筛选选择',
});

export const CheckOutBody = z.object({
  id: idSchema,
  checkOut: dateSchema('退宿日期'),
});

/** 退宿: the stay's last night is the day before `checkOut`; from that day the bed is free again. */
export const dormitoryCheckOut = defineEndpoint({
  path: DormitoryPath.checkOut,
  method: 'POST',
  permission: { op: DormitoryOps.checkOut },
  body: CheckOutBody,
  result: z.object({ id: z.number().int(), checkOut: z.string(), status: z.number().int() }),
  summary: '退宿：写入退宿日期（当天起床位空出），不早于入住日期；已退宿的记录拒绝',
});

/** A store and a pay month, as 计算工资 takes them. */
export const RentGenerateBody = z.object({ storeId: WageComputeBody.shape.storeId, month: PayMonth });

/**
 * 生成结算: a store's craftsmen's rent of a month, one row per stay and policy, rewritten in one
 * transaction (running it again gives the same rows); refused for a future month and for a month
 * whose pay the store has settled.
 */
export const rentalSettlementGenerate = defineEndpoint({
  path: DormitoryPath.generate,
  method: 'POST',
  permission: { op: DormitoryOps.generate },
  body: RentGenerateBody,
  result: z.object({ rows: z.number().int(), craftsmen: z.number().int(), total: z.string() }),
  summary: '生成某门店某月的宿舍租金结算：按入住天数与当日生效的租金政策折算，重复生成结果相同；未来月份、工资已结算的月份拒绝',
});
