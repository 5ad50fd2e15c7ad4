import { LOTTERY_MULTIPLE_RANGE } from '@app/shared/lottery';
import { z } from 'zod';
import { moneyAmount, pageQuery } from '../schemas';

export const lotteryId = z.coerce.number({ error: '请选择彩种' }).int('彩种不正确').positive('彩种不正确');
export const lotteryQuery = z.object({ lottery_id: lotteryId });
export const expectText = z.string().regex(/^\d{8}-\d{3,4}$/, '期号不正确');
export const playId = z.string({ error: '请选择玩法' }).min(1, '请选择玩法').max(32, '玩法不存在');
export const betCodes = z.string({ error: '请选择投注号码' }).max(1000, '投注号码过长');
export const betId = z.coerce.number({ error: '请选择注单' }).int('注单不正确').positive('注单不正确');

export const onlyHotQuery = z.object({
  only_hot: z
    .enum(['0', '1', 'true', 'false'], { error: 'only_hot 须为 0 或 1' })
    .optional()
    .transform((value) => value === '1' || value === 'true'),
});

export const openCodeQuery = z.object({ lottery_id: lotteryId, expect: expectText });
export const historyQuery = pageQuery.extend({ lottery_id: lotteryId });
export const settlementQuery = z.object({ lottery_id: lotteryId, expect: expectText.optional() });
export const trendQuery = z.object({
  lottery_id: lotteryId,
  limit: z.coerce.number().int().min(5, '期数须在5-100之间').max(100, '期数须在5-100之间').default(30),
});

export const playListQuery = lotteryQuery;
export const playDetailQuery = z.object({ play_id: playId });
export const codesBody = z.strictObject({
  play_id: playId,
  codes: betCodes,
  amount: moneyAmount.optional(),
  multiple: z.number().int(LOTTERY_MULTIPLE_RANGE).optional(),
});

export const betCreateBody = z.strictObject({
  lottery_id: lotteryId,
  expect: expectText.optional(),
  play_id: playId,
  codes: betCodes,
  amount: moneyAmount,
  multiple: z.number({ error: '请输入倍数' }).int(LOTTERY_MULTIPLE_RANGE),
});
export const betCancelBody = z.strictObject({ bet_id: betId });
export const betBatchCancelBody = z.strictObject({
  bet_ids: z
    .array(betId, { error: '请选择要撤销的注单' })
    .min(1, '请选择要撤销的注单')
    .max(100, '一次最多撤销100注'),
});
export const betListQuery = pageQuery.extend({
  lottery_id: lotteryId.optional(),
  expect: expectText.optional(),
  status: z.coerce.number().int().min(0).max(3).optional(),
});
export const betDetailQuery = z.object({ bet_id: betId });
export const betStatsQuery = z.object({ lottery_id: lotteryId.optional() });
