import { Page, Tabs } from '@app/shared';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { AuthHero } from '../auth/AuthHero';
import styles from '../auth/auth.module.css';
import { PlainRegisterForm } from './components/PlainRegisterForm';
import { SmartRegisterForm } from './components/SmartRegisterForm';
import { useRegisterContext } from './useRegisterContext';

type RegisterMode = 'plain' | 'smart';

const MODES: { key: RegisterMode; title: string }[] = [
  { key: 'plain', title: '普通注册' },
  { key: 'smart', title: '智能注册' },
];

export function RegisterPage() {
  const [params] = useSearchParams();
  const { smsOpen, boundDomain } = useRegisterContext();
  const [mode, setMode] = useState<RegisterMode>('plain');
  const inviteCode = params.get('invite_code') ?? params.get('code') ?? '';
  const showSmart = smsOpen && mode === 'smart';

  return (
    <Page title="注册" back>
      <AuthHero title="创建账号" subtitle="注册即享新人福利" />
      <div className={styles.card}>
        {smsOpen ? <Tabs items={MODES} active={mode} onChange={setMode} /> : null}
        {showSmart ? (
          <SmartRegisterForm />
        ) : (
          <PlainRegisterForm initialInviteCode={inviteCode} domain={boundDomain} />
        )}
        <div className={styles.links}>
          <Link className={styles.link} to="/pages/login/login">
            已有账号？去登录
          </Link>
          <Link className={`${styles.link} ${styles.mutedLink}`} to="/pages/home/home">
            返回首页
          </Link>
        </div>
      </div>
    </Page>
  );
}
