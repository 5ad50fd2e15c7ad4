import { ApiError, ensureLotteryToken, useSession } from '@app/shared';
import { type GameData, gamesApi, isGameDataValid, type TransferResult } from '../../api/games';

/** How a platform is entered and funded: NG platforms through /v1/game/ng/*, the lottery one through its token. */
export interface GameDoor {
  enter(gameId: number): Promise<GameData>;
  transferIn(amount: string, idempotencyKey: string): Promise<TransferResult>;
  /** The automatic transfer-out on leave: type out, amount 0 (everything). */
  transferOutAll(idempotencyKey: string, silent?: boolean): Promise<TransferResult>;
  platformBalance(): Promise<string>;
}

export const EXPIRED_GAME = '游戏链接已失效，请重新进入';
export const LOTTERY_PENDING = '彩票通道准备中，请稍后再试';
/** What the server answers for a lottery token that is no longer the player's current one. */
export const LOTTERY_TOKEN_INVALID = '彩票令牌已失效，请重新进入';
const LOTTERY_TOKEN_RETRIES = 3;
const LOTTERY_TOKEN_WAIT_MS = 1500;

/** A failure the page shows itself (its message is already Chinese). */
export class LaunchError extends Error {}

/** SPEC 4: game data is only used while valid (5 minutes, session_id with 3+ parts). */
function validated(data: GameData): GameData {
  if (!isGameDataValid(data)) throw new LaunchError(EXPIRED_GAME);
  return data;
}

export function ngDoor(platformCode: string): GameDoor {
  return {
    enter: async (gameId) => validated(await gamesApi.enterGame(gameId)),
    transferIn: (amount, key) => gamesApi.transfer({ type: 'in', amount, platform_code: platformCode }, key),
    transferOutAll: (key, silent = false) =>
      gamesApi.transfer({ type: 'out', amount: 0, platform_code: platformCode }, key, { silent }),
    platformBalance: async () => {
      const { wallets } = await gamesApi.balance({ loading: false });
      return wallets.find((wallet) => wallet.platform_code === platformCode)?.balance ?? '0.00';
    },
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * SPEC 4 lottery token: a valid stored one is used, else requested; a 202 (created asynchronously)
 * resolves '' and we wait quietly before asking again.
 */
async function lotteryToken(): Promise<string> {
  for (let attempt = 1; ; attempt += 1) {
    const token = await ensureLotteryToken();
    if (token || attempt >= LOTTERY_TOKEN_RETRIES) return token;
    await sleep(LOTTERY_TOKEN_WAIT_MS);
  }
}

async function enterLottery(gameId: number, retried = false): Promise<GameData> {
  const token = await lotteryToken();
  if (!token) throw new LaunchError(LOTTERY_PENDING);
  try {
    return validated(await gamesApi.lotteryAddress({ gameId, lottery_token: token }, { silent: !retried }));
  } catch (error) {
    // A stale stored token (replaced on another device): drop it and fetch a fresh one once.
    if (!retried && error instanceof ApiError && error.message === LOTTERY_TOKEN_INVALID) {
      useSession.getState().updateUser({ lottery_token: null });
      return enterLottery(gameId, true);
    }
    throw error;
  }
}

export function lotteryDoor(): GameDoor {
  return {
    enter: (gameId) => enterLottery(gameId),
    transferIn: (amount, key) => gamesApi.lotteryTransferIn(amount, key),
    transferOutAll: (key, silent = false) => gamesApi.lotteryTransferOut(0, key, { silent }),
    platformBalance: async () => {
      const { wallets } = await gamesApi.lotteryBalance({ loading: false });
      return wallets[0]?.balance ?? '0.00';
    },
  };
}
