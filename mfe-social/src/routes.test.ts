import { describe, expect, it } from 'vitest';
import routes from './routes';

// Every route ARCHITECTURE.md assigns to mfe-social (SPEC section 2).
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

describe('mfe-social route table', () => {
  it.each(OWNED)('has %s', (path) => {
    const route = routes.find((candidate) => candidate.path === path);
    expect(route?.title).toBeTruthy();
    expect(typeof route?.Component).toBe('function');
  });

  it('owns nothing else and lists each path once', () => {
    expect(routes.map((route) => route.path).sort()).toEqual([...OWNED].sort());
  });
});
