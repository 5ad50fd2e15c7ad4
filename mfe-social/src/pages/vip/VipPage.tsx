import { Button, Empty, Figure, isLoggedIn, Muted, Page, Section, Skeleton, userApi } from '@app/shared';
import { useNavigate } from 'react-router-dom';
import { useAsync } from '../notices/useAsync';

function VipLevel() {
  const state = useAsync(() => userApi.vipLevel(), 'vip');
  if (state.status === 'loading') return <Skeleton />;
  if (state.status === 'error') return <Empty text="VIP 信息加载失败" />;
  return (
    <Section title="我的等级">
      <Figure data-testid="vip-level">VIP{state.data.vip_level}</Figure>
      <Muted>{state.data.name}</Muted>
    </Section>
  );
}

export function VipPage() {
  const navigate = useNavigate();
  return (
    <Page title="VIP特权" padded>
      {isLoggedIn() ? (
        <VipLevel />
      ) : (
        <Section title="我的等级">
          <Muted>登录后查看 VIP 等级与晋级进度</Muted>
          <Button variant="primary" block onClick={() => navigate('/pages/login/login')}>
            去登录
          </Button>
        </Section>
      )}
    </Page>
  );
}
