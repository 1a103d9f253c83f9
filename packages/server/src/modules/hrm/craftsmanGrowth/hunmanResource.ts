import { hrByCityReport, hrByLevelReport, hrByPostReport, hrByStationReport, hrByStoreReport, hrByTenureReport } from '@salon/contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { registerReport } from '../../../engine/report.js';
import { chinaToday, cityNameOf, monthsBetween, tenureBand, yearStart } from './_shared/growth.js';

const served = monthsBetween(sql`t.entry_date`, chinaToday);
const measures = {
  headCount: sql`count(*)`,
  male: sql`count(*) filter (where t.gender = 1)`,
  female: sql`count(*) filter (where t.gender = 0)`,
  joinedYear: sql`count(*) filter (where t.entry_date >= ${yearStart})`,
  avgMonths: sql`avg(${served})`,
};

/**
 * /hrm/craftsmanGrowth/hunmanResource 人力资源概况: craftsmen in service today (in the register, not
 * departed, entered by today) grouped by station, level, post, city, store or months served.
 */
export function registerHunmanResource(app: FastifyInstance): void {
  const conditions = () => [sql`t.status <> 4`, sql`t.entry_date <= ${chinaToday}`];
  const common = { conditions, measures };
  registerReport(app, hrByStationReport, { ...common, dimensions: { station: sql`t.station` } });
  registerReport(app, hrByLevelReport, { ...common, dimensions: { level: sql`t.level` } });
  registerReport(app, hrByPostReport, { ...common, dimensions: { craftsmanType: sql`t.craftsman_type` } });
  registerReport(app, hrByCityReport, { ...common, dimensions: { cityName: cityNameOf(sql`st.city_id`) } });
  registerReport(app, hrByStoreReport, { ...common, dimensions: { storeName: sql`st.store_name` } });
  registerReport(app, hrByTenureReport, { ...common, dimensions: { tenure: tenureBand(served) } });
}
