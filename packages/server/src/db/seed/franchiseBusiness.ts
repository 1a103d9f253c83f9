import { APPROVAL_KIND, FRANCHISEE_STATUS } from '@salon/contract';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema.js';
import type { SeedStep } from './context.js';

const MANAGERS = [
  '周晓梅',
  '陈志强',
  '李雪',
  '王海燕',
  '赵明',
  '孙佳怡',
  '刘洋',
  '郑丽',
  '黄磊',
  '吴婷',
  '徐静',
  '马俊',
  '朱丹',
  '胡斌',
  '郭芳',
  '何敏',
  '高峰',
  '林菲',
];

/**
 * /join/business's demo data (issue 16): the stores' managers, the reasons of the seeded 暂停合作 and
 * 已解约 franchisees, one store transferred between two franchisees of its city (with its log row), and
 * the approval flows: 加盟申请审核 one step for 超级管理员 (admin decides alone, as before), 收款审核 and
 * 保证金退还 without steps (single-step: any holder of the audit code).
 */
async function seedFranchiseBusiness(db: Kysely<Database>): Promise<void> {
  const stores = (await sql<{ store_id: number }>`select store_id from franchise_store order by store_id`.execute(db)).rows;
  for (const [i, s] of stores.entries())
    await sql`update franchise_store set manager_name = ${MANAGERS[i % MANAGERS.length]} where store_id = ${s.store_id}`.execute(db);

  // Office addresses by city (the core seed left them empty).
  await sql`update franchisee set address = case city_id
      when 310000 then '上海市' || (array['浦东新区张杨路', '徐汇区漕溪北路', '静安区南京西路', '闵行区七莘路'])[1 + id % 4] || (100 + id * 37) || '号'
      when 110000 then '北京市' || (array['朝阳区建国路', '海淀区中关村大街', '西城区金融大街'])[1 + id % 3] || (20 + id * 11) || '号'
      when 330100 then '杭州市' || (array['西湖区文三路', '上城区解放路'])[1 + id % 2] || (50 + id * 13) || '号'
      when 440300 then '深圳市' || (array['南山区科技园南路', '福田区深南大道'])[1 + id % 2] || (1000 + id * 17) || '号'
      else '总部登记地址待补充' end
    where address = ''`.execute(db);
  await sql`update franchisee set status_reason = '门店装修整改期间暂停新店拓展', status_by = '系统管理员', status_at = now() - interval '40 days'
    where status = ${FRANCHISEE_STATUS.suspended}`.execute(db);
  await sql`update franchisee set status_reason = '经营方向调整，协商一致解除加盟关系', status_by = '系统管理员', status_at = now() - interval '120 days'
    where status = ${FRANCHISEE_STATUS.terminated}`.execute(db);

  // A store of a city with two active franchisees goes from the first to the second, 60 days ago.
  const pair = (
    await sql<{ store_id: number; from_id: number; to_id: number; joined_on: string }>`
      select fs.store_id, fs.franchisee_id as from_id, g.id as to_id, fs.joined_on::text as joined_on
      from franchise_store fs join franchisee f on f.id = fs.franchisee_id
      join franchisee g on g.city_id = f.city_id and g.id <> f.id and g.status = ${FRANCHISEE_STATUS.active}
      where f.status = ${FRANCHISEE_STATUS.active}
        and (select count(*) from franchise_store x where x.franchisee_id = f.id) > 1
      order by fs.store_id desc, g.id limit 1`.execute(db)
  ).rows[0];
  if (pair) {
    await sql`update franchise_store set franchisee_id = ${pair.to_id} where store_id = ${pair.store_id}`.execute(db);
    await sql`insert into franchise_store_transfer (store_id, from_franchisee_id, to_franchisee_id, transferred_on, reason, operator, created_at)
      values (${pair.store_id}, ${pair.from_id}, ${pair.to_id}, greatest(${pair.joined_on}::date + 30, (now() at time zone 'Asia/Shanghai')::date - 60),
        '原加盟商收缩门店规模，经总部同意整体转让', '系统管理员', now() - interval '60 days')`.execute(db);
  }

  const superAdmin = (await sql<{ id: number }>`select id from role where code = 'super_admin'`.execute(db)).rows[0];
  if (superAdmin)
    await sql`insert into approval_flow_step (flow_id, step_no, role_id)
      select id, 1, ${superAdmin.id} from approval_flow where kind = ${APPROVAL_KIND.joinApply}`.execute(db);
  await sql`update approval_flow set updated_by = '系统管理员', updated_at = now()`.execute(db);
}

export const step: SeedStep = { order: 860, run: seedFranchiseBusiness };
