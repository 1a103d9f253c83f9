import type { ColumnType, Generated } from 'kysely';

/**
 * Tables of marketing content (migration 060): official-account menus and their publish log, the
 * hair circle, corporate culture, marketing materials, general settings and recompute jobs.
 * Module augmentation of the shared `Database` interface (db/schema.ts stays others' file).
 */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Json = ColumnType<unknown, string, string>;

export interface WxMenuTable {
  account: string;
  draft: Json;
  draft_updated_by: string | null;
  draft_updated_at: Timestamp | null;
  published: ColumnType<unknown, string | null, string | null>;
  published_version: Generated<number>;
  published_by: string | null;
  published_at: Timestamp | null;
}

export interface WxMenuPublishLogTable {
  id: Generated<number>;
  account: string;
  version: number;
  menu: Json;
  top_count: number;
  entry_count: number;
  summary: string;
  published_by: string;
  published_at: Generated<Date>;
}

export interface HairCircleLabelTable {
  id: Generated<number>;
  name: string;
  category: number;
  sort_order: Generated<number>;
  enabled: Generated<boolean>;
  remark: string | null;
  created_by: string | null;
  created_at: CreatedAt;
  updated_by: string | null;
  updated_at: Timestamp;
}

export interface HairCircleSourceTable {
  id: Generated<number>;
  code: string;
  name: string;
  app: number;
  need_review: Generated<boolean>;
  enabled: Generated<boolean>;
  remark: string | null;
  updated_by: string | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface HairCircleTemplateTable {
  id: Generated<number>;
  name: string;
  label_id: number | null;
  title_template: string;
  content_template: string;
  cover_url: string | null;
  sort_order: Generated<number>;
  enabled: Generated<boolean>;
  usage_count: Generated<number>;
  updated_by: string | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface HairCirclePostTable {
  id: Generated<number>;
  post_no: string;
  craftsman_id: number;
  store_id: number;
  source_id: number;
  label_id: number | null;
  template_id: number | null;
  title: string;
  content: string;
  cover_url: string | null;
  image_count: Generated<number>;
  status: Generated<number>;
  is_top: Generated<boolean>;
  like_count: Generated<number>;
  view_count: Generated<number>;
  comment_count: Generated<number>;
  review_remark: string | null;
  reviewer: string | null;
  reviewed_at: Timestamp | null;
  created_by: string | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface UserImageTable {
  id: Generated<number>;
  customer_id: number;
  store_id: number;
  order_id: number | null;
  scene: number;
  image_url: string;
  status: Generated<number>;
  reject_reason: string | null;
  reviewer: string | null;
  reviewed_at: Timestamp | null;
  uploaded_at: Generated<Date>;
}

export interface CultureArticleTable {
  id: Generated<number>;
  channel: number;
  title: string;
  category: number;
  cover_url: string | null;
  summary: string | null;
  content: string;
  author: string | null;
  status: Generated<number>;
  is_top: Generated<boolean>;
  view_count: Generated<number>;
  published_at: Timestamp | null;
  operator: string | null;
  operated_at: Timestamp | null;
  created_by: string | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface CultureToolTable {
  id: Generated<number>;
  name: string;
  category: number;
  link_url: string;
  icon_url: string | null;
  description: string | null;
  audience: Generated<number>;
  sort_order: Generated<number>;
  enabled: Generated<boolean>;
  updated_by: string | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface CultureJobTable {
  id: Generated<number>;
  title: string;
  city_id: number;
  job_type: number;
  headcount: number;
  salary_min: number;
  salary_max: number;
  requirement: string;
  contact_phone: string | null;
  status: Generated<number>;
  applicant_count: Generated<number>;
  operator: string | null;
  operated_at: Timestamp | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface CultureMaterialTable {
  id: Generated<number>;
  name: string;
  kind: number;
  image_url: string | null;
  video_url: string | null;
  copy_text: string | null;
  tags: string | null;
  brand_type: number | null;
  download_count: Generated<number>;
  enabled: Generated<boolean>;
  created_by: string | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface NodePushTable {
  id: Generated<number>;
  title: string;
  content: string;
  audience: number;
  channel: number;
  link_url: string | null;
  push_at: Timestamp;
  status: Generated<number>;
  recipient_count: number | null;
  sent_at: Timestamp | null;
  cancel_reason: string | null;
  operator: string | null;
  operated_at: Timestamp | null;
  created_by: string | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface NodePushLogTable {
  id: Generated<number>;
  push_id: number;
  audience: number;
  channel: number;
  recipient_count: number;
  sent_at: Generated<Date>;
  sender: string;
}

export interface MarketingMaterialTable {
  id: Generated<number>;
  material_no: string;
  name: string;
  kind: number;
  size_spec: string | null;
  image_url: string;
  video_url: string | null;
  brand_type: number | null;
  valid_from: string | null;
  valid_to: string | null;
  status: Generated<number>;
  remark: string | null;
  updated_by: string | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface AiAnswerRuleTable {
  id: Generated<number>;
  title: string;
  keywords: string;
  match_mode: Generated<number>;
  answer: string;
  priority: Generated<number>;
  enabled: Generated<boolean>;
  hit_count: Generated<number>;
  updated_by: string | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface PercentConfigTable {
  id: Generated<number>;
  kind: number;
  store_category: number;
  /** numeric(6,2) */
  rate: string;
  effective_date: string;
  enabled: Generated<boolean>;
  remark: string | null;
  updated_by: string | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface SettleConfigTable {
  id: Generated<number>;
  store_id: number;
  cycle: number;
  settle_day: number;
  fee_rate: string;
  min_amount: Generated<string>;
  account_name: string;
  bank_name: string;
  bank_card: string;
  auto_settle: Generated<boolean>;
  updated_by: string | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface CommentConfigTable {
  id: Generated<number>;
  star: number;
  tag: string;
  sort_order: Generated<number>;
  enabled: Generated<boolean>;
  auto_reply: string | null;
  updated_by: string | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface RecomputeJobTable {
  id: Generated<number>;
  kind: number;
  status: Generated<number>;
  total: Generated<number>;
  processed: Generated<number>;
  changed: Generated<number>;
  batch_size: Generated<number>;
  last_id: Generated<string>;
  result: string | null;
  error: string | null;
  started_by: string;
  created_at: CreatedAt;
  started_at: Timestamp | null;
  finished_at: Timestamp | null;
}

declare module '../schema.js' {
  interface Database {
    wx_menu: WxMenuTable;
    wx_menu_publish_log: WxMenuPublishLogTable;
    hair_circle_label: HairCircleLabelTable;
    hair_circle_source: HairCircleSourceTable;
    hair_circle_template: HairCircleTemplateTable;
    hair_circle_post: HairCirclePostTable;
    user_image: UserImageTable;
    culture_article: CultureArticleTable;
    culture_tool: CultureToolTable;
    culture_job: CultureJobTable;
    culture_material: CultureMaterialTable;
    node_push: NodePushTable;
    node_push_log: NodePushLogTable;
    marketing_material: MarketingMaterialTable;
    ai_answer_rule: AiAnswerRuleTable;
    percent_config: PercentConfigTable;
    settle_config: SettleConfigTable;
    comment_config: CommentConfigTable;
    recompute_job: RecomputeJobTable;
  }
}
