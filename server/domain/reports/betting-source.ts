import type { SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import type { DayFilter } from './days';

export type BettingSource = 'sports' | 'lottery';

export interface BettingFilter extends DayFilter {
  status?: number | undefined;
}

export interface BettingRecordJson {
  id: string;
  source: BettingSource;
  source_text: string;
  ref_no: string;
  title: string;
  content: string;
  stake: string;
  payout: string;
  profit: string | null;
  status: number;
  status_text: string;
  created_at: string;
  settled_at: string | null;
  link: string | null;
}

export interface BettingDetailJson extends BettingRecordJson {
  items: Array<{ label: string; value: string; result_text: string }>;
}

/** A kind of bet the player places somewhere in the product (sports orders, lottery bets). */
export interface BettingSourceDef {
  source: BettingSource;
  text: string;
  /**
   * SQL selecting `source, id, created_at, stake, payout, status` (status mapped to BETTING_STATUS) of one
   * player's bets, so every source can be unioned, paged and summed in one query.
   */
  rows(userId: number, filter: BettingFilter): SQL;
  /** The records of some ids of this source, any order. */
  records(db: Queryable, userId: number, ids: number[]): Promise<BettingRecordJson[]>;
  detail(db: Queryable, userId: number, id: number): Promise<BettingDetailJson | null>;
}
