import { commissionRateResource, craftsmanSalaryResource, salaryLevelResource } from '@salon/contract';
import { resourceTabsPage } from '../../../engine/ResourcePage';

/**
 * /craftsman/salaryManagement/wage 工资管理: 薪资等级 (D craftsmen, T managers) and their base wage,
 * 手艺人薪资等级 (each craftsman's level) and 提成比例 (by item category and level, walk-in and designated).
 */
export default resourceTabsPage([
  { label: '薪资等级', def: salaryLevelResource },
  { label: '手艺人薪资等级', def: craftsmanSalaryResource },
  { label: '提成比例', def: commissionRateResource },
]);
