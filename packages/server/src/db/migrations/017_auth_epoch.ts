/**
 * The auth epoch: one number that moves whenever anything a request's permission check reads
 * changes (roles, their menus, the menus, a user's roles, stores or status). Each request reads
 * it beside its session (one cheap statement); the grants and store scope of a user are kept in
 * the process until it moves. Statement triggers move it, so a change made anywhere (another
 * process, a script, a test) holds from the very next request.
 */
export const up = /* sql */ `
create table auth_epoch (
  id smallint primary key default 1 check (id = 1),
  version bigint not null default 0
);
insert into auth_epoch (id, version) values (1, 0);
create function bump_auth_epoch() returns trigger language plpgsql as $$ begin update auth_epoch set version = version + 1 where id = 1; return null; end $$;
create trigger role_auth_epoch after insert or update or delete or truncate on role for each statement execute function bump_auth_epoch();
create trigger role_menu_auth_epoch after insert or update or delete or truncate on role_menu for each statement execute function bump_auth_epoch();
create trigger menu_auth_epoch after insert or update or delete or truncate on menu for each statement execute function bump_auth_epoch();
create trigger user_role_auth_epoch after insert or update or delete or truncate on user_role for each statement execute function bump_auth_epoch();
create trigger user_store_auth_epoch after insert or update or delete or truncate on user_store for each statement execute function bump_auth_epoch();
create trigger app_user_auth_epoch after insert or delete or truncate or update of status, all_stores, data_start_date on app_user for each statement execute function bump_auth_epoch();
`;
