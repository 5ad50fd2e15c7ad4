/**
 * `@app/shared/realtime-contract`: the one realtime contract between the server and every app. Every
 * channel name, every event name, which channel each event travels on, and each payload's type (inferred
 * from the zod schemas of `./contract-schemas.ts`, imported here as types only so zod stays out of the
 * client bundles). The server publishes only through it and serves it as /api/asyncapi.json.
 */
import type { z } from 'zod';
import type { realtimeEventSchemas } from './contract-schemas';

/** A player's private channel; the server signs it for its owner only. */
export const userChannel = (userId: number | string) => `private-user.${userId}`;

/** The channels, by role. `user` is the address pattern of `userChannel(userId)`. */
export const REALTIME_CHANNELS = {
  user: 'private-user.{userId}',
  /** Public: draws, notices, config changes. */
  announcements: 'public-announcements',
  /** Public: live scores, odds and in-play market status. */
  liveMatches: 'live-matches',
  /** Operators holding `dashboard.read` (signed by GET /api/ops/realtime/auth). */
  opsDashboard: 'private-ops-dashboard',
  /** 风控: operators holding `trading.read`. */
  opsRisk: 'private-ops-risk',
} as const;
export type RealtimeChannelRole = keyof typeof REALTIME_CHANNELS;

/** Every event the server publishes, by the name code uses for it. */
export const REALTIME_EVENTS = {
  balanceChanged: 'balance.changed',
  userInfoChanged: 'user.info.changed',
  userNotification: 'user.notification',
  lotteryDrawn: 'lottery.drawn',
  noticePublished: 'notice.published',
  configUpdated: 'config.updated',
  scoreUpdated: 'score.updated',
  oddsUpdated: 'odds.updated',
  marketStatus: 'market.status',
  dashboardUpdated: 'dashboard.updated',
  liabilityChanged: 'ops.liability',
  outcomeSuspended: 'ops.outcome_suspended',
} as const;
export type RealtimeEventName = (typeof REALTIME_EVENTS)[keyof typeof REALTIME_EVENTS];

/** The channel each event travels on (and no other). */
export const EVENT_CHANNEL = {
  [REALTIME_EVENTS.balanceChanged]: 'user',
  [REALTIME_EVENTS.userInfoChanged]: 'user',
  [REALTIME_EVENTS.userNotification]: 'user',
  [REALTIME_EVENTS.lotteryDrawn]: 'announcements',
  [REALTIME_EVENTS.noticePublished]: 'announcements',
  [REALTIME_EVENTS.configUpdated]: 'announcements',
  [REALTIME_EVENTS.scoreUpdated]: 'liveMatches',
  [REALTIME_EVENTS.oddsUpdated]: 'liveMatches',
  [REALTIME_EVENTS.marketStatus]: 'liveMatches',
  [REALTIME_EVENTS.dashboardUpdated]: 'opsDashboard',
  [REALTIME_EVENTS.liabilityChanged]: 'opsRisk',
  [REALTIME_EVENTS.outcomeSuspended]: 'opsRisk',
} as const satisfies Record<RealtimeEventName, RealtimeChannelRole>;

/** The payload of an event as the server publishes it. */
export type RealtimePayload<E extends RealtimeEventName> = z.output<(typeof realtimeEventSchemas)[E]>;

/** Events on a player's private channel. */
export type PlayerEventName = {
  [E in RealtimeEventName]: (typeof EVENT_CHANNEL)[E] extends 'user' ? E : never;
}[RealtimeEventName];
/** Events on a fixed channel (public or operators'). */
export type FixedChannelEventName = Exclude<RealtimeEventName, PlayerEventName>;

/** The channel a player event goes to for that player, or the fixed channel of any other event. */
export function channelOf(event: RealtimeEventName, userId?: number): string {
  const role = EVENT_CHANNEL[event];
  if (role !== 'user') return REALTIME_CHANNELS[role];
  if (userId === undefined) throw new Error(`${event} needs the player it goes to`);
  return userChannel(userId);
}

export type BalanceChanged = RealtimePayload<typeof REALTIME_EVENTS.balanceChanged>;
export type UserInfoChanged = RealtimePayload<typeof REALTIME_EVENTS.userInfoChanged>;
export type UserNotification = RealtimePayload<typeof REALTIME_EVENTS.userNotification>;
export type LotteryDrawn = RealtimePayload<typeof REALTIME_EVENTS.lotteryDrawn>;
export type NoticePublished = RealtimePayload<typeof REALTIME_EVENTS.noticePublished>;
export type ScoreUpdated = RealtimePayload<typeof REALTIME_EVENTS.scoreUpdated>;
export type OddsUpdated = RealtimePayload<typeof REALTIME_EVENTS.oddsUpdated>;
export type MarketStatus = RealtimePayload<typeof REALTIME_EVENTS.marketStatus>;
export type DashboardFigures = RealtimePayload<typeof REALTIME_EVENTS.dashboardUpdated>;
export type LiabilityChanged = RealtimePayload<typeof REALTIME_EVENTS.liabilityChanged>;
export type OutcomeSuspended = RealtimePayload<typeof REALTIME_EVENTS.outcomeSuspended>;

/** One event with its payload, as the server publishes it on an event's fixed channel. */
export type FixedChannelMessage = {
  [E in FixedChannelEventName]: { event: E; data: RealtimePayload<E> };
}[FixedChannelEventName];

/** One event for a player's private channel; `timestamp` is stamped at publication when left out. */
export type PlayerMessage = {
  [E in PlayerEventName]: {
    event: E;
    data: Omit<RealtimePayload<E>, 'timestamp'> & { timestamp?: number };
  };
}[PlayerEventName];
