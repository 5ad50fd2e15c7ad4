import { useRequest } from '@app/shared';
import { type Game, type GamePlatform, type GameTypeCode, gamesApi } from '../../api/games';

export interface TypeTab {
  code: GameTypeCode;
  name: string;
}

export interface PlatformTab {
  code: string;
  name: string;
}

export interface Catalogue {
  types: TypeTab[];
  platforms: PlatformTab[];
  games: Game[];
  loading: boolean;
}

/** The lottery platform is not an NG platform: its titles come from /v1/game/lottery/list. */
const LOTTERY: TypeTab = { code: 'lottery', name: '彩票' };

const platformsOf = (games: Game[]): PlatformTab[] => {
  const seen = new Map<string, string>();
  for (const game of games) seen.set(game.platform_code, game.platform_name);
  return [...seen].map(([code, name]) => ({ code, name }));
};

const tabsOf = (platforms: GamePlatform[]): PlatformTab[] =>
  platforms.map((platform) => ({ code: platform.code, name: platform.name }));

/** Game types, then the platforms and games of the chosen type (a type seen before shows at once). */
export function useGameCatalogue(type: GameTypeCode): Catalogue {
  const types = useRequest(
    () =>
      Promise.all([gamesApi.gameTypes(), gamesApi.lotteryList({ silent: true }).catch(() => [])]).then(
        ([ngTypes, lotteryGames]) => {
          const tabs = ngTypes.map(({ code, name }) => ({ code, name }));
          return lotteryGames.length > 0 ? [...tabs, LOTTERY] : tabs;
        },
      ),
    'lottery:SlotListPage:types',
  );
  const shelf = useRequest(
    () =>
      type === 'lottery'
        ? gamesApi.lotteryList().then((games) => ({ games, platforms: platformsOf(games) }))
        : Promise.all([gamesApi.platformsByType(type), gamesApi.gamesByType(type)]).then(
            ([found, games]) => ({
              games,
              platforms: tabsOf(found),
            }),
          ),
    `lottery:SlotListPage:games-${type}`,
  );
  return {
    types: types.status === 'ready' ? types.data : [],
    platforms: shelf.status === 'ready' ? shelf.data.platforms : [],
    games: shelf.status === 'ready' ? shelf.data.games : [],
    loading: shelf.status === 'loading',
  };
}
