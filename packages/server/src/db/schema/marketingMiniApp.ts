import type { Generated } from 'kysely';

/**
 * Migration 061: the customer mini-program's home modules and notices (/operate/marketing/miniApp
 * 小程序配置). Module augmentation of the shared `Database` interface (db/schema.ts stays others' file).
 */
export interface MarketingMiniAppModuleTable {
  id: Generated<number>;
  module_type: number;
  title: string;
  subtitle: string | null;
  icon_url: string | null;
  link_url: string | null;
  /** null: nationwide. */
  city_id: number | null;
  sort_order: Generated<number>;
  enabled: Generated<boolean>;
  created_by: string | null;
  created_at: Generated<Date | string>;
  updated_at: Generated<Date | string>;
}

export interface MarketingMiniAppNoticeTable {
  id: Generated<number>;
  title: string;
  content: string;
  position: number;
  start_at: Date | string;
  end_at: Date | string;
  status: Generated<number>;
  status_reason: string | null;
  status_by: string | null;
  status_at: Date | string | null;
  created_by: string | null;
  created_at: Generated<Date | string>;
  updated_at: Generated<Date | string>;
}

declare module '../schema.js' {
  interface Database {
    marketing_miniapp_module: MarketingMiniAppModuleTable;
    marketing_miniapp_notice: MarketingMiniAppNoticeTable;
  }
}
