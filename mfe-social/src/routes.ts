import type { RemoteRoute } from '@app/shared';
import { ActivityDetailPage } from './pages/activity/ActivityDetailPage';
import { ActivityPage } from './pages/activity/ActivityPage';
import { ActivityRecordsPage } from './pages/activity/ActivityRecordsPage';
import { AgentHomePage } from './pages/agent/AgentHomePage';
import { MemberDetailPage } from './pages/agent/MemberDetailPage';
import { MemberRecordsPage } from './pages/agent/MemberRecordsPage';
import { MembersPage } from './pages/agent/MembersPage';
import { RecordsPage } from './pages/agent/RecordsPage';
import { PromotionExpertPage } from './pages/expert/PromotionExpertPage';
import { ExpertArticlePage } from './pages/experts/ExpertArticlePage';
import { ExpertHomePage } from './pages/experts/ExpertHomePage';
import { ExpertListPage } from './pages/experts/ExpertListPage';
import { LotteryArticlePage } from './pages/experts/LotteryArticlePage';
import { LotteryHubPage } from './pages/experts/LotteryHubPage';
import { AgentApplyPage } from './pages/invite/AgentApplyPage';
import { InvitePage } from './pages/invite/InvitePage';
import { ReferralsPage } from './pages/invite/ReferralsPage';
import { RewardsPage } from './pages/invite/RewardsPage';
import { RulesPage } from './pages/invite/RulesPage';
import { MessageDetailPage } from './pages/messages/MessageDetailPage';
import { MessagesPage } from './pages/messages/MessagesPage';
import { NoticeDetailPage } from './pages/notices/NoticeDetailPage';
import { NoticeListPage } from './pages/notices/NoticeListPage';
import { MyPlansPage } from './pages/plans/MyPlansPage';
import { PlanDetailPage } from './pages/plans/PlanDetailPage';
import { PlanHallPage } from './pages/plans/PlanHallPage';
import { PublisherPage } from './pages/plans/PublisherPage';
import { PublishPlanPage } from './pages/plans/PublishPlanPage';
import { GlobalRankingsPage } from './pages/ranking/GlobalRankingsPage';
import { RankingPage } from './pages/ranking/RankingPage';
import { SigninPage } from './pages/signin/SigninPage';
import { MySyndicatesPage } from './pages/syndicates/MySyndicatesPage';
import { SyndicateDetailPage } from './pages/syndicates/SyndicateDetailPage';
import { SyndicateHallPage } from './pages/syndicates/SyndicateHallPage';
import { type OwnedPath, ownedRoute, TITLES } from './pages/titles';
import { VipPage } from './pages/vip/VipPage';

// Every route ARCHITECTURE.md gives mfe-social (the type makes a missing one a compile error).
const PAGES: Record<OwnedPath, RemoteRoute['Component']> = {
  '/pages/activity/activity': ActivityPage,
  '/noticePages/list': NoticeListPage,
  '/noticePages/detail': NoticeDetailPage,
  '/minePages/vip': VipPage,
  '/pages/expert/promotion-expert': PromotionExpertPage,
  '/expertPages/ExpertList': ExpertListPage,
  '/expertPages/ExpertDetail': ExpertArticlePage,
  '/expertPages/NewExpertDetail': ExpertHomePage,
  '/expertPages/LotteryArticleDetail': LotteryArticlePage,
  '/expertPages/NewLotteryArticleDetail': LotteryHubPage,
  '/planPages/hall': PlanHallPage,
  '/planPages/detail': PlanDetailPage,
  '/planPages/mine': MyPlansPage,
  '/planPages/publish': PublishPlanPage,
  '/planPages/publisher': PublisherPage,
  '/syndicatePages/hall': SyndicateHallPage,
  '/syndicatePages/detail': SyndicateDetailPage,
  '/syndicatePages/mine': MySyndicatesPage,
  '/minePages/invite': InvitePage,
  '/minePages/referrals': ReferralsPage,
  '/minePages/rewards': RewardsPage,
  '/minePages/rules': RulesPage,
  '/minePages/agent-apply': AgentApplyPage,
  '/agentPages/agent': AgentHomePage,
  '/agentPages/members': MembersPage,
  '/agentPages/records': RecordsPage,
  '/agentPages/memberDetail': MemberDetailPage,
  '/agentPages/memberRecords': MemberRecordsPage,
  '/minePages/message-detail': MessageDetailPage,
  '/minePages/messages': MessagesPage,
  '/minePages/globalrankings': GlobalRankingsPage,
  '/minePages/ranking': RankingPage,
  '/pages/signin/index': SigninPage,
  '/activityPages/records': ActivityRecordsPage,
  '/activityPages/detail': ActivityDetailPage,
};

const routes: RemoteRoute[] = (Object.keys(TITLES) as OwnedPath[]).map((path) =>
  ownedRoute(path, PAGES[path]),
);

export default routes;
