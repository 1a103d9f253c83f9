/**
 * Issue 14, the craftsman register (/craftsman/craftsman/manage): what head office keeps of each
 * craftsman beyond 006's base record. PostgreSQL 15 SQL.
 * - station: spec Station (0 craftsman, 1 store manager, ... -1 internet employee);
 * - data_level: the S-level (spec prefix S, DataLevel in contract enums/craftsman.ts), null until rated;
 * - id_card_enc / id_card_hash: the mainland ID number sealed by the field vault (as user mobiles)
 *   and its keyed hash for exact look-ups and uniqueness;
 * - tutor_type: the training tutor kind (spec training course types 0 工艺, 1 男发, 2 女发), null: not a tutor;
 * - leave_date / leave_reason: set when the craftsman departs (spec Leave reason), cleared on re-entry.
 */
export const up = /* sql */ `
alter table craftsman
  add column station smallint not null default 0,
  add column data_level varchar(4),
  add column id_card_enc text,
  add column id_card_hash varchar(64),
  add column tutor_type smallint,
  add column leave_date date,
  add column leave_reason smallint;
create unique index craftsman_id_card_hash_idx on craftsman (id_card_hash) where id_card_hash is not null;
create index craftsman_entry_idx on craftsman (entry_date desc, id desc);
create index craftsman_level_idx on craftsman (level, store_id);
create index craftsman_data_level_idx on craftsman (data_level, store_id);
create index craftsman_tutor_idx on craftsman (tutor_type) where tutor_type is not null;
`;
