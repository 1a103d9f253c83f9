import { sql, type Kysely } from 'kysely';
import { hashPassword } from '../../core/passwords.js';
import type { Database } from '../schema.js';
import type { SeedContext, SeedStep } from './context.js';

/**
 * The store-preparation suppliers (issue 16): 16 companies of the four kinds across the four cities,
 * most 合作中, two 暂停合作, one 已终止, rated 2–5 stars, their contacts' mobiles sealed by the vault;
 * one to three portal accounts each (a few without a password yet, the terminated one's disabled).
 * Deterministic and relative to now.
 */
const SUPPLIERS: [name: string, kind: number, contact: string, cityId: number, address: string][] = [
  ['上海筑美装饰工程有限公司', 1, '钱志明', 310000, '上海市闵行区虹梅南路1200号'],
  ['北京华艺建筑装饰有限公司', 1, '冯立新', 110000, '北京市朝阳区酒仙桥路10号'],
  ['杭州匠心装饰设计有限公司', 1, '蒋文博', 330100, '杭州市西湖区天目山路398号'],
  ['深圳鹏装建设工程有限公司', 1, '沈家豪', 440300, '深圳市南山区科苑路15号'],
  ['上海申艺软装家具有限公司', 2, '韩雪', 310000, '上海市嘉定区曹安公路4588号'],
  ['佛山美居美发家具制造有限公司', 2, '杨振华', 440300, '深圳市宝安区福永街道凤凰路8号'],
  ['北京雅座美发椅业有限公司', 2, '朱红', 110000, '北京市大兴区经济技术开发区科创街12号'],
  ['杭州悦家家居有限公司', 2, '秦海', 330100, '杭州市余杭区良渚街道好运街6号'],
  ['上海洁美洗护设备有限公司', 3, '许杰', 310000, '上海市松江区九亭镇涞寅路1888号'],
  ['深圳优声电器设备有限公司', 3, '何晓峰', 440300, '深圳市龙华区民治大道300号'],
  ['北京恒温热水设备有限公司', 3, '吕斌', 110000, '北京市通州区新华西街60号'],
  ['杭州光影照明科技有限公司', 3, '施雨', 330100, '杭州市滨江区江虹路1750号'],
  ['上海丽发美业物料有限公司', 4, '张颖', 310000, '上海市普陀区真北路958号'],
  ['深圳鹏城美发用品有限公司', 4, '孔令辉', 440300, '深圳市罗湖区东门南路2003号'],
  ['北京美佳日化用品有限公司', 4, '曹丽', 110000, '北京市丰台区南四环西路188号'],
  ['杭州西湖印务广告有限公司', 4, '严俊', 330100, '杭州市拱墅区湖州街88号'],
];

/** The other holders of a supplier's accounts (报价员, 项目经理). */
const HOLDERS = ['林晓', '高峰', '罗静', '梁伟', '宋佳', '唐磊', '邓丽', '谢涛', '董明', '潘玲'];

const CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];
/** A valid unified social credit code from its first 17 characters (the check character computed). */
function creditCode(body: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += CHARS.indexOf(body[i]) * WEIGHTS[i];
  return body + CHARS[(31 - (sum % 31)) % 31];
}

async function seedSuppliers(db: Kysely<Database>, { vault }: SeedContext): Promise<void> {
  const now = Date.now();
  const DAY = 86_400_000;
  // One password for every seeded account that has one: hashing is slow, the demo needs no more.
  const pwdHash = await hashPassword('Supplier@2026');
  for (const [i, [name, kind, contact, cityId, address]] of SUPPLIERS.entries()) {
    const mobile = `137${String(21_000_000 + i * 370_111).slice(0, 8)}`;
    const status = i === 6 ? 3 : i === 3 || i === 11 ? 2 : 1;
    const region = String(cityId).slice(0, 6);
    const code = creditCode(`91${region}MA${CHARS[(i * 7) % 31]}${CHARS[(i * 11 + 3) % 31]}${String(1000 + i * 37).slice(-4)}${CHARS[(i * 5 + 9) % 31]}`);
    const createdAt = new Date(now - (400 - i * 19) * DAY);
    const supplier = (
      await sql<{ id: number }>`
      insert into stpr_supplier (supplier_no, name, kind, contact_name, contact_mobile_enc, contact_mobile_hash, credit_code, city_id, address, status, rating, remark, created_by, created_at, updated_at)
      values (${`SP${String(i + 1).padStart(5, '0')}`}, ${name}, ${kind}, ${contact}, ${vault.encrypt(mobile)}, ${vault.lookupHash(mobile)}, ${code}, ${cityId}, ${address},
        ${status}, ${[5, 4, 4, 3, 5, 2, 3, 4][i % 8]}, ${status === 3 ? '多次延期交付，终止合作' : status === 2 ? '质量整改期间暂停派单' : null}, '系统管理员', ${createdAt}, ${createdAt})
      returning id`.execute(db)
    ).rows[0];
    const accounts = 1 + (i % 3);
    for (let k = 0; k < accounts; k++) {
      const hasPwd = (i + k) % 5 !== 4;
      const resetAt = hasPwd ? new Date(createdAt.getTime() + (k + 1) * DAY) : null;
      await sql`insert into stpr_supplier_account (supplier_id, account, holder_name, enabled, pwd_hash, password_set, must_change_pwd, pwd_reset_at, pwd_reset_by,
          last_login_at, created_by, created_at, updated_at)
        values (${supplier.id}, ${`sp${String(i + 1).padStart(3, '0')}_${k + 1}`}, ${k === 0 ? contact : HOLDERS[(i * 2 + k) % HOLDERS.length]},
          ${status === 3 ? 0 : k === 2 ? 0 : 1}, ${hasPwd ? pwdHash : null}, ${hasPwd}, ${!hasPwd || k > 0}, ${resetAt}, ${hasPwd ? '系统管理员' : null},
          ${hasPwd && k === 0 ? new Date(now - (i + 1) * 3600_000 * 5) : null}, '系统管理员', ${createdAt}, ${createdAt})`.execute(db);
    }
    await sql`update stpr_supplier set account_count = ${accounts} where id = ${supplier.id}`.execute(db);
  }
}

export const step: SeedStep = { order: 851, run: seedSuppliers };
