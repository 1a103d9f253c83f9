import type { UserInfo } from '@salon/contract';
import { encryptField } from '@salon/contract';
import type { AppUser } from '../db/schema.js';
import type { FieldVault } from '../core/secrets.js';

/** User info of spec §3; the mobile travels encrypted with the session key. */
export async function toUserInfo(
  user: Pick<AppUser, 'id' | 'name' | 'nick_name' | 'account' | 'mobile_enc' | 'update_time'>,
  vault: FieldVault,
  secret: string,
): Promise<UserInfo> {
  return {
    id: user.id,
    name: user.name,
    nickName: user.nick_name,
    account: user.account,
    mobile: await encryptField(secret, vault.decrypt(user.mobile_enc)),
    updateTime: user.update_time.toISOString(),
  };
}
