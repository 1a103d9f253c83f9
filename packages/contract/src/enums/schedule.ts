import { defineEnum } from './define.js';

/** Whether a city's craftsmen schedule through the system (排班配置). */
export const ScheduleConfigStatus = defineEnum([
  { value: 0, label: '已停用', labelEn: 'disabled', color: 'default' },
  { value: 1, label: '已启用', labelEn: 'enabled', color: 'green' },
]);

/** Days of the week, ISO numbering (Monday 1 … Sunday 7). */
export const Weekday = defineEnum([
  { value: 1, label: '周一', labelEn: 'Monday' },
  { value: 2, label: '周二', labelEn: 'Tuesday' },
  { value: 3, label: '周三', labelEn: 'Wednesday' },
  { value: 4, label: '周四', labelEn: 'Thursday' },
  { value: 5, label: '周五', labelEn: 'Friday' },
  { value: 6, label: '周六', labelEn: 'Saturday' },
  { value: 7, label: '周日', labelEn: 'Sunday' },
]);

/** A craftsman's shift on one day of a weekly schedule. */
export const ShiftType = defineEnum([
  { value: 0, label: '休息', labelEn: 'rest', color: 'default' },
  { value: 1, label: '早班', labelEn: 'early shift', color: 'blue' },
  { value: 2, label: '晚班', labelEn: 'late shift', color: 'purple' },
  { value: 3, label: '全天', labelEn: 'full day', color: 'green' },
]);

/** A weekly schedule signed up by the craftsman, then confirmed by the store. */
export const ScheduleRecordStatus = defineEnum([
  { value: 0, label: '待确认', labelEn: 'signed up', color: 'gold' },
  { value: 1, label: '已确认', labelEn: 'confirmed', color: 'green' },
]);

/** What a schedule-records clearing covered. */
export const ScheduleClearScope = defineEnum([
  { value: 1, label: '整个城市', labelEn: 'whole city', color: 'red' },
  { value: 2, label: '单个门店', labelEn: 'one store', color: 'orange' },
]);

/** Which part of the configuration one operation-log entry changed. */
export const ScheduleConfigSection = defineEnum([
  { value: 1, label: '新建城市配置', labelEn: 'city configuration created', color: 'blue' },
  { value: 2, label: '启用配置', labelEn: 'enabled', color: 'green' },
  { value: 3, label: '停用配置', labelEn: 'disabled', color: 'red' },
  { value: 4, label: '手艺人排休规则', labelEn: 'craftsman rest rules' },
  { value: 5, label: '门店每日人数', labelEn: 'store daily limits' },
  { value: 6, label: '打卡限制', labelEn: 'clock-in limits' },
  { value: 7, label: '报名时间', labelEn: 'sign-up window' },
  { value: 8, label: '手艺人报名设置', labelEn: 'craftsman sign-up settings' },
  { value: 9, label: '单独配置门店', labelEn: 'stores with their own configuration', color: 'purple' },
  { value: 10, label: '门店排班规则', labelEn: 'store rules', color: 'purple' },
  { value: 11, label: '门店报名时间', labelEn: 'store sign-up window', color: 'purple' },
]);
