import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema.js';
import type { DemoFile, SeedStep } from './context.js';

/**
 * 勘测图纸's demo data (/operate/store-prepare/surveyDrawings, issue 16): the drawings of the projects past
 * 选址 (and the opened ones): the first types for a project at 签约, every type from 勘测设计 on, one or two
 * files a type (pictures drawn with the seed). Deterministic and relative to now.
 */
const TYPES = 7;
const FILES: DemoFile[] = Array.from({ length: TYPES }, (_, i) => ({ key: `seed/store-prepare/drawing-${i + 1}.jpg`, kind: 'material' }));
const NAMES = ['原始建筑图', '现场测量图', '平面布局图', '水电点位图', '天花吊顶图', '立面效果图', '门头招牌图'];
const DAY = 86_400_000;

async function seedDrawings(db: Kysely<Database>): Promise<void> {
  const projects = (
    await sql<{ id: number; store_id: number | null; stage: number; planned_name: string; created_at: Date }>`
      select id, store_id, stage, planned_name, created_at from store_prepare where stage >= 2 order by id`.execute(db)
  ).rows;
  const now = Date.now();
  for (const [i, p] of projects.entries()) {
    const types = p.stage === 2 ? 2 : TYPES;
    for (let type = 1; type <= types; type++) {
      const copies = (i + type) % 3 === 0 ? 2 : 1;
      for (let c = 1; c <= copies; c++) {
        const at = new Date(Math.min(now - 3600_000 * (types - type + 1), p.created_at.getTime() + (5 + type * 3 + c) * DAY));
        await sql`insert into stpr_survey_drawing (prepare_id, store_id, type_id, name, file_url, file_kind, remark, uploaded_by, created_at, updated_at)
          values (${p.id}, ${p.store_id}, ${type}, ${`${p.planned_name}-${NAMES[type - 1]}${copies > 1 ? `（${c}）` : ''}`}, ${`/files/${FILES[type - 1].key}`}, 'image',
            ${c > 1 ? '复测后更新' : null}, ${type <= 2 ? '勘测员 周强' : '设计师 陈晨'}, ${at}, ${at})`.execute(db);
      }
    }
  }
}

export const step: SeedStep = { order: 873, run: seedDrawings, files: FILES };
