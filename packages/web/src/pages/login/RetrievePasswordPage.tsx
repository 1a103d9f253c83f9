import {
  CODE_RESEND_LOCK_S,
  codeResendLockedMessage,
  RETRIEVE_PASSWORD_MAX_LENGTH,
  validateRetrieveCode,
  validateRetrieveMobile,
  validateRetrievePassword,
} from '@salon/contract';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { post, RequestError } from '../../api/request';
import { AuthFrame, Field, notify } from './Field';
import '../../styles/auth.css';

type Errors = Partial<Record<'mobile' | 'code' | 'pwd', string>>;
const messageOf = (result: true | string) => (result === true ? undefined : result);

/** #/retrievePassword: mobile, SMS code and a new password (8-16). */
export default function RetrievePasswordPage() {
  const navigate = useNavigate();
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [pwd, setPwd] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [sending, setSending] = useState(false);
  const [countdown, setCountdown] = useState(0);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (countdown <= 0) return;
    const timer = setTimeout(() => setCountdown((n) => n - 1), 1000);
    return () => clearTimeout(timer);
  }, [countdown]);

  async function sendCode() {
    // Ignored while a send is loading or the 60 s lock runs.
    if (sending || countdown > 0) return;
    const m = mobile.trim();
    const error = messageOf(validateRetrieveMobile(m));
    setErrors((e) => ({ ...e, mobile: error }));
    if (error) return;
    setSending(true);
    try {
      await post('/uc/user/sendMobileCode', undefined, { params: { mobile: m } });
      setCountdown(CODE_RESEND_LOCK_S);
      (await notify()).success('验证码已发送', '请查看手机短信，5分钟内有效');
    } catch (err) {
      if (!(err instanceof RequestError)) throw err;
    } finally {
      setSending(false);
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    const values = { mobile: mobile.trim(), code: code.trim(), pwd };
    const next: Errors = {
      mobile: messageOf(validateRetrieveMobile(values.mobile)),
      code: messageOf(validateRetrieveCode(values.code)),
      pwd: messageOf(validateRetrievePassword(values.pwd)),
    };
    setErrors(next);
    if (next.mobile || next.code || next.pwd) return;
    setSaving(true);
    try {
      await post('/uc/user/updateAccountPwd', values);
      (await notify()).success('密码已重置', '请使用新密码登录');
      setTimeout(() => navigate('/login'), 1000);
    } catch (err) {
      if (!(err instanceof RequestError)) throw err;
    } finally {
      setSaving(false);
    }
  }

  return (
    <AuthFrame title="找回密码" subtitle="通过账号绑定的手机号接收验证码，设置新密码">
      <form className="auth-form" onSubmit={submit} noValidate>
        <Field
          label="手机号"
          name="mobile"
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          maxLength={11}
          placeholder="请输入手机号"
          value={mobile}
          onChange={(e) => setMobile(e.target.value)}
          error={errors.mobile}
          autoFocus
        />
        <Field
          label="验证码"
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          placeholder="请输入手机验证码"
          value={code}
          onChange={(e) => setCode(e.target.value)}
          error={errors.code}
          suffix={
            <button type="button" className="auth-button auth-button--ghost" onClick={sendCode} disabled={sending || countdown > 0} aria-live="polite">
              {countdown > 0 ? codeResendLockedMessage(`${countdown}s`) : sending ? '发送中…' : '获取验证码'}
            </button>
          }
        />
        <Field
          label="新密码"
          name="pwd"
          type="password"
          autoComplete="new-password"
          maxLength={RETRIEVE_PASSWORD_MAX_LENGTH}
          placeholder="8-16位，含字母、数字和特殊符号"
          value={pwd}
          onChange={(e) => setPwd(e.target.value)}
          error={errors.pwd}
        />
        <button className="auth-button" type="submit" disabled={saving}>
          {saving ? '提交中…' : '重置密码'}
        </button>
        <div className="auth-links">
          <Link to="/login">返回登录</Link>
        </div>
      </form>
    </AuthFrame>
  );
}
