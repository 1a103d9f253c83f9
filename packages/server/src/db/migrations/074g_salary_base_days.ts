/**
 * Base wage pro-rated by the days in service (issue 14): a craftsman who enters or leaves within the
 * month is paid the salary level's amount × days employed in the month / days in the month (rounded
 * to the fen); the sheet keeps the level's full amount and both day counts to explain it. Rows
 * computed before stay null (full month). PostgreSQL 15 SQL.
 */
export const up = /* sql */ `
alter table salary_sheet
  add column base_full numeric(12, 2),
  add column base_days smallint check (base_days between 0 and 31),
  add column month_days smallint check (month_days between 28 and 31);
`;
