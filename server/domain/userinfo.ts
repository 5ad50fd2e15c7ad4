import { fenToYuan } from '@app/shared/format';
import type { Db } from '../db/client';
import { domainEvent } from './events';
import { accountFigures } from './reports/figures';
import type { UserRow } from './tokens';
import { effectiveLevel } from './vip';

/** The userinfo JSON of the contract: amounts as 2-decimal strings, flags as 0|1. */
export function toUserInfo(user: UserRow) {
  return {
    id: user.id,
    username: user.username,
    nickname: user.nickname || user.username,
    phone: user.phone ?? '',
    email: user.email,
    avatar: user.avatar,
    balance: fenToYuan(user.balance),
    ...accountFigures(user),
    // The level earned by turnover shows at once; the stored level only catches up when the VIP page syncs it.
    vip_level: effectiveLevel(user),
    lottery_token: user.lotteryToken,
    invite_code: user.inviteCode,
    is_mock: user.isMock,
    is_online: user.isOnline,
    is_black: user.isBlack,
    is_agent: user.isAgent,
    enabled: user.enabled,
    disable_withdraw: user.disableWithdraw,
    disable_game: user.disableGame,
    disable_nggame: user.disableNggame,
    has_payment_password: user.paymentPasswordHash ? 1 : 0,
    created_at: user.createdAt.toISOString(),
  };
}

export type UserInfo = ReturnType<typeof toUserInfo>;

export function toBalance(user: UserRow) {
  return {
    balance: fenToYuan(user.balance),
    ...accountFigures(user),
  };
}

export interface UserInfoChange {
  userId: number;
  changedFields: string[];
  changeType: string;
}

const userInfoChanged = domainEvent<UserInfoChange>();

/** A change to a player's account the open apps should learn of at once (is_agent, ...). */
export const onUserInfoChanged = userInfoChanged.on;
export const announceUserInfoChange = (db: Db, change: UserInfoChange) => userInfoChanged.emit(db, change);
