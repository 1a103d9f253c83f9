import { rentalPolicyResource } from '@salon/contract';
import { resourcePage } from '../../../engine/ResourcePage';

/**
 * /hrm/dormitory/rentalPolicy 租金政策: per city (or the nationwide default) what an occupant pays a
 * month — a fixed bed fee, or the dorm's rent shared by its beds less the company's subsidy — and
 * from when to when; one policy per city on any day.
 */
export default resourcePage(rentalPolicyResource, {
  render: { cityId: (_value, row) => row.cityName ?? '全国默认' },
  formDialog: { intro: () => '不选城市即全国默认政策；同一城市同一天只能有一条生效的政策。' },
});
