import { Button, Field, Page, PasswordField, userApi } from '@app/shared';
import { type FormEvent, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { AuthHero } from '../auth/AuthHero';
import styles from '../auth/auth.module.css';
import { useCompleteLogin } from '../auth/useCompleteLogin';
import { MESSAGES } from '../auth/validation';

interface LoginErrors {
  username?: string;
  password?: string;
}

/** 找回密码 sends the player here with the account's username. */
function recoveredUsername(state: unknown): string {
  const username = (state as { username?: unknown } | null)?.username;
  return typeof username === 'string' ? username : '';
}

/** Login only checks presence: format rules belong to registration, the server judges the credentials. */
function validateLogin(username: string, password: string): LoginErrors {
  const errors: LoginErrors = {};
  if (!username.trim()) errors.username = MESSAGES.usernameRequired;
  if (!password) errors.password = MESSAGES.passwordRequired;
  return errors;
}

export function LoginPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const completeLogin = useCompleteLogin();
  const recovered = recoveredUsername(useLocation().state);
  const [username, setUsername] = useState(recovered);
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<LoginErrors>({});
  const [submitting, setSubmitting] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateLogin(username, password);
    setErrors(found);
    if (found.username || found.password) return;
    setSubmitting(true);
    try {
      completeLogin(await userApi.login({ username: username.trim(), password }));
    } catch {
      // The http layer already toasted the server's message (e.g. 用户名或密码错误).
    } finally {
      setSubmitting(false);
    }
  }

  const registerSearch = params.toString() ? `?${params.toString()}` : '';
  return (
    <Page title="登录" back>
      <AuthHero title="欢迎回来" subtitle="登录后即可投注、充值与领取奖励" />
      {recovered ? (
        <div className={styles.badge} data-testid="login-recovered-username">
          您的用户名：<strong>{recovered}</strong>（也可用绑定的手机号登录）
        </div>
      ) : null}
      <form className={styles.card} onSubmit={submit} noValidate>
        <div className={styles.form}>
          <Field
            label="账号"
            value={username}
            onChange={setUsername}
            error={errors.username}
            placeholder="用户名或手机号"
            autoComplete="username"
            maxLength={16}
            data-testid="login-username"
          />
          <PasswordField
            label="密码"
            value={password}
            onChange={setPassword}
            error={errors.password}
            placeholder="请输入密码"
            maxLength={20}
            data-testid="login-password"
          />
        </div>
        <div className={styles.actions}>
          <Button type="submit" variant="primary" block loading={submitting} data-testid="login-submit">
            登录
          </Button>
        </div>
        <div className={styles.links}>
          <Link className={styles.link} to={`/pages/login/register${registerSearch}`}>
            没有账号？立即注册
          </Link>
          <Link
            className={`${styles.link} ${styles.mutedLink}`}
            to="/pages/login/forgot"
            data-testid="login-forgot"
          >
            忘记密码
          </Link>
          <button
            type="button"
            className={`${styles.link} ${styles.mutedLink}`}
            onClick={() => navigate('/pages/home/home')}
          >
            返回首页
          </button>
        </div>
      </form>
    </Page>
  );
}
