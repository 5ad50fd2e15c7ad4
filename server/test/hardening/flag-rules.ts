import type { TestServer } from '../server';
import { matchDealer } from '../sports';
import type { CatalogueRoute } from './catalogue';
import type { Flag } from './roles';

/**
 * What each account flag governs (product decision, CONTRACT "Respect flags"): the endpoints a flagged
 * player is refused on. Matched against the live catalogue, so an endpoint that is added later is
 * checked from then on without touching this file.
 */
export const FLAG_RULES: Record<Flag, RegExp[]> = {
  // Black-listed: no betting and no cash-out.
  isBlack: [
    /^POST \/api\/v1\/order\/submit$/,
    /^POST \/api\/v1\/liujiu\/bet\/create$/,
    /^POST \/api\/v1\/withdraws$/,
  ],
  disableWithdraw: [/^POST \/api\/v1\/withdraws$/],
  // Every third-party game: entering one and moving money into it.
  disableGame: [
    /^POST \/api\/v1\/game\/enter$/,
    /^POST \/api\/v1\/game\/ng\/enter-game$/,
    /^POST \/api\/v1\/game\/ng\/transfer$/,
    /^POST \/api\/v1\/game\/lottery\/address$/,
    /^POST \/api\/v1\/game\/lottery\/transfer-in$/,
  ],
  // The NG platform only.
  disableNggame: [/^POST \/api\/v1\/game\/ng\/enter-game$/, /^POST \/api\/v1\/game\/ng\/transfer$/],
};

export const governedRoutes = (routes: CatalogueRoute[], flag: Flag) =>
  routes.filter((route) => FLAG_RULES[flag].some((rule) => rule.test(route.key)));

/**
 * Bodies (or the fields to set on a schema-valid sample) that would succeed for an unflagged player, so
 * the flag is the only reason left to refuse. Moving money into a game is what the game flags stop;
 * taking it out stays possible.
 */
export function validBodies(server: TestServer): Record<string, () => Promise<unknown>> {
  const dealMatches = matchDealer(server);
  return {
    'POST /api/v1/game/ng/transfer': async () => ({ type: 'in', amount: '10.00' }),
    'POST /api/v1/game/lottery/transfer-in': async () => ({ amount: '10.00' }),
    'POST /api/v1/withdraws': async () => ({ amount: '100.00' }),
    'POST /api/v1/liujiu/bet/create': async () => ({ amount: '2.00' }),
    'POST /api/v1/order/submit': async () => {
      const [matchId] = await dealMatches('football', 1);
      const plays = await server.get<{
        plays: Array<{ play: string; options: Array<{ option: string; odds: string }> }>;
      }>(`/api/v1/matches/${matchId}/plays`);
      const play = plays.body.data.plays.find((candidate) => candidate.play === 'winDrawLose');
      const option = play?.options[0];
      return {
        sport: 'football',
        mode: 'single',
        amount: 2,
        multiple: 1,
        selections: [{ match_id: matchId, play: 'winDrawLose', option: option?.option, odds: option?.odds }],
      };
    },
  };
}
