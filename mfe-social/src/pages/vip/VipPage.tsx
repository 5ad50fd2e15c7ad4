import { Button, Empty, isLoggedIn, Skeleton, userApi } from '@app/shared';
import { useNavigate } from 'react-router-dom';
import styles from '../common/common.module.css';
import { Section, SimplePage } from '../common/SimplePage';
import { useAsync } from '../notices/useAsync';

function VipLevel() {
  const state = useAsync(() => userApi.vipLevel(), 'vip');
  if (state.status === 'loading') return <Skeleton />;
  if (state.status === 'error') return <Empty text="VIP 信息加载失败" />;
  return (
    <Section title="我的等级">
      <div className={styles.amount} data-testid="vip-level">
        VIP{state.data.vip_level}
      </div>
      <p className={styles.muted}>{state.data.name}</p>
    </Section>
  );
}

export function VipPage() {
  const navigate = useNavigate();
  return (
    <SimplePage title="VIP特权">
      {isLoggedIn() ? (
        <VipLevel />
      ) : (
        <Section title="我的等级">
          <p className={styles.muted}>登录后查看 VIP 等级与晋级进度</p>
          <Button variant="primary" block onClick={() => navigate('/pages/login/login')}>
            去登录
          </Button>
        </Section>
      )}
    </SimplePage>
  );
}
