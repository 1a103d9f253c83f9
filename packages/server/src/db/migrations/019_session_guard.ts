/**
 * The session layer's own state (issue 11 items 8 and 9, issue 17):
 * - seen_at_header: every `at` header accepted, kept for its validity window, so a captured call
 *   replays neither after a restart nor on another process (core/replayGuard.ts).
 * - password_check_failure: failed export-password checks, throttled on their own, apart from
 *   sign-in failures (core/loginThrottle.ts).
 * - indexes for the sign-in throttle: failures by source address, a user's sign-in addresses.
 * - push invalidation: every change a process keeps in memory (a session's revocation or expiry,
 *   a user's status, password, name or store authority, the auth epoch of migration 017) sends a
 *   `salon_auth` notification at commit, so every process drops what it kept (core/authEvents.ts).
 *   last_seen_at updates send none.
 */
export const up = /* sql */ `
create table seen_at_header (
  digest varchar(64) primary key,
  expires_at timestamptz not null
);
create index seen_at_header_expiry_idx on seen_at_header (expires_at);

create table password_check_failure (
  id serial primary key,
  user_id integer not null references app_user(id) on delete cascade,
  created_at timestamptz not null default now()
);
create index password_check_failure_user_idx on password_check_failure (user_id, created_at);

create index login_failure_ip_idx on login_failure (ip, created_at);
create index login_failure_account_ip_idx on login_failure (account, ip, created_at);
create index user_session_user_ip_idx on user_session (user_id, ip);

create function notify_session_change() returns trigger language plpgsql as $$ begin if tg_op = 'DELETE' then perform pg_notify('salon_auth', 's:' || old.id); else perform pg_notify('salon_auth', 's:' || new.id); end if; return null; end $$;
create trigger user_session_notify after update on user_session for each row when (old.revoked_at is distinct from new.revoked_at or old.revoke_reason is distinct from new.revoke_reason or old.expires_at is distinct from new.expires_at or old.secret is distinct from new.secret or old.user_id is distinct from new.user_id) execute function notify_session_change();
create trigger user_session_delete_notify after delete on user_session for each row execute function notify_session_change();

create function notify_user_change() returns trigger language plpgsql as $$ begin if tg_op = 'DELETE' then perform pg_notify('salon_auth', 'u:' || old.id); else perform pg_notify('salon_auth', 'u:' || new.id); end if; return null; end $$;
create trigger app_user_notify after update on app_user for each row when (old.status is distinct from new.status or old.first_login is distinct from new.first_login or old.account is distinct from new.account or old.name is distinct from new.name or old.all_stores is distinct from new.all_stores or old.data_start_date is distinct from new.data_start_date or old.pwd_hash is distinct from new.pwd_hash) execute function notify_user_change();
create trigger app_user_delete_notify after delete on app_user for each row execute function notify_user_change();

create function notify_auth_epoch() returns trigger language plpgsql as $$ begin perform pg_notify('salon_auth', 'e:' || new.version); return null; end $$;
create trigger auth_epoch_notify after update on auth_epoch for each row execute function notify_auth_epoch();
`;
