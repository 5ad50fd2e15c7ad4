import { Button, Field, userApi } from '@app/shared';
import { type FormEvent, useState } from 'react';
import styles from '../../auth/auth.module.css';
import { useCompleteLogin } from '../../auth/useCompleteLogin';
import { useAccountForm } from '../useAccountForm';
import { AccountFields } from './AccountFields';

interface PlainRegisterFormProps {
  /** Prefilled from ?invite_code= or ?code=. */
  initialInviteCode: string;
  /** The host name when /v1/domain/validate accepted it: registration then goes through that agent. */
  domain: string | null;
}

/** 普通注册: an invite code the user gives wins, else the site's domain agent, else a plain account. */
export function PlainRegisterForm({ initialInviteCode, domain }: PlainRegisterFormProps) {
  const form = useAccountForm();
  const completeLogin = useCompleteLogin();
  const [inviteCode, setInviteCode] = useState(initialInviteCode);
  const [submitting, setSubmitting] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!form.check()) return;
    const input = form.toInput();
    const code = inviteCode.trim();
    setSubmitting(true);
    try {
      if (code) completeLogin(await userApi.inviteRegister({ ...input, invite_code: code }));
      else if (domain) completeLogin(await userApi.domainRegister({ ...input, domain }));
      else completeLogin(await userApi.register(input));
    } catch {
      // The server's reason (e.g. 用户名已存在) was toasted by the http layer.
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <AccountFields form={form} />
      <Field
        label="邀请码"
        value={inviteCode}
        onChange={setInviteCode}
        placeholder="选填"
        maxLength={32}
        data-testid="reg-invite-code"
      />
      <div className={styles.actions}>
        <Button type="submit" variant="primary" block loading={submitting} data-testid="reg-submit">
          注册
        </Button>
      </div>
    </form>
  );
}
