import type { UserInfo } from '@salon/contract';
import { encryptField, maskNumber } from '@salon/contract';
import type { AppUser } from '../db/schema.js';
import type { FieldVault } from '../core/secrets.js';

/**
 * User info of spec §3; the mobile travels encrypted with the session key. Whole for the user's own
 * record (sign-in, the user-update check); another user's is masked (issue 11.7), their whole number
 * comes from /uc/user/viewMobile, audited.
 */
export async function toUserInfo(
  user: Pick<AppUser, 'id' | 'name' | 'nick_name' | 'account' | 'mobile_enc' | 'update_time'>,
  vault: FieldVault,
  secret: string,
  options: { own: boolean } = { own: true },
): Promise<UserInfo> {
  const mobile = vault.decrypt(user.mobile_enc);
  return {
    id: user.id,
    name: user.name,
    nickName: user.nick_name,
    account: user.account,
    mobile: options.own ? await encryptField(secret, mobile) : maskNumber(mobile),
    updateTime: user.update_time.toISOString(),
  };
}
