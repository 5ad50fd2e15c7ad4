import { useEffect, useState } from 'react';
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

/** Game types, then the platforms and games of the chosen type. */
export function useGameCatalogue(type: GameTypeCode): Catalogue {
  const [types, setTypes] = useState<TypeTab[]>([]);
  const [platforms, setPlatforms] = useState<PlatformTab[]>([]);
  const [games, setGames] = useState<Game[]>([]);
  const [loading, setLoading] = useState(true);

  useEffect(() => {
    let alive = true;
    Promise.all([gamesApi.gameTypes(), gamesApi.lotteryList({ silent: true }).catch(() => [])]).then(
      ([ngTypes, lotteryGames]) => {
        if (!alive) return;
        const tabs = ngTypes.map(({ code, name }) => ({ code, name }));
        setTypes(lotteryGames.length > 0 ? [...tabs, LOTTERY] : tabs);
      },
      () => {},
    );
    return () => {
      alive = false;
    };
  }, []);

  useEffect(() => {
    let alive = true;
    setLoading(true);
    const load =
      type === 'lottery'
        ? gamesApi.lotteryList().then((list) => ({ list, platforms: platformsOf(list) }))
        : Promise.all([gamesApi.platformsByType(type), gamesApi.gamesByType(type)]).then(([found, list]) => ({
            list,
            platforms: tabsOf(found),
          }));
    load
      .then(({ list, platforms: tabs }) => {
        if (!alive) return;
        setGames(list);
        setPlatforms(tabs);
      })
      .catch(() => {
        if (alive) setGames([]);
      })
      .finally(() => {
        if (alive) setLoading(false);
      });
    return () => {
      alive = false;
    };
  }, [type]);

  return { types, platforms, games, loading };
}
