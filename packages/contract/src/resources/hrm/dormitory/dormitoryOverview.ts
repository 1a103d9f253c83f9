import { fields } from '../../../resource/fields.js';
import { defineReport } from '../../../resource/report.js';
import { DormitoryOps, DormitoryPage, DormitoryPath } from './_shared/dormitory.js';

/**
 * /hrm/dormitory/dormitoryOverview 宿舍概况: by city, the dorms, their beds, who sleeps in them today,
 * the vacancy rate, the rent the company pays this month for the leases running this month, and the
 * rent settled from occupants this month. Counted from the tables whenever read (view
 * dormitory_occupancy, one row a dorm); a store manager counts its stores' dorms.
 */
export const dormitoryOverviewReport = defineReport({
  name: 'dormitoryOverview',
  title: '宿舍概览',
  description:
    '按城市统计宿舍、床位与今天的在住人数；空置率 = 1 − 在住 ÷ 床位；本月房租为租期覆盖本月的宿舍月租金合计，本月结算租金为本月已生成的住宿租金扣款。',
  page: DormitoryPage.overview,
  table: 'dormitory_occupancy',
  scope: { by: 'store', field: 'storeId' },
  api: { list: { path: DormitoryPath.overview, method: 'POST' } },
  ops: { export: DormitoryOps.overviewExport },
  // prettier-ignore
  filters: [
    fields.city({ column: 'city_id' }),
    { key: 'storeId', column: 'store_id', label: '附近门店', type: 'store', filter: 'eq' },
  ],
  dimensions: [{ key: 'cityName', label: '城市', type: 'text', width: 120 }],
  // prettier-ignore
  measures: [
    { key: 'dorms', label: '宿舍数', format: 'int', additive: true },
    { key: 'beds', label: '床位数', format: 'int', additive: true },
    { key: 'occupied', label: '在住人数', format: 'int', additive: true },
    { key: 'vacant', label: '空床位', format: 'int', additive: true },
    { key: 'vacancyRate', label: '空置率', format: 'percent', help: '空床位 ÷ 床位数' },
    { key: 'leaseRent', label: '本月房租', format: 'money', additive: true, help: '租期覆盖本月的宿舍月租金合计' },
    { key: 'settledRent', label: '本月结算租金', format: 'money', additive: true, help: '本月已生成的住宿租金扣款合计' },
  ],
  sort: { key: 'beds', dir: 'desc' },
  chart: { type: 'bar', dimension: 'cityName', measures: ['beds', 'occupied'] },
});
