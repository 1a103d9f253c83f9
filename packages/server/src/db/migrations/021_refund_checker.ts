/**
 * Maker-checker on money out (issue 12.17): a refund at or above head office's threshold is
 * approved and confirmed by someone other than the person who asked for it.
 * - finance_setting: head office's finance settings, one row; refund_checker_threshold in yuan
 *   (0: every refund needs a second person).
 * - who asked for each refund, by account id beside the name already kept (rows from before have
 *   only the name, which the rule falls back to): order refunds (manual ones too), card-order
 *   refunds, U-card refunds, and single-card refunds, which become two steps (申请退款 → 退款中 4
 *   → 确认退款), so that a second person can confirm them.
 */
export const up = /* sql */ `
create table finance_setting (
  id smallint primary key default 1 check (id = 1),
  refund_checker_threshold numeric(12, 2) not null default 0 check (refund_checker_threshold >= 0),
  updated_by varchar(40),
  updated_at timestamptz not null default now()
);
insert into finance_setting (id, refund_checker_threshold) values (1, 0);

alter table order_refund add column requested_by_id integer references app_user(id);
alter table card_order add column refund_requested_by_id integer references app_user(id);
alter table ucard_order add column refund_requested_by_id integer references app_user(id);

alter table single_card_order drop constraint single_card_order_status_check;
alter table single_card_order add constraint single_card_order_status_check check (status in (0, 1, 2, 3, 4));
alter table single_card_order add column refund_requested_by varchar(40);
alter table single_card_order add column refund_requested_by_id integer references app_user(id);
alter table single_card_order add column refund_requested_at timestamptz;
`;
