import { LOTTERIES } from '@app/shared/lottery';

const FIRST_LOTTERY = LOTTERIES[0]?.id ?? 1;

/** The lottery a page shows: `?id=` (the first lottery when missing or not a number). */
export function lotteryIdFrom(params: URLSearchParams): number {
  const id = Number(params.get('id'));
  return Number.isInteger(id) && id > 0 ? id : FIRST_LOTTERY;
}
