import { CONTRACT_KIND, CONTRACT_STATUS, FRANCHISEE_STATUS } from '@salon/contract';
import { sql, type Insertable, type Kysely } from 'kysely';
import '../schema/franchise.js';
import type { FranchiseContractTable } from '../schema/franchise.js';
import type { Database } from '../schema.js';
import type { SeedContext, SeedStep } from './context.js';

/**
 * The franchise core's demo data (issue 16): every store of category 加盟 (store.store_type 1) held by
 * a franchisee (a company holding one to three of them, most active, one suspended, one terminated
 * with no store left), and the stores' contracts: a franchise contract each (three-year terms, the
 * older stores on their renewal with the first one 已续签), a rent contract each (five years), a
 * decoration contract around the opening (ended), preferential terms for some. A few end within the
 * expiry window this month and one has passed its end unrenewed, so the badges have a count.
 * Deterministic and relative to today (China).
 */

const DAY = 86_400_000;
/** The scanned first page every demo contract carries (a demo file drawn with the seed). */
const CONTRACT_SCAN = 'seed/franchise/contract-scan.jpg';
const COMPANIES: [string, string, string, string][] = [
  ['上海悦发美业管理有限公司', '张伟', '张伟', '91310115MA1K3A8B2X'],
  ['上海沪美发型设计有限公司', '李娜', '王芳', '91310104MA1FL2C36Q'],
  ['北京京城丽人美发有限公司', '刘强', '刘强', '91110105MA01X8Y97H'],
  ['北京优造型美容美发有限公司', '陈静', '赵磊', '91110108MA04D5KQ1N'],
  ['杭州西子美业有限公司', '杨洋', '杨洋', '91330106MA2H7L3P5E'],
  ['杭州钱塘发艺有限公司', '黄敏', '周杰', '91330102MA27WQ8C4R'],
  ['深圳南山美发连锁有限公司', '吴昊', '吴昊', '91440300MA5F9K2L7T'],
  ['深圳鹏城形象设计有限公司', '郑凯', '孙丽', '91440300MA5G1D6B8U'],
  ['上海申城美业投资有限公司', '马超', '马超', '91310112MA1GB4E21W'],
  ['北京燕园发型工作室有限公司', '胡婷', '胡婷', '91110102MA00K7N53Y'],
];
const LANDLORDS = ['物业管理有限公司', '商业管理有限公司', '置业有限公司', '实业发展有限公司'];
const DECORATORS = ['上海筑美装饰工程有限公司', '北京华艺建筑装饰有限公司', '杭州匠心装饰设计有限公司', '深圳鹏装建设工程有限公司'];
/** The brand's company: party A of every franchise contract (the demo's and the scale seed's). */
export const BRAND_PARTY = '优梦美业连锁管理有限公司';

const isoDay = (ms: number) => new Date(ms + 8 * 3600_000).toISOString().slice(0, 10);
const addYears = (day: string, years: number, minusOneDay = true) => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCFullYear(d.getUTCFullYear() + years);
  return new Date(d.getTime() - (minusOneDay ? DAY : 0)).toISOString().slice(0, 10);
};
const plusDays = (day: string, days: number) => new Date(new Date(`${day}T00:00:00Z`).getTime() + days * DAY).toISOString().slice(0, 10);

async function seedFranchise(db: Kysely<Database>, { vault }: SeedContext): Promise<void> {
  const today = isoDay(Date.now());
  const stores = (
    await sql<{ id: number; city_id: number; store_name: string; open_date: string | null; address: string }>`
      select id, city_id, store_name, open_date::text as open_date, address from store where store_type = 1 order by id`.execute(db)
  ).rows;
  if (!stores.length) return;
  const cityOfCompany = [310000, 310000, 110000, 110000, 330100, 330100, 440300, 440300, 310000, 110000];

  // Franchisees: the last one of the list has terminated (no store now), the one before is suspended.
  const franchisees = await db
    .insertInto('franchisee')
    .values(
      COMPANIES.map(([company, legal, contact, credit], i) => {
        const mobile = `139${String(10_000_000 + i * 7_919_31).slice(0, 8)}`;
        return {
          franchisee_no: `JM${String(i + 1).padStart(4, '0')}`,
          company_name: company,
          credit_code: credit,
          legal_person: legal,
          contact_name: contact,
          contact_mobile_enc: vault.encrypt(mobile),
          contact_mobile_hash: vault.lookupHash(mobile),
          city_id: cityOfCompany[i],
          address: '',
          status:
            i === COMPANIES.length - 1 ? FRANCHISEE_STATUS.terminated : i === COMPANIES.length - 2 ? FRANCHISEE_STATUS.suspended : FRANCHISEE_STATUS.active,
          joined_on: plusDays(today, -(400 + i * 97)),
          remark: null,
          created_by: 'admin',
        };
      }),
    )
    .returning(['id', 'city_id', 'status', 'company_name', 'joined_on'])
    .execute();
  const holders = franchisees.filter((f) => f.status !== FRANCHISEE_STATUS.terminated);

  // Each store goes to a franchisee of its city (round robin), else any holder.
  const turn = new Map<number, number>();
  const owned = stores.map((s) => {
    const ofCity = holders.filter((f) => f.city_id === s.city_id);
    const pool = ofCity.length ? ofCity : holders;
    const n = turn.get(s.city_id) ?? 0;
    turn.set(s.city_id, n + 1);
    const f = pool[n % pool.length];
    const opened = s.open_date && s.open_date < today ? s.open_date : plusDays(today, -200 - s.id * 13);
    return { store: s, franchisee: f, joinedOn: plusDays(opened, -75) };
  });
  await db
    .insertInto('franchise_store')
    .values(owned.map((o) => ({ store_id: o.store.id, franchisee_id: o.franchisee.id, joined_on: o.joinedOn, manager_name: null, created_by: 'admin' })))
    .execute();

  let serial = 0;
  const no = (kind: number, day: string) => `${['', 'JM', 'ZL', 'ZX', 'YH'][kind]}${day.slice(0, 4)}${String(++serial).padStart(5, '0')}`;
  const rows: Insertable<FranchiseContractTable>[] = [];
  /** Indexes into rows: [renewal, the contract it renews]. */
  const renewals: [number, number][] = [];
  /** Terms of `years` from `start`, each renewed by the next, until one reaches past today; the last may end on `lastEnd`. */
  const chain = (
    kind: number,
    start: string,
    years: number,
    lastEnd: string | null,
    row: (start: string, end: string, n: number) => Omit<Insertable<FranchiseContractTable>, 'contract_no' | 'kind' | 'start_date' | 'end_date' | 'status'>,
  ) => {
    let from = start;
    let previous = -1;
    for (let n = 0; ; n++) {
      let to = addYears(from, years);
      const last = to >= today;
      if (last && lastEnd && lastEnd >= from) to = lastEnd;
      if (previous >= 0) renewals.push([rows.length, previous]);
      previous = rows.length;
      rows.push({
        ...row(from, to, n),
        contract_no: no(kind, from),
        kind,
        start_date: from,
        end_date: to,
        status: last || (lastEnd !== null && to === lastEnd) ? CONTRACT_STATUS.inForce : CONTRACT_STATUS.renewed,
      });
      if (last || to === lastEnd) return;
      from = plusDays(to, 1);
    }
  };
  owned.forEach((o, i) => {
    const { store, franchisee } = o;
    const base = {
      store_id: store.id,
      franchisee_id: franchisee.id,
      created_by: 'admin',
      attachments: JSON.stringify([{ name: '协议首页扫描件.jpg', url: `/files/${CONTRACT_SCAN}` }]),
    };
    // Franchise: three-year terms from joining, renewed; every sixth store's term in force ends within the
    // expiry window, the second store's ended 5 days ago without a renewal (已到期).
    const fEnd = i % 6 === 0 ? plusDays(today, 3 + (i % 20)) : i === 1 ? plusDays(today, -5) : null;
    chain(CONTRACT_KIND.franchise, o.joinedOn, 3, fEnd, (start, _end, n) => ({
      ...base,
      party_a: BRAND_PARTY,
      party_b: franchisee.company_name,
      signed_on: plusDays(start, n ? -20 : -10),
      amount: n ? '88000.00' : '98000.00',
      deposit: '30000.00',
      remark: n ? '续签，续约费用九折' : '首期加盟',
    }));
    // Rent: five-year terms from 30 days before joining; every seventh store's ends within the window.
    const monthly = 12_000 + ((store.id * 1_370) % 18_000);
    chain(CONTRACT_KIND.rent, plusDays(o.joinedOn, -30), 5, i % 7 === 3 ? plusDays(today, 10 + (i % 15)) : null, (start) => ({
      ...base,
      party_a: `${store.store_name.replace(/店$/, '')}${LANDLORDS[i % LANDLORDS.length]}`,
      party_b: franchisee.company_name,
      signed_on: plusDays(start, -7),
      amount: (monthly * 12).toFixed(2),
      deposit: (monthly * 3).toFixed(2),
      remark: `月租金${monthly}元，押三付三`,
    }));
    // Decoration: 60 days before the opening (long ended); the last store is being refitted now (ends in 12 days).
    const dStart = plusDays(o.joinedOn, 5);
    rows.push({
      ...base,
      contract_no: no(CONTRACT_KIND.decoration, dStart),
      kind: CONTRACT_KIND.decoration,
      party_a: franchisee.company_name,
      party_b: DECORATORS[i % DECORATORS.length],
      signed_on: plusDays(dStart, -3),
      start_date: dStart,
      end_date: plusDays(dStart, 60),
      amount: (260_000 + ((store.id * 7_300) % 120_000)).toFixed(2),
      deposit: '0.00',
      status: CONTRACT_STATUS.inForce,
      remark: '门店首次装修',
    });
    if (i === owned.length - 1) {
      const refit = plusDays(today, -48);
      rows.push({
        ...base,
        contract_no: no(CONTRACT_KIND.decoration, refit),
        kind: CONTRACT_KIND.decoration,
        party_a: franchisee.company_name,
        party_b: DECORATORS[(i + 1) % DECORATORS.length],
        signed_on: plusDays(refit, -5),
        start_date: refit,
        end_date: plusDays(today, 12),
        amount: '86000.00',
        deposit: '0.00',
        status: CONTRACT_STATUS.inForce,
        remark: '门店局部翻新',
      });
    }
    // Preferential terms for every third store: a year of reduced management fees.
    if (i % 3 === 2) {
      const yStart = plusDays(today, -120 - i * 9);
      rows.push({
        ...base,
        contract_no: no(CONTRACT_KIND.favored, yStart),
        kind: CONTRACT_KIND.favored,
        party_a: BRAND_PARTY,
        party_b: franchisee.company_name,
        signed_on: yStart,
        start_date: yStart,
        end_date: addYears(yStart, 1),
        amount: '12000.00',
        deposit: '0.00',
        status: CONTRACT_STATUS.inForce,
        remark: '首年管理费减免50%',
      });
    }
  });
  const inserted = await db.insertInto('franchise_contract').values(rows).returning('id').execute();
  for (const [renewal, renewed] of renewals) {
    await db.updateTable('franchise_contract').set({ renewed_from_id: inserted[renewed].id }).where('id', '=', inserted[renewal].id).execute();
  }
}

export const step: SeedStep = { order: 840, run: seedFranchise, files: [{ key: CONTRACT_SCAN, kind: 'photo' }] };
