/** A store's photo and introduction video: storage paths ('/files/...') of uploaded files. PostgreSQL 15 SQL. */
export const up = /* sql */ `
alter table store add column photo_url varchar(500);
alter table store add column video_url varchar(500);
`;
