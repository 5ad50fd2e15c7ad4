import { describeRouteTable } from '@app/shared/testing';
import routes from './routes';

// Every route ARCHITECTURE.md assigns to mfe-social (SPEC section 2), the 跟单 pages under /planPages/ and the 合买 pages under /syndicatePages/.
const OWNED = [
  '/pages/activity/activity',
  '/activityPages/detail',
  '/activityPages/records',
  '/pages/signin/index',
  '/pages/expert/promotion-expert',
  '/expertPages/ExpertList',
  '/expertPages/ExpertDetail',
  '/expertPages/LotteryArticleDetail',
  '/expertPages/NewExpertDetail',
  '/expertPages/NewLotteryArticleDetail',
  '/planPages/hall',
  '/planPages/detail',
  '/planPages/mine',
  '/planPages/publish',
  '/planPages/publisher',
  '/syndicatePages/hall',
  '/syndicatePages/detail',
  '/syndicatePages/mine',
  '/noticePages/list',
  '/noticePages/detail',
  '/minePages/vip',
  '/minePages/invite',
  '/minePages/referrals',
  '/minePages/rewards',
  '/minePages/rules',
  '/minePages/ranking',
  '/minePages/agent-apply',
  '/minePages/messages',
  '/minePages/message-detail',
  '/minePages/globalrankings',
  '/agentPages/agent',
  '/agentPages/members',
  '/agentPages/records',
  '/agentPages/memberDetail',
  '/agentPages/memberRecords',
];

describeRouteTable('mfe-social', routes, OWNED);
