/**
 * The rows of 数据等级 (one a level of DataLevel, S1..S5) and 星级管理 (one a star, 1..5): reference
 * data every install starts with, edited on their pages, never added or removed (the codes are the
 * contract's enums). PostgreSQL 15 SQL.
 */
export const up = /* sql */ `
insert into craftsman_data_level (code, name, min_performance, min_customers, min_designated_rate, remark) values
  ('S1', '见习', 0, 0, 0, '新入职或数据未达标的手艺人'),
  ('S2', '合格', 800, 4, 0, '能独立承接日常服务'),
  ('S3', '良好', 1500, 8, 10, '有稳定的回头客'),
  ('S4', '优秀', 2500, 12, 20, '门店业绩骨干'),
  ('S5', '卓越', 4000, 18, 30, '区域标杆，优先参与带教');
insert into craftsman_star_rule (star, min_avg_score, min_count, remark) values
  (1, 1.00, 1, '当月有评价即可'),
  (2, 3.00, 1, null),
  (3, 3.50, 2, null),
  (4, 4.20, 2, '门店推荐展示'),
  (5, 4.60, 3, '小程序优先展示');
`;
