import { ApiError, toast } from '@app/shared';
import { type FormEvent, useState } from 'react';
import { useOperatorSession } from '../session/operatorSession';
import styles from './signin.module.css';

const TOTP_PATTERN = /^\d{6}$/;

/** Password and the 6-digit code of the operator's authenticator app (TOTP); the server's refusal as a toast. */
export function SignIn() {
  const signIn = useOperatorSession((state) => state.signIn);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [totp, setTotp] = useState('');
  const [busy, setBusy] = useState(false);
  const ready = username.trim() !== '' && password !== '' && TOTP_PATTERN.test(totp) && !busy;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!ready) return;
    setBusy(true);
    try {
      await signIn({ username: username.trim(), password, totp });
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : '登录失败，请重试');
      setTotp('');
    } finally {
      setBusy(false);
    }
  };

  return (
    <main className={styles.screen}>
      <form className={styles.card} onSubmit={submit} aria-label="运营后台登录">
        <div className={styles.brand}>
          <span className={styles.logo} aria-hidden="true">
            ★
          </span>
          <div>
            <h1>运营后台</h1>
            <p>仅限授权运营人员使用，所有操作均记录审计日志</p>
          </div>
        </div>
        <label className={styles.field}>
          <span>用户名</span>
          <input
            name="username"
            autoComplete="username"
            value={username}
            onChange={(event) => setUsername(event.target.value)}
            placeholder="请输入运营账号"
          />
        </label>
        <label className={styles.field}>
          <span>密码</span>
          <input
            name="password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            placeholder="请输入密码"
          />
        </label>
        <label className={styles.field}>
          <span>动态验证码</span>
          <input
            name="totp"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={totp}
            onChange={(event) => setTotp(event.target.value.replace(/\D/g, '').slice(0, 6))}
            placeholder="身份验证器上的 6 位数字"
          />
        </label>
        <button type="submit" className={styles.submit} disabled={!ready}>
          {busy ? '登录中…' : '登录'}
        </button>
      </form>
    </main>
  );
}
