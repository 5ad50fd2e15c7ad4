import type { RemoteRoute } from '@app/shared';
import { ActivityPage } from './pages/activity/ActivityPage';
import { NoticeDetailPage } from './pages/notices/NoticeDetailPage';
import { NoticeListPage } from './pages/notices/NoticeListPage';
import { type OwnedPath, ownedRoute, TITLES } from './pages/titles';
import { UpcomingPage } from './pages/UpcomingPage';
import { VipPage } from './pages/vip/VipPage';

const BUILT: Partial<Record<OwnedPath, RemoteRoute['Component']>> = {
  '/pages/activity/activity': ActivityPage,
  '/noticePages/list': NoticeListPage,
  '/noticePages/detail': NoticeDetailPage,
  '/minePages/vip': VipPage,
};

// Every route ARCHITECTURE.md gives mfe-social; the ones without a built page say 功能即将上线.
const routes: RemoteRoute[] = (Object.keys(TITLES) as OwnedPath[]).map((path) =>
  ownedRoute(path, BUILT[path] ?? UpcomingPage),
);

export default routes;
