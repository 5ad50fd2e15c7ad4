import type { TestServer } from '../server';
import { matchDealer } from '../sports';
import type { CatalogueRoute } from './catalogue';
import type { Flag, Player } from './roles';

const post = (path: string) => new RegExp(`^POST /api/v1/${path.replaceAll('/', '\\/')}$`);

/**
 * What each account flag governs (product decision, CONTRACT "Respect flags"): the endpoints a flagged
 * player is refused on. Matched against the live catalogue, so an endpoint added later is checked
 * from then on. Taking money out of a game is never refused, so a flagged player's money is never stuck.
 */
export const FLAG_RULES: Record<Flag, RegExp[]> = {
  // Black-listed: no betting, no games, no bonuses of any kind; withdrawing stays possible.
  isBlack: [
    post('order/submit'),
    post('syndicates'),
    post('liujiu/bet/create'),
    post('lottery/chases'),
    post('game/enter'),
    post('game/ng/enter-game'),
    post('signin'),
    post('activity/apply'),
    post('vip/claim-upgrade-bonus'),
    post('rebate/claim-all'),
  ],
  disableWithdraw: [post('withdraws')],
  // Every game, lottery among them: entering one, betting on it and moving money into it.
  disableGame: [
    post('liujiu/bet/create'),
    post('lottery/chases'),
    post('game/enter'),
    post('game/ng/enter-game'),
    post('game/ng/transfer'),
  ],
  // The NG aggregator's platforms only.
  disableNggame: [post('game/ng/enter-game'), post('game/ng/transfer')],
};

export const governedRoutes = (routes: CatalogueRoute[], flag: Flag) =>
  routes.filter((route) => FLAG_RULES[flag].some((rule) => rule.test(route.key)));

interface GameJson {
  id: number;
  platform_code: string;
  playable: boolean;
}

type Builder = (player: Player) => Promise<unknown>;

/** 大 on 极速快三 at 2 yuan: a lottery bet every player may place. */
const JSK3_BIG = { lottery_id: 1, play_id: 'k3_dxds', codes: '大', amount: '2' };

/**
 * Requests that succeed for an unflagged player (preparing what they need: a payment password and a
 * wallet, a lottery token), so the flag is the only reason left to refuse. Routes without an entry get
 * a schema-valid sample.
 */
export function validRequests(server: TestServer): Record<string, Builder> {
  const dealMatches = matchDealer(server);
  const games = async (ngOnly: boolean): Promise<GameJson[]> => {
    const platforms = await server.get<Array<{ code: string }>>('/api/v1/game/ng/platforms');
    const ngCodes = new Set((platforms.body.data ?? []).map((platform) => platform.code));
    const list = await server.get<{ list?: GameJson[] } | GameJson[]>('/api/v1/game/list');
    const all = Array.isArray(list.body.data) ? list.body.data : (list.body.data.list ?? []);
    return all.filter((game) => game.playable && (!ngOnly || ngCodes.has(game.platform_code)));
  };
  const totalGoalsSingle = async () => {
    const [matchId] = await dealMatches('football', 1);
    const plays = await server.get<{
      plays: Array<{ play: string; options: Array<{ option: string; odds: string }> }>;
    }>(`/api/v1/matches/${matchId}/plays`);
    // 总进球 is a single on every match (胜平负 only on some).
    const option = plays.body.data.plays.find((candidate) => candidate.play === 'totalGoals')?.options[0];
    return {
      sport: 'football',
      mode: 'single',
      amount: 2,
      multiple: 1,
      selections: [{ match_id: matchId, play: 'totalGoals', option: option?.option, odds: option?.odds }],
      combos: [],
    };
  };
  return {
    // The schema's sample may carry optimization; a single takes none.
    'POST /api/v1/order/submit': async () => ({ ...(await totalGoalsSingle()), optimization: undefined }),
    'POST /api/v1/syndicates': async () => ({
      ...(await totalGoalsSingle()),
      own_shares: 1,
      guarantee_shares: 0,
      commission_rate: 0,
    }),
    // The lottery refuses a flagged player inside the transaction that debits, so the rest must be valid.
    'POST /api/v1/liujiu/bet/create': async () => ({ ...JSK3_BIG, multiple: 1, expect: undefined }),
    'POST /api/v1/lottery/chases': async () => ({
      ...JSK3_BIG,
      mode: 'same',
      expects: 3,
      start_multiple: 1,
      double_every: 1,
      min_profit_rate: 50,
      stop_on_win: true,
      expect: undefined,
    }),
    'POST /api/v1/game/enter': async () => ({ gameId: (await games(false))[0]?.id }),
    'POST /api/v1/game/ng/enter-game': async () => ({ gameId: (await games(true))[0]?.id }),
    'POST /api/v1/game/ng/transfer': async () => ({
      type: 'in',
      amount: '10.00',
      platform_code: (await games(true))[0]?.platform_code,
    }),
    // One a player applies for (an auto-granted one refuses every player alike).
    'POST /api/v1/activity/apply': async () => {
      type Listed = { id: number; auto_grant: boolean };
      const list = await server.get<{ list?: Listed[] } | Listed[]>('/api/v1/activity/list');
      const activities = Array.isArray(list.body.data) ? list.body.data : (list.body.data.list ?? []);
      return { activity_id: activities.find((activity) => !activity.auto_grant)?.id };
    },
    'POST /api/v1/withdraws': async (player) => {
      await server.post('/api/v1/user/set-payment-password', { password: '135790' }, player.token);
      const wallet = await server.post<{ id: number }>(
        '/api/v1/user-wallets',
        { type: 'bank', account: '6222021234567890123', holder: '张三', bank_name: '中国工商银行' },
        player.token,
      );
      return { wallet_id: wallet.body.data?.id, amount: '100.00', payment_password: '135790' };
    },
  };
}
