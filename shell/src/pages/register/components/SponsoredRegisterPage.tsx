import { type AuthResult, Button, Field, Page, type RegisterInput } from '@app/shared';
import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { AuthHero } from '../../auth/AuthHero';
import styles from '../../auth/auth.module.css';
import { useCompleteLogin } from '../../auth/useCompleteLogin';
import { useAccountForm } from '../useAccountForm';
import { type SponsorLookup, useSponsorCode } from '../useSponsorCode';
import { AccountFields } from './AccountFields';
import { SponsorNote } from './SponsorNote';

export interface SponsoredRegisterConfig {
  title: string;
  subtitle: string;
  codeLabel: string;
  /** Query parameters that may carry the code, in order of preference. */
  codeParams: string[];
  sponsorLabel: string;
  invalidMessage: string;
  lookup: SponsorLookup;
  register: (input: RegisterInput, code: string) => Promise<AuthResult>;
}

/** Registration under a sponsor code: /ireg (invite code) and /areg (agent code) differ only in config. */
export function SponsoredRegisterPage({ config }: { config: SponsoredRegisterConfig }) {
  const [params] = useSearchParams();
  const initialCode = config.codeParams.map((name) => params.get(name)).find(Boolean) ?? '';
  const sponsorCode = useSponsorCode(initialCode, config.lookup, config.invalidMessage);
  const form = useAccountForm();
  const completeLogin = useCompleteLogin();
  const [submitting, setSubmitting] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const accountValid = form.check();
    const sponsor = await sponsorCode.ensureValid();
    if (!accountValid || !sponsor) return;
    setSubmitting(true);
    try {
      completeLogin(await config.register(form.toInput(), sponsorCode.code.trim()));
    } catch {
      // The server's reason was toasted by the http layer.
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <Page title={config.title} back>
      <AuthHero title={config.title} subtitle={config.subtitle} />
      {sponsorCode.sponsor ? <SponsorNote label={config.sponsorLabel} name={sponsorCode.sponsor} /> : null}
      <form className={styles.card} onSubmit={submit} noValidate>
        <div className={styles.form}>
          <Field
            label={config.codeLabel}
            value={sponsorCode.code}
            onChange={sponsorCode.setCode}
            error={sponsorCode.error}
            placeholder={`请输入${config.codeLabel}`}
            maxLength={32}
            data-testid="reg-sponsor-code"
            extra={
              <button
                type="button"
                className={styles.smsButton}
                disabled={sponsorCode.checking}
                onClick={() => void sponsorCode.verify()}
              >
                {sponsorCode.checking ? '验证中' : '验证'}
              </button>
            }
          />
          <AccountFields form={form} />
        </div>
        <div className={styles.actions}>
          <Button type="submit" variant="primary" block loading={submitting} data-testid="reg-submit">
            注册
          </Button>
        </div>
        <div className={styles.links}>
          <Link className={styles.link} to="/pages/login/login">
            已有账号？去登录
          </Link>
          <Link className={`${styles.link} ${styles.mutedLink}`} to="/pages/home/home">
            返回首页
          </Link>
        </div>
      </form>
    </Page>
  );
}
