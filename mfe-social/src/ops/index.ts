import type { OpsModule } from '@app/shared/ops';
import { ArticlesPage } from './pages/articles/ArticlesPage';
import { BannersPage } from './pages/banners/BannersPage';
import { ActivityApplicationsPage } from './pages/desk/ActivityApplicationsPage';
import { BroadcastPage } from './pages/desk/BroadcastPage';
import { PlayerMessagePage } from './pages/desk/PlayerMessagePage';
import { SupportDeskPage } from './pages/desk/SupportDeskPage';
import { NoticesPage } from './pages/notices/NoticesPage';

/** mfe-social's operator pages, mounted by the console at /ops/#/content/<path>. */
const contentOps: OpsModule = {
  section: 'content',
  title: '内容运营',
  pages: [
    { path: 'notices', title: '公告', permission: 'content.notices', Component: NoticesPage },
    { path: 'banners', title: '轮播图', permission: 'content.banners', Component: BannersPage },
    { path: 'articles', title: '专家文章', permission: 'content.articles', Component: ArticlesPage },
    {
      path: 'activity-applications',
      title: '活动申请',
      permission: 'content.activities',
      Component: ActivityApplicationsPage,
    },
    { path: 'messages', title: '站内信', permission: 'content.messages', Component: PlayerMessagePage },
    { path: 'broadcast', title: '群发站内信', permission: 'content.broadcast', Component: BroadcastPage },
    { path: 'support', title: '客服消息', permission: 'support.messages', Component: SupportDeskPage },
  ],
};

export default contentOps;
