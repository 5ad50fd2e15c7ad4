import { DomainError } from '../errors';

/** A business refusal of an order with its Chinese message (HTTP 422), optionally carrying data for the client. */
export class OrderRejected extends DomainError {
  constructor(
    message: string,
    status: 409 | 422 = 422,
    override readonly data: { changes: OddsChange[] } | null = null,
  ) {
    super(status, message, data);
  }
}

/** A price that moved since the slip showed it. */
export interface OddsChange {
  match_id: number;
  play: string;
  option: string;
  old_odds: string;
  new_odds: string;
}

export const ODDS_CHANGED = '赔率已变化，请确认最新赔率后重新投注';
export const MATCH_CLOSED = '所选比赛已停止投注';
