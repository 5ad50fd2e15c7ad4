import { FOLLOW_MULTIPLE_MAX } from '@app/shared/betting';
import { z } from 'zod';
import { envelopeOf } from '../envelope';
import { isoTime, pagedOf, pageQuery, yuan } from '../schemas';
import { order } from '../sports/order-schemas';

// 跟单: request and response shapes of the plan routes (domain/plans/views.ts builds the responses).

const record = z.strictObject({
  settled: z.number().int().describe('近N中M 的 N：最近 10 个已结算方案中的个数'),
  won: z.number().int().describe('近N中M 的 M'),
  return_rate: z.string().describe('回报率：已结算方案的派奖 / 投注，百分比，2 位小数'),
  streak: z.number().int().describe('连红：最近一次未中之后连续中奖的方案数'),
});

export const plan = z.strictObject({
  id: z.number().int(),
  expert: z.strictObject({
    user_id: z.number().int(),
    nickname: z.string(),
    avatar: z.string(),
    record,
  }),
  sport_type: z.number().int(),
  title: z.string().describe('如 “2串1 · 足球 · 2场”'),
  commission_rate: z.number().int().describe('佣金：跟单盈利的百分比'),
  deadline: isoTime.describe('截止跟单：方案最早开赛时间'),
  status: z.enum(['open', 'closed', 'settled']),
  status_text: z.string(),
  result: z.enum(['pending', 'won', 'lost', 'void']),
  followers: z.number().int(),
  followed_stake: yuan,
  unit_stake: yuan.describe('跟 1 倍的金额：注数 × 每注金额'),
  created_at: isoTime,
  mine: z.boolean().describe('查看者发布的方案'),
});

export const follow = z.strictObject({
  id: z.number().int(),
  plan_id: z.number().int(),
  multiple: z.number().int(),
  stake: yuan,
  order_no: z.string(),
  order_status: z.number().int().describe('0 待开奖, 1 已中奖, 2 未中奖, 3 已退款'),
  order_status_text: z.string(),
  payout: yuan,
  commission: yuan.describe('已付给发单人的佣金'),
  created_at: isoTime,
});

const planDetail = plan.extend({
  analysis: z.string().describe('方案分析（已净化的 HTML）'),
  ticket: order,
  my_follows: z.array(follow),
});

export const planListQuery = pageQuery.extend({
  sort: z.enum(['recommend', 'popular', 'streak'], { error: '排序方式不正确' }).default('recommend'),
  sport_type: z.coerce.number().int().min(1, '运动项目不正确').max(2, '运动项目不正确').optional(),
  user_id: z.coerce
    .number()
    .int()
    .positive('发单人不正确')
    .optional()
    .describe('只看这位发单人的方案（发单人主页）'),
});

export const publishBody = z.strictObject({
  order_id: z.number({ error: '请选择要发布的注单' }).int().positive('请选择要发布的注单'),
  commission_rate: z.number({ error: '请填写佣金比例' }).int('佣金比例须为整数').min(0, '佣金比例不能为负'),
  analysis: z.string({ error: '方案分析格式不正确' }).max(2000, '方案分析最多2000字').default(''),
});

export const followBody = z.strictObject({
  multiple: z
    .number({ error: '请输入跟单倍数' })
    .int('跟单倍数须为整数')
    .min(1, '跟单倍数至少为1倍')
    .max(FOLLOW_MULTIPLE_MAX, `跟单倍数最多${FOLLOW_MULTIPLE_MAX}倍`),
});

export const planPageEnvelope = envelopeOf(pagedOf(plan));
export const planDetailEnvelope = envelopeOf(planDetail);
export const followEnvelope = envelopeOf(follow);
export const followPageEnvelope = envelopeOf(pagedOf(follow.extend({ plan })));
export const publishedPageEnvelope = envelopeOf(pagedOf(plan.extend({ commission_earned: yuan })));
export const publishableEnvelope = envelopeOf(z.array(order));
