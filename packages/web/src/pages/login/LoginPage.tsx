import { FORCED_PASSWORD_MAX_LENGTH, validateForcedPassword, validateLoginAccount, validateLoginPwd, type MenuNode } from '@salon/contract';
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { post, RequestError, type CallSession } from '../../api/request';
import { fetchMenu, signIn } from '../../app/auth';
import { landingPath, safeRedirect } from '../../app/menuRules';
import { AuthFrame, Field, notify } from './Field';
import '../../styles/auth.css';

const messageOf = (result: true | string) => (result === true ? undefined : result);

interface Props {
  onSignedIn(menu: MenuNode[], target: string): void;
}

/** #/login: account and password; a first login continues with the forced password change. */
export function LoginPage({ onSignedIn }: Props) {
  const [params] = useSearchParams();
  const [account, setAccount] = useState('');
  const [pwd, setPwd] = useState('');
  const [errors, setErrors] = useState<{ account?: string; pwd?: string; form?: string }>({});
  const [loading, setLoading] = useState(false);
  // A first login: the session the change call signs with lives here only (signIn stored nothing).
  const [forced, setForced] = useState<{ uid: number; account: string; auth: CallSession } | null>(null);

  async function enter(accountValue: string, password: string) {
    const result = await signIn(accountValue, password);
    if (result.pending) {
      (await notify()).warning('温馨提示', '首次登录，请修改密码');
      setForced({ uid: result.id, account: accountValue, auth: result.pending });
      return;
    }
    const menu = await fetchMenu();
    const target = safeRedirect(params.get('redirect')) ?? landingPath(menu) ?? '/';
    onSignedIn(menu, target);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (loading) return;
    const a = account.trim();
    const p = pwd.trim();
    const next = { account: messageOf(validateLoginAccount(a)), pwd: messageOf(validateLoginPwd(p)) };
    if (next.account || next.pwd) {
      setErrors({ ...next, form: '请检查输入' });
      return;
    }
    setErrors({});
    setLoading(true);
    try {
      await enter(a, p);
    } catch (err) {
      if (!(err instanceof RequestError)) throw err;
    } finally {
      setLoading(false);
    }
  }

  if (forced) return <ForcedChange uid={forced.uid} account={forced.account} auth={forced.auth} onChanged={(password) => enter(forced.account, password)} />;

  return (
    <AuthFrame title="账号登录" subtitle="总部与门店员工使用公司账号登录">
      <form className="auth-form" onSubmit={submit} noValidate>
        <Field
          label="账号"
          name="account"
          autoComplete="username"
          placeholder="请输入用户名"
          value={account}
          onChange={(e) => setAccount(e.target.value)}
          error={errors.account}
          autoFocus
        />
        <Field
          label="密码"
          name="pwd"
          type="password"
          autoComplete="current-password"
          placeholder="请输入密码"
          value={pwd}
          onChange={(e) => setPwd(e.target.value)}
          error={errors.pwd}
        />
        {errors.form ? (
          <div className="auth-form__summary" role="alert">
            {errors.form}
          </div>
        ) : null}
        <button className="auth-button" type="submit" disabled={loading}>
          {loading ? '登录中…' : '登 录'}
        </button>
        <div className="auth-links">
          <Link to="/retrievePassword">忘记密码？</Link>
        </div>
      </form>
    </AuthFrame>
  );
}

/** Forced first-time change (spec §2, §5): fields uid and password; then signs in with the new password. */
function ForcedChange({ uid, account, auth, onChanged }: { uid: number; account: string; auth: CallSession; onChanged(password: string): Promise<void> }) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (loading) return;
    const check = validateForcedPassword(password);
    if (check !== true) {
      setError(check);
      return;
    }
    setError(null);
    setLoading(true);
    try {
      await post('/uc/user/update', { id: uid, firstLogin: 0, password }, { auth });
      await onChanged(password);
    } catch (err) {
      if (!(err instanceof RequestError)) throw err;
    } finally {
      setLoading(false);
    }
  }

  return (
    <AuthFrame title="首次登录，请修改密码" subtitle={`账号 ${account}：新密码 6-16 位，须包含字母、数字和特殊符号`}>
      <form className="auth-form" onSubmit={submit} noValidate>
        <input type="hidden" name="uid" value={uid} />
        <input type="text" name="account" autoComplete="username" value={account} readOnly hidden />
        <Field
          label="新密码"
          name="password"
          type="password"
          autoComplete="new-password"
          maxLength={FORCED_PASSWORD_MAX_LENGTH}
          placeholder="请输入密码"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={error}
          autoFocus
        />
        <button className="auth-button" type="submit" disabled={loading}>
          {loading ? '提交中…' : '确认修改并登录'}
        </button>
      </form>
    </AuthFrame>
  );
}
