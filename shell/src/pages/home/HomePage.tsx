import { BannerCarousel, Page, PullToRefresh } from '@app/shared';
import { useMemo, useState } from 'react';
import { NotificationCentre } from '../../layout/notifications/NotificationCentre';
import { useSiteTitle } from '../common/useSiteBrand';
import { BalanceStrip } from './components/BalanceStrip';
import { QuickEntries } from './components/QuickEntries';
import { RedPacketFloat } from './components/RedPacketFloat';
import { HotContentWidgets, NoticeWidget } from './HomeWidgets';
import styles from './home.module.css';
import { useHomeData } from './useHomeData';

export function HomePage() {
  const title = useSiteTitle() || '首页';
  const { banners, loading, reload } = useHomeData();
  // Remounting the widgets on pull-down makes each remote widget fetch its data again.
  const [widgetGeneration, setWidgetGeneration] = useState(0);

  // The sections fetch and re-render on their own: new banners or a new title must not redo them all.
  const sections = useMemo(
    () => (
      <>
        <NoticeWidget key={`notice-${widgetGeneration}`} />
        <BalanceStrip />
        <QuickEntries />
        <HotContentWidgets key={`hot-${widgetGeneration}`} />
      </>
    ),
    [widgetGeneration],
  );

  async function refresh() {
    setWidgetGeneration((generation) => generation + 1);
    await reload();
  }

  return (
    <Page title={title} back={false} right={<NotificationCentre />}>
      <PullToRefresh onRefresh={refresh}>
        <div className={styles.home} data-testid="home-page">
          <BannerCarousel banners={banners} loading={loading} />
          {sections}
        </div>
      </PullToRefresh>
      <RedPacketFloat />
    </Page>
  );
}
