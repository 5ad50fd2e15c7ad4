import { findCombination, findOption, findPlay, type Sport } from '@app/shared/betting';
import { fenToYuan } from '@app/shared/format';
import { aliasedTable, and, count, desc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { leagues, matches, orders, syndicateShares, syndicates, teams, users } from '../../db/schema';
import { DomainError } from '../errors';
import { maskName } from '../mask-name';
import { ORDER_STATUS } from '../sports/codes';
import { oneOrderJson } from '../sports/order-views';
import type { SyndicateTicket } from './create';
import { SHARE_PRICE_FEN, SYNDICATE_STATUS_TEXT, type SyndicateStatus, syndicateCommission } from './rules';

export type SyndicateSort = 'progress' | 'newest' | 'total';
interface Page {
  page: number;
  perPage: number;
}

const SPORT_NAME: Record<Sport, string> = { football: '足球', basketball: '篮球' };

const buyers = sql<number>`(select count(distinct p.user_id)::int from syndicate_shares p
  where p.syndicate_id = ${syndicates.id} and not p.refunded)`;

const select = (db: Queryable) =>
  db
    .select({
      syndicate: syndicates,
      order: orders,
      nickname: users.nickname,
      username: users.username,
      avatar: users.avatar,
      buyers,
    })
    .from(syndicates)
    .innerJoin(users, eq(users.id, syndicates.userId))
    .leftJoin(orders, eq(orders.id, syndicates.orderId));
type Row = Awaited<ReturnType<ReturnType<typeof select>['execute']>>[number];

function statusOf({ syndicate, order }: Row): SyndicateStatus {
  if (syndicate.status === 'cancelled') return 'cancelled';
  if (syndicate.status === 'open') return 'open';
  return order && order.status !== ORDER_STATUS.pending ? 'settled' : 'placed';
}

function resultOf({ syndicate, order }: Row) {
  if (syndicate.status === 'cancelled' || order?.status === ORDER_STATUS.refunded) return 'void' as const;
  if (order?.status === ORDER_STATUS.won) return 'won' as const;
  return order?.status === ORDER_STATUS.lost ? ('lost' as const) : ('pending' as const);
}

function titleOf(ticket: SyndicateTicket): string {
  const names = ticket.combos.map((code) => findCombination(code)?.name ?? code);
  const mode = ticket.mode === 'mixed' ? names.join(',') || '串关' : '单关';
  const legs = new Set(ticket.selections.map((selection) => selection.match_id)).size;
  return `${mode} · ${SPORT_NAME[ticket.sport]} · ${legs}场`;
}

async function mySharesIn(db: Queryable, ids: number[], viewerId: number | null) {
  if (viewerId === null || ids.length === 0) return new Map<number, number>();
  const rows = await db
    .select({ id: syndicateShares.syndicateId, shares: sql<number>`sum(${syndicateShares.shares})::int` })
    .from(syndicateShares)
    .where(
      and(
        inArray(syndicateShares.syndicateId, ids),
        eq(syndicateShares.userId, viewerId),
        eq(syndicateShares.refunded, false),
      ),
    )
    .groupBy(syndicateShares.syndicateId);
  return new Map(rows.map((row) => [row.id, Number(row.shares)]));
}

async function syndicatesJson(db: Queryable, rows: Row[], viewerId: number | null) {
  const mine = await mySharesIn(
    db,
    rows.map((row) => row.syndicate.id),
    viewerId,
  );
  return rows.map((row) => {
    const { syndicate } = row;
    const status = statusOf(row);
    const placing = syndicate.status === 'placing';
    return {
      id: syndicate.id,
      initiator: {
        user_id: syndicate.userId,
        nickname: row.nickname || maskName(row.username),
        avatar: row.avatar,
      },
      sport_type: syndicate.sportType,
      title: titleOf(syndicate.ticket as SyndicateTicket),
      description: syndicate.description,
      total: fenToYuan(BigInt(syndicate.totalShares) * SHARE_PRICE_FEN),
      share_price: fenToYuan(SHARE_PRICE_FEN),
      total_shares: syndicate.totalShares,
      sold_shares: syndicate.soldShares,
      progress: Math.floor((syndicate.soldShares * 100) / syndicate.totalShares),
      guarantee_shares: syndicate.guaranteeShares,
      commission_rate: syndicate.commissionRate,
      deadline: syndicate.deadline.toISOString(),
      status,
      status_text: placing ? '出票中' : SYNDICATE_STATUS_TEXT[status],
      result: resultOf(row),
      is_public: syndicate.isPublic,
      ticket_visibility: syndicate.ticketAlways ? ('always' as const) : ('after_deadline' as const),
      buyers: Number(row.buyers),
      payout: fenToYuan(row.order?.payout ?? 0n),
      my_shares: mine.get(syndicate.id) ?? 0,
      mine: viewerId === syndicate.userId,
      created_at: syndicate.createdAt.toISOString(),
    };
  });
}

const isOpen = sql`(${syndicates.status} = 'open' and ${syndicates.deadline} > now())`;
const SORTS: Record<SyndicateSort, SQL[]> = {
  progress: [
    sql`${syndicates.soldShares}::float / ${syndicates.totalShares} desc`,
    desc(syndicates.createdAt),
  ],
  newest: [desc(syndicates.createdAt)],
  total: [desc(syndicates.totalShares), desc(syndicates.createdAt)],
};

const paged = async (
  db: Queryable,
  where: SQL | undefined,
  order: SQL[],
  page: Page,
  viewer: number | null,
) => {
  const rows = await select(db)
    .where(where)
    .orderBy(...order, desc(syndicates.id))
    .limit(page.perPage)
    .offset((page.page - 1) * page.perPage);
  const [total] = await db.select({ n: count() }).from(syndicates).where(where);
  return {
    list: await syndicatesJson(db, rows, viewer),
    total: total?.n ?? 0,
    page: page.page,
    per_page: page.perPage,
  };
};

/** 合买大厅: public syndicates still selling, by the sort; optionally one sport. */
export function listSyndicates(
  db: Queryable,
  query: { sort: SyndicateSort; sportType?: number | undefined } & Page,
  viewerId: number | null,
) {
  const where = and(
    eq(syndicates.isPublic, true),
    isOpen,
    query.sportType === undefined ? undefined : eq(syndicates.sportType, query.sportType),
  );
  return paged(db, where, SORTS[query.sort], query, viewerId);
}

/** 我发起的 / 我参与的 (a purchase, refunded or not, in someone else's syndicate), newest first. */
export function mySyndicates(db: Queryable, userId: number, role: 'initiated' | 'joined', page: Page) {
  const where =
    role === 'initiated'
      ? eq(syndicates.userId, userId)
      : and(
          ne(syndicates.userId, userId),
          sql`exists (select 1 from syndicate_shares p where p.syndicate_id = ${syndicates.id} and p.user_id = ${userId})`,
        );
  return paged(db, where, [desc(syndicates.createdAt)], page, userId);
}

const homeTeams = aliasedTable(teams, 'home_team');
const awayTeams = aliasedTable(teams, 'away_team');

/** The ticket leg by leg with its matches, at the odds it was offered with. */
async function ticketJson(db: Queryable, ticket: SyndicateTicket, betCount: number) {
  const ids = [...new Set(ticket.selections.map((selection) => selection.match_id))];
  const found = await db
    .select({ match: matches, league: leagues.name, home: homeTeams.name, away: awayTeams.name })
    .from(matches)
    .innerJoin(leagues, eq(leagues.id, matches.leagueId))
    .innerJoin(homeTeams, eq(homeTeams.id, matches.homeTeamId))
    .innerJoin(awayTeams, eq(awayTeams.id, matches.awayTeamId))
    .where(inArray(matches.id, ids));
  const byId = new Map(found.map((row) => [row.match.id, row]));
  return {
    mode: ticket.mode,
    combo_names: ticket.combos.map((code) => findCombination(code)?.name ?? code),
    amount: fenToYuan(BigInt(ticket.amount) * 100n),
    multiple: ticket.multiple,
    bet_count: betCount,
    legs: ticket.selections.map((selection) => {
      const row = byId.get(selection.match_id);
      return {
        match_id: selection.match_id,
        league_name: row?.league ?? '',
        home_team: row?.home ?? '',
        away_team: row?.away ?? '',
        start_time: (row?.match.kickoffAt ?? new Date(0)).toISOString(),
        play: selection.play,
        play_name: findPlay(ticket.sport, selection.play)?.name ?? selection.play,
        option: selection.option,
        option_name: findOption(ticket.sport, selection.play, selection.option)?.name ?? selection.option,
        odds: selection.odds,
        banker: selection.banker === true,
      };
    }),
  };
}

/** A private syndicate opens with its link's code, and always for those who hold a share of it. */
export async function mayOpen(
  db: Queryable,
  syndicate: Pick<typeof syndicates.$inferSelect, 'id' | 'isPublic' | 'shareCode'>,
  viewerId: number | null,
  code: string | undefined,
): Promise<boolean> {
  if (syndicate.isPublic || code === syndicate.shareCode) return true;
  if (viewerId === null) return false;
  const [held] = await db
    .select({ id: syndicateShares.id })
    .from(syndicateShares)
    .where(and(eq(syndicateShares.syndicateId, syndicate.id), eq(syndicateShares.userId, viewerId)))
    .limit(1);
  return held !== undefined;
}

/**
 * One syndicate as its page shows it. A private one is found by its link (its code); its ticket is shown when the initiator
 * chose so, once sales have closed, and always to the initiator.
 */
export async function syndicateDetail(db: Queryable, id: number, viewerId: number | null, code?: string) {
  const [row] = await select(db).where(eq(syndicates.id, id));
  if (!row || !(await mayOpen(db, row.syndicate, viewerId, code))) throw new DomainError(404, '合买不存在');
  const [json] = await syndicatesJson(db, [row], viewerId);
  if (!json) throw new DomainError(404, '合买不存在');
  const { syndicate, order } = row;
  const visible =
    syndicate.ticketAlways ||
    viewerId === syndicate.userId ||
    syndicate.status !== 'open' ||
    syndicate.deadline.getTime() <= Date.now();
  const purchases = await db
    .select({ share: syndicateShares, nickname: users.nickname, username: users.username })
    .from(syndicateShares)
    .innerJoin(users, eq(users.id, syndicateShares.userId))
    .where(eq(syndicateShares.syndicateId, id))
    .orderBy(syndicateShares.id);
  const byBuyer = new Map<number, { name: string; shares: number; initiator: boolean }>();
  for (const { share, nickname, username } of purchases.filter((purchase) => !purchase.share.refunded)) {
    const entry = byBuyer.get(share.userId) ?? {
      name: maskName(nickname || username),
      shares: 0,
      initiator: share.userId === syndicate.userId,
    };
    entry.shares += share.shares;
    byBuyer.set(share.userId, entry);
  }
  const settled = order && order.status !== ORDER_STATUS.pending;
  return {
    ...json,
    ticket: visible ? await ticketJson(db, syndicate.ticket as SyndicateTicket, syndicate.betCount) : null,
    order: visible && order ? await oneOrderJson(db, order) : null,
    buyer_list: [...byBuyer.values()].sort(
      (a, b) => Number(b.initiator) - Number(a.initiator) || b.shares - a.shares,
    ),
    my_purchases: purchases
      .filter(({ share }) => viewerId !== null && share.userId === viewerId)
      .map(({ share }) => ({
        id: share.id,
        kind: share.kind as 'initiator' | 'buy' | 'guarantee',
        shares: share.shares,
        amount: fenToYuan(share.amount),
        refunded: share.refunded,
        prize: fenToYuan(share.prize),
        created_at: share.createdAt.toISOString(),
      })),
    share_code: viewerId === syndicate.userId ? syndicate.shareCode : null,
    commission: fenToYuan(
      settled ? syndicateCommission(order.stake, order.payout, syndicate.commissionRate) : 0n,
    ),
  };
}
