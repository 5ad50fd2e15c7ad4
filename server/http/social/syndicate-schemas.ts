import { z } from 'zod';
import { envelopeOf } from '../envelope';
import { isoTime, pagedOf, pageQuery, yuan } from '../schemas';
import { submitBody } from '../sports/order-routes';
import { order } from '../sports/order-schemas';

// 合买: request and response shapes of the syndicate routes (domain/syndicates/views.ts builds the responses).

const status = z
  .enum(['open', 'placed', 'cancelled', 'settled'])
  .describe('open 认购中, placed 已出票, cancelled 已撤单（全部退款）, settled 已结算');

export const syndicate = z.strictObject({
  id: z.number().int(),
  initiator: z.strictObject({ user_id: z.number().int(), nickname: z.string(), avatar: z.string() }),
  sport_type: z.number().int(),
  title: z.string().describe('如 “2串1 · 足球 · 2场”'),
  description: z.string().describe('发起人宣言（纯文本）'),
  total: yuan.describe('方案总金额 = 份数 × 每份金额'),
  share_price: yuan.describe('每份金额（1 元）'),
  total_shares: z.number().int(),
  sold_shares: z.number().int().describe('已认购份数（含发起人自购和已生效的保底）'),
  progress: z.number().int().describe('认购进度，百分比向下取整'),
  guarantee_shares: z.number().int().describe('发起人保底份数（截止时用于补足，未用部分退回）'),
  commission_rate: z.number().int().describe('发起人佣金：方案盈利的百分比（0–10）'),
  deadline: isoTime.describe('截止认购：最早开赛前 5 分钟'),
  status,
  status_text: z.string(),
  result: z.enum(['pending', 'won', 'lost', 'void']),
  is_public: z.boolean().describe('在合买大厅公开；否则仅凭链接可见'),
  ticket_visibility: z.enum(['always', 'after_deadline']),
  buyers: z.number().int().describe('参与人数（含发起人）'),
  payout: yuan.describe('方案派奖（出票并结算后）'),
  my_shares: z.number().int().describe('查看者认购的份数（未退款）'),
  mine: z.boolean().describe('查看者发起的合买'),
  created_at: isoTime,
});

const ticketLeg = z.strictObject({
  match_id: z.number().int(),
  league_name: z.string(),
  home_team: z.string(),
  away_team: z.string(),
  start_time: isoTime,
  play: z.string(),
  play_name: z.string(),
  option: z.string(),
  option_name: z.string(),
  odds: z.string().describe('发起时的赔率；出票按当时赔率'),
  banker: z.boolean(),
});

const ticket = z.strictObject({
  mode: z.enum(['single', 'mixed']),
  combo_names: z.array(z.string()),
  amount: yuan,
  multiple: z.number().int(),
  bet_count: z.number().int(),
  legs: z.array(ticketLeg),
});

export const purchase = z.strictObject({
  id: z.number().int(),
  kind: z.enum(['initiator', 'buy', 'guarantee']).describe('发起人自购 / 认购 / 保底补足'),
  shares: z.number().int(),
  amount: yuan,
  refunded: z.boolean(),
  prize: yuan.describe('分得的奖金（已到账）'),
  created_at: isoTime,
});

const buyer = z.strictObject({
  name: z.string().describe('脱敏昵称'),
  shares: z.number().int(),
  initiator: z.boolean(),
});

const syndicateDetail = syndicate.extend({
  ticket: ticket.nullable().describe('方案内容：公开或截止后可见，发起人始终可见'),
  order: order.nullable().describe('出票后的注单（方案内容可见时）'),
  buyer_list: z.array(buyer),
  share_code: z
    .string()
    .nullable()
    .describe('私密合买的分享码（仅发起人可见）：链接带上 code 才能查看和认购'),
  my_purchases: z.array(purchase),
  commission: yuan.describe('发起人所得佣金'),
});

export const syndicateListQuery = pageQuery.extend({
  sort: z.enum(['progress', 'newest', 'total'], { error: '排序方式不正确' }).default('progress'),
  sport_type: z.coerce.number().int().min(1, '运动项目不正确').max(2, '运动项目不正确').optional(),
});

export const mySyndicatesQuery = pageQuery.extend({
  role: z.enum(['initiated', 'joined'], { error: '类型不正确' }).default('joined'),
});

const { sport, mode, combos, selections, amount, multiple } = submitBody.shape;

export const createSyndicateBody = z.strictObject({
  sport,
  mode,
  combos,
  selections,
  amount,
  multiple,
  own_shares: z.number({ error: '请填写自购份数' }).int('自购份数须为整数').min(1, '自购份数至少1份'),
  guarantee_shares: z
    .number({ error: '保底份数格式不正确' })
    .int('保底份数须为整数')
    .min(0, '保底份数不能为负')
    .default(0),
  commission_rate: z
    .number({ error: '请填写佣金比例' })
    .int('佣金比例须为整数')
    .min(0, '佣金比例不能为负')
    .max(10, '佣金比例最高10%'),
  is_public: z.boolean({ error: '公开设置不正确' }).default(true),
  ticket_visibility: z.enum(['always', 'after_deadline'], { error: '方案公开方式不正确' }).default('always'),
  description: z.string({ error: '宣言格式不正确' }).max(200, '宣言最多200字').default(''),
});

const shareCode = z.string({ error: '分享码不正确' }).max(32, '分享码不正确');

export const buyBody = z.strictObject({
  shares: z.number({ error: '请填写认购份数' }).int('认购份数须为整数').min(1, '认购份数至少1份'),
  code: shareCode.optional().describe('私密合买的分享码'),
});

export const syndicateDetailQuery = z.object({ code: shareCode.optional().describe('私密合买的分享码') });

export const syndicatePageEnvelope = envelopeOf(pagedOf(syndicate));
export const syndicateDetailEnvelope = envelopeOf(syndicateDetail);
