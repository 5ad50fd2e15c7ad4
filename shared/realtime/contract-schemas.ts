/**
 * `@app/shared/realtime-contract/schemas`: the zod schema of every realtime event's payload, keyed by event
 * name. Imported by the server (its AsyncAPI document, its tests) and by tests only: zod never enters a
 * client bundle, where `./contract.ts` gives the same payloads as types (`z.infer` of these schemas).
 */
import { z } from 'zod';
import { REALTIME_EVENTS } from './contract';

const yuan = z.string().regex(/^-?\d+\.\d{2}$/);
/** Unix seconds. */
const unixSeconds = z.number().int().nonnegative();

const moneyFigures = { balance: yuan, codingvolume: yuan, paysum: yuan, totalgame: yuan };

const balanceChanged = z
  .object({ ...moneyFigures, change_amount: yuan, change_type_text: z.string(), timestamp: unixSeconds })
  .meta({ description: 'One ledger row of the player: their figures after it and what it was' });

const userInfoChanged = z
  .object({
    ...moneyFigures,
    changed_fields: z.array(z.string()),
    change_type: z.string(),
    timestamp: unixSeconds,
  })
  .meta({ description: "The player's account figures changed outside a ledger row (VIP, turnover)" });

const userNotification = z
  .object({
    id: z.number().int(),
    title: z.string(),
    message: z.string(),
    type: z.string(),
    unread_count: z.number().int().nonnegative(),
    timestamp: unixSeconds,
  })
  .meta({ description: 'A 站内信 (own or 群发) reached the player; unread_count is their new unread total' });

const lotteryDrawn = z
  .object({
    lottery_id: z.number().int(),
    lottery_name: z.string(),
    expect: z.string(),
    open_code: z.string(),
    drawn_at: z.iso.datetime(),
  })
  .meta({ description: 'A lottery period was drawn and its bets settled' });

const noticePublished = z
  .object({ id: z.number().int(), category_id: z.number().int(), title: z.string() })
  .meta({ description: 'An operator published a notice' });

const configUpdated = z
  .object({ key: z.string() })
  .meta({ description: 'An operator changed a config key: open shells reload their config' });

/** The descriptions name the OpenAPI components the clients' wire types carry (`WireSchema<'ScoreUpdated'>`). */
const scoreUpdated = z
  .object({
    match_id: z.number().int(),
    sport_type: z.number().int(),
    status: z.number().int(),
    status_text: z.string(),
    minute: z.number().int(),
    home_score: z.number().int().nullable(),
    away_score: z.number().int().nullable(),
    half_home_score: z.number().int().nullable(),
    half_away_score: z.number().int().nullable(),
    statistics: z.record(z.string(), z.array(z.number())).optional(),
  })
  .meta({ description: '`score.updated` on the public channel live-matches' });

const oddsUpdated = z
  .object({
    match_id: z.number().int(),
    play: z.string(),
    line: z.string(),
    options: z.array(z.object({ option: z.string(), odds: z.string() })),
    /** The play's whole board (in-play repricing): options not listed are no longer offered. */
    complete: z.boolean().optional(),
  })
  .meta({ description: '`odds.updated` on the public channel live-matches' });

/** A live match's in-play markets suspended (goal, red card, penalty, timeout, operator) or open again. */
const marketStatus = z
  .object({ match_id: z.number().int(), open: z.boolean(), reason: z.string().nullable() })
  .meta({ description: '`market.status` on the public channel live-matches' });

const waiting = z.object({ count: z.number().int().nonnegative(), amount: yuan });

const dashboardUpdated = z
  .object({
    pending_withdrawals: waiting,
    pending_recharges: waiting,
    pending_applications: z.object({
      activities: z.number().int().nonnegative(),
      agents: z.number().int().nonnegative(),
    }),
    /** Today's Beijing day. */
    today: z.object({ date: z.string(), turnover: yuan, payout: yuan, gross_gaming_revenue: yuan }),
    online_players: z.number().int().nonnegative(),
  })
  .meta({ description: "The operators' dashboard figures (运营概览), pushed when they change" });

const liabilityChanged = z
  .object({ match_ids: z.array(z.number().int()) })
  .meta({ description: "Those matches' liability changed (orders taken, settled, limits or reopenings)" });

const outcomeSuspended = z
  .object({ match_id: z.number().int(), play: z.string(), option: z.string() })
  .meta({ description: "A breach suspended that outcome (the book's on_breach is `suspend`)" });

/** Every event's payload schema, by the event's name on the wire (contract.ts `REALTIME_EVENTS`). */
export const realtimeEventSchemas = {
  [REALTIME_EVENTS.balanceChanged]: balanceChanged,
  [REALTIME_EVENTS.userInfoChanged]: userInfoChanged,
  [REALTIME_EVENTS.userNotification]: userNotification,
  [REALTIME_EVENTS.lotteryDrawn]: lotteryDrawn,
  [REALTIME_EVENTS.noticePublished]: noticePublished,
  [REALTIME_EVENTS.configUpdated]: configUpdated,
  [REALTIME_EVENTS.scoreUpdated]: scoreUpdated,
  [REALTIME_EVENTS.oddsUpdated]: oddsUpdated,
  [REALTIME_EVENTS.marketStatus]: marketStatus,
  [REALTIME_EVENTS.dashboardUpdated]: dashboardUpdated,
  [REALTIME_EVENTS.liabilityChanged]: liabilityChanged,
  [REALTIME_EVENTS.outcomeSuspended]: outcomeSuspended,
};
