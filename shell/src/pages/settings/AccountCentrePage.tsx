import { Button, Cell, CellGroup, Page, PaymentPasswordSheet, useSession } from '@app/shared';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { BindPhoneSheet } from './components/BindPhoneSheet';
import { LoginPasswordSheet } from './components/LoginPasswordSheet';
import { ProfileSheet } from './components/ProfileSheet';
import { maskPhone } from './maskPhone';
import styles from './settings.module.css';

type Sheet = 'profile' | 'login-password' | 'payment-password' | 'phone' | null;

/** /minePages/set: profile, login and payment passwords, bound phone. */
export function AccountCentrePage() {
  const navigate = useNavigate();
  const user = useSession((state) => state.user);
  const [sheet, setSheet] = useState<Sheet>(null);
  const close = () => setSheet(null);

  if (!user) {
    return (
      <Page title="账户设置">
        <div className={styles.settings}>
          <Button
            variant="primary"
            block
            onClick={() => navigate('/pages/login/login?redirect=/minePages/set')}
          >
            登录后管理账户
          </Button>
        </div>
      </Page>
    );
  }

  return (
    <Page title="账户设置">
      <div className={styles.settings}>
        <CellGroup title="个人资料">
          <Cell title="用户名" value={user.username} />
          <Cell title="昵称" value={user.nickname || '未设置'} onClick={() => setSheet('profile')} />
          <Cell title="邮箱" value={user.email || '未设置'} onClick={() => setSheet('profile')} />
          <Cell title="绑定手机" value={maskPhone(user.phone)} onClick={() => setSheet('phone')} />
        </CellGroup>
        <CellGroup title="账户安全">
          <Cell title="登录密码" value="修改" onClick={() => setSheet('login-password')} />
          <Cell
            title="支付密码"
            value={user.has_payment_password ? '修改' : '未设置'}
            onClick={() => setSheet('payment-password')}
          />
        </CellGroup>
        <CellGroup title="其他">
          <Cell title="应用设置" onClick={() => navigate('/minePages/setApp')} />
        </CellGroup>
      </div>
      <ProfileSheet open={sheet === 'profile'} user={user} onClose={close} />
      <LoginPasswordSheet open={sheet === 'login-password'} onClose={close} />
      <PaymentPasswordSheet open={sheet === 'payment-password'} user={user} onClose={close} />
      <BindPhoneSheet open={sheet === 'phone'} user={user} onClose={close} />
    </Page>
  );
}
