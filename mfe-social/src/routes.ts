import type { RemoteRoute } from '@app/shared';
import { ActivityDetailPage } from './pages/activity/ActivityDetailPage';
import { ActivityPage } from './pages/activity/ActivityPage';
import { ActivityRecordsPage } from './pages/activity/ActivityRecordsPage';
import { MessageDetailPage } from './pages/messages/MessageDetailPage';
import { MessagesPage } from './pages/messages/MessagesPage';
import { NoticeDetailPage } from './pages/notices/NoticeDetailPage';
import { NoticeListPage } from './pages/notices/NoticeListPage';
import { GlobalRankingsPage } from './pages/ranking/GlobalRankingsPage';
import { RankingPage } from './pages/ranking/RankingPage';
import { SigninPage } from './pages/signin/SigninPage';
import { type OwnedPath, ownedRoute, TITLES } from './pages/titles';
import { UpcomingPage } from './pages/UpcomingPage';
import { VipPage } from './pages/vip/VipPage';

const BUILT: Partial<Record<OwnedPath, RemoteRoute['Component']>> = {
  '/pages/activity/activity': ActivityPage,
  '/noticePages/list': NoticeListPage,
  '/noticePages/detail': NoticeDetailPage,
  '/minePages/vip': VipPage,
  '/minePages/message-detail': MessageDetailPage,
  '/minePages/messages': MessagesPage,
  '/minePages/globalrankings': GlobalRankingsPage,
  '/minePages/ranking': RankingPage,
  '/pages/signin/index': SigninPage,
  '/activityPages/records': ActivityRecordsPage,
  '/activityPages/detail': ActivityDetailPage,
};

// Every route ARCHITECTURE.md gives mfe-social; the ones without a built page say 功能即将上线.
const routes: RemoteRoute[] = (Object.keys(TITLES) as OwnedPath[]).map((path) =>
  ownedRoute(path, BUILT[path] ?? UpcomingPage),
);

export default routes;
