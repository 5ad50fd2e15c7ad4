import { describe, expect, it } from 'vitest';
import { SHELL_CLAIMS } from './registry';
import { buildRouteTable, ownerIn } from './routeTable';

// Every route of SPEC section 2 with its owner from ARCHITECTURE.md "Who owns which route". The remotes'
// claims come with their manifests (each remote's routes.test.ts and the type of its titles table cover
// them); here the shell must own its routes and claim none of the remotes'.
const SPEC_ROUTES: Record<string, string> = {
  '/': 'shell',
  '/pages/launch/choose': 'shell',
  '/pages/home/home': 'shell',
  '/pages/activity/activity': 'mfe_social',
  '/pages/gameplay/gameplay': 'mfe_sports',
  '/pages/customer/customer': 'shell',
  '/pages/mine/mine': 'shell',
  '/pages/webview/webview': 'shell',
  '/pages/login/login': 'shell',
  '/pages/login/register': 'shell',
  '/ireg': 'shell',
  '/areg': 'shell',
  '/pages/expert/promotion-expert': 'mfe_social',
  '/pages/signin/index': 'mfe_social',
  '/pages/payment/webview': 'mfe_finance',
  '/pages/payment/success': 'mfe_finance',
  '/pages/logs/logs': 'shell',
  '/pages/game/game': 'mfe_lottery',
  '/pages/download/download': 'shell',
  '/app-download': 'shell',
  '/install-tutorial': 'shell',
  '/pages/lottery/lottery-list': 'mfe_lottery',
  '/pages/lottery/lottery-game': 'mfe_lottery',
  '/pages/lottery/lottery-categories': 'mfe_lottery',
  '/pages/lottery/lottery-detail': 'mfe_lottery',
  '/pages/live-match/detail': 'mfe_sports',
  '/gamelistPages/soltlist': 'mfe_lottery',
  '/financePages/recharge': 'mfe_finance',
  '/financePages/withdrawal': 'mfe_finance',
  '/financePages/billdetails': 'mfe_finance',
  '/financePages/rebaterecord': 'mfe_finance',
  '/financePages/rebatedetail': 'mfe_finance',
  '/financePages/bonusrecord': 'mfe_finance',
  '/financePages/gamerecords': 'mfe_finance',
  '/financePages/comprehensive': 'mfe_finance',
  '/activityPages/detail': 'mfe_social',
  '/activityPages/records': 'mfe_social',
  '/minePages/vip': 'mfe_social',
  '/minePages/set': 'shell',
  '/minePages/setApp': 'shell',
  '/minePages/protection': 'shell',
  '/minePages/invite': 'mfe_social',
  '/minePages/referrals': 'mfe_social',
  '/minePages/rewards': 'mfe_social',
  '/minePages/rules': 'mfe_social',
  '/minePages/ranking': 'mfe_social',
  '/minePages/agent-apply': 'mfe_social',
  '/minePages/messages': 'mfe_social',
  '/minePages/message-detail': 'mfe_social',
  '/minePages/globalrankings': 'mfe_social',
  '/agentPages/agent': 'mfe_social',
  '/agentPages/members': 'mfe_social',
  '/agentPages/records': 'mfe_social',
  '/agentPages/memberDetail': 'mfe_social',
  '/agentPages/memberRecords': 'mfe_social',
  '/betPages/football/index': 'mfe_sports',
  '/betPages/basketball/index': 'mfe_sports',
  '/betPages/order/detail': 'mfe_sports',
  '/expertPages/ExpertList': 'mfe_social',
  '/expertPages/ExpertDetail': 'mfe_social',
  '/expertPages/LotteryArticleDetail': 'mfe_social',
  '/expertPages/NewExpertDetail': 'mfe_social',
  '/expertPages/NewLotteryArticleDetail': 'mfe_social',
  '/noticePages/list': 'mfe_social',
  '/noticePages/detail': 'mfe_social',
  '/pages/test/toast': 'shell',
  '/pages/test/websocket': 'shell',
  '/pages/test/push': 'shell',
  '/pages/test/odds': 'shell',
  '/pages/test/check-update': 'shell',
  '/pages/test/debug-update': 'shell',
  '/pages/test/simple-update': 'shell',
  '/pages/location/picker': 'shell',
};

const shellOnly = buildRouteTable([SHELL_CLAIMS]);

describe('the shell’s own claims', () => {
  it.each(Object.entries(SPEC_ROUTES))(
    '%s: the shell claims it only when it belongs to the shell (%s)',
    (path, owner) => {
      expect(ownerIn(shellOnly, path)).toBe(owner === 'shell' ? 'shell' : null);
    },
  );

  it('does not confuse look-alike paths: /minePages/settings is nobody, /minePages/setApp is the shell', () => {
    expect(ownerIn(shellOnly, '/minePages/settings')).toBeNull();
    expect(ownerIn(shellOnly, '/minePages/setApp')).toBe('shell');
  });

  it('returns null for a path no area owns, so the shell shows its 404 page', () => {
    expect(ownerIn(shellOnly, '/no/such/page')).toBeNull();
  });
});
