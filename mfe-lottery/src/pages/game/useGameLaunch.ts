import { newIdempotencyKey, toast } from '@app/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { type Game, type GameData, gamesApi } from '../../api/games';
import { type GameDoor, LaunchError, lotteryDoor, ngDoor } from './doors';

export type LaunchPhase = 'loading' | 'choosing' | 'entering' | 'playing' | 'failed';

export interface GameLaunch {
  phase: LaunchPhase;
  game: Game | null;
  data: GameData | null;
  /** Platform wallet (yuan), kept current by the game page's messages. */
  platformBalance: string;
  failure: string;
  /** Enters the game and moves `amount` yuan in first ('' or '0' moves nothing). */
  start: (amount: string) => Promise<void>;
  /** Moves everything back to the main wallet (type out, amount 0) and reports it. */
  leave: () => Promise<void>;
}

const messageOf = (error: unknown) =>
  error instanceof Error && error.message ? error.message : '进入游戏失败';

/** The built-in game pages post the platform balance after every round (same origin only). */
const BALANCE_MESSAGE = 'game:balance';

/**
 * /pages/game/game's flow: find the title, enter it (SPEC 3 game data), transfer the chosen amount in,
 * and on leave transfer everything out automatically. Leaving by any other way (tab bar, hash change)
 * still transfers out, quietly.
 */
export function useGameLaunch(gameId: number, platformCode: string): GameLaunch {
  const [phase, setPhase] = useState<LaunchPhase>('loading');
  const [game, setGame] = useState<Game | null>(null);
  const [data, setData] = useState<GameData | null>(null);
  const [platformBalance, setPlatformBalance] = useState('0.00');
  const [failure, setFailure] = useState('');
  const door = useRef<GameDoor | null>(null);
  const entered = useRef(false);

  const fail = useCallback((message: string) => {
    setFailure(message);
    setPhase('failed');
  }, []);

  useEffect(() => {
    let alive = true;
    gamesApi
      .list({ platform_code: platformCode })
      .then(async (games) => {
        const found = games.find((item) => item.id === gameId);
        if (!alive) return;
        if (!found) return fail('游戏不存在');
        door.current = found.type === 'lottery' ? lotteryDoor() : ngDoor(platformCode);
        setGame(found);
        setPlatformBalance(await door.current.platformBalance());
        if (alive) setPhase('choosing');
      })
      .catch((error: unknown) => {
        if (alive) fail(messageOf(error));
      });
    return () => {
      alive = false;
    };
  }, [gameId, platformCode, fail]);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin) return;
      const message = event.data as { type?: unknown; balance?: unknown } | null;
      if (message?.type === BALANCE_MESSAGE && typeof message.balance === 'string') {
        setPlatformBalance(message.balance);
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  // Leaving without the back button (tab bar, hash change): bring the money back quietly.
  useEffect(
    () => () => {
      if (entered.current && door.current) {
        entered.current = false;
        door.current.transferOutAll(newIdempotencyKey('game-transfer'), true).catch(() => {});
      }
    },
    [],
  );

  const start = useCallback(
    async (amount: string) => {
      const current = door.current;
      if (!current) return;
      setPhase('entering');
      try {
        const entry = await current.enter(gameId);
        entered.current = true;
        let balance = entry.platform_balance;
        if (Number(amount) > 0) {
          const moved = await current.transferIn(amount, newIdempotencyKey('game-transfer'));
          balance = moved.wallets[0]?.balance ?? balance;
        }
        setPlatformBalance(balance);
        setData(entry);
        setPhase('playing');
      } catch (error) {
        if (error instanceof LaunchError) toast.error(error.message);
        fail(messageOf(error));
      }
    },
    [gameId, fail],
  );

  const leave = useCallback(async () => {
    const current = door.current;
    if (!entered.current || !current) return;
    entered.current = false;
    const result = await current.transferOutAll(newIdempotencyKey('game-transfer'));
    if (Number(result.amount) > 0) toast.success(`已转出 ${result.amount} 元至主钱包`);
    else toast.show('游戏余额为0，无需转出');
  }, []);

  return { phase, game, data, platformBalance, failure, start, leave };
}
