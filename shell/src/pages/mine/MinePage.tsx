import { Button, Page, PullToRefresh, useSession } from '@app/shared';
import { useNavigate } from 'react-router-dom';
import { NotificationCentre } from '../../layout/notifications/NotificationCentre';
import { EntryGrid } from './components/EntryGrid';
import { FigureGrid } from './components/FigureGrid';
import { LogoutButton } from './components/LogoutButton';
import { MineHeader } from './components/MineHeader';
import styles from './mine.module.css';
import { useMineData } from './useMineData';

function AnonymousPrompt() {
  const navigate = useNavigate();
  return (
    <div className={styles.anonymous}>
      <div className={styles.avatar}>?</div>
      <div className={styles.anonymousText}>登录后查看余额、记录与专属福利</div>
      <div className={styles.anonymousActions}>
        <Button variant="primary" onClick={() => navigate('/pages/login/login?redirect=/pages/mine/mine')}>
          登录
        </Button>
        <Button variant="ghost" onClick={() => navigate('/pages/login/register')}>
          注册
        </Button>
      </div>
    </div>
  );
}

export function MinePage() {
  const user = useSession((state) => state.user);
  const { vip, trend, refreshingBalance, refreshBalance, reload } = useMineData();

  return (
    <Page title="我的" back={false} right={<NotificationCentre />}>
      <PullToRefresh onRefresh={reload}>
        <div className={styles.mine}>
          {user ? (
            <>
              <MineHeader
                user={user}
                vip={vip}
                trend={trend}
                refreshing={refreshingBalance}
                onRefresh={refreshBalance}
              />
              <FigureGrid user={user} />
            </>
          ) : (
            <AnonymousPrompt />
          )}
          <EntryGrid isAgent={Boolean(user?.is_agent)} />
          {user ? <LogoutButton /> : null}
        </div>
      </PullToRefresh>
    </Page>
  );
}
