/**
 * The super-admin role by a flag, not by its code (issue 11.2): `role.is_super` marks the one role
 * that holds every menu entry (the head office's), `role.is_system` the roles the chain was set up
 * with, whose codes the seed steps and the menu sync name. No API sets either flag; a role editor
 * could rename codes, so nothing that grants power may follow a code. At most one role is the
 * super-admin role; the database refuses a change of either flag, a system role's new code and the
 * deletion of the super-admin role, whoever asks (the API refuses them first, in words).
 * A database made before this migration had the super-admin role under the code super_admin.
 * PostgreSQL 15 SQL.
 */
export const up = /* sql */ `
alter table role add column is_super boolean not null default false;
alter table role add column is_system boolean not null default false;
update role set is_super = true, is_system = true where code = 'super_admin';
update role set is_system = true where code in ('store_manager', 'sys_ops', 'area_manager', 'finance', 'store_staff');
create unique index role_one_super_idx on role (is_super) where is_super;
create function guard_system_role() returns trigger language plpgsql as $$ begin if tg_op = 'DELETE' then if old.is_super then raise exception 'the super-admin role cannot be deleted' using errcode = '23514'; end if; return old; end if; if new.is_super is distinct from old.is_super or new.is_system is distinct from old.is_system then raise exception 'role flags cannot be changed' using errcode = '23514'; end if; if old.is_system and new.code is distinct from old.code then raise exception 'a system role keeps its code' using errcode = '23514'; end if; return new; end $$;
create trigger role_guard before update or delete on role for each row execute function guard_system_role();
`;
