import { fenToYuan } from '@app/shared/format';

/** One way an inviter earns: paid once per invitee, through the ledger as invite_reward. */
export interface InviteRule {
  key: 'register' | 'first_deposit';
  name: string;
  amountFen: bigint;
}

/** The invitee's paysum that counts as the first deposit reaching 100 yuan. */
export const FIRST_DEPOSIT_THRESHOLD_FEN = 10_000n;

export const INVITE_RULES: readonly InviteRule[] = [
  { key: 'register', name: '好友注册奖励', amountFen: 800n },
  { key: 'first_deposit', name: '好友首充奖励', amountFen: 1_800n },
];

export const ruleName = (key: string) => INVITE_RULES.find((rule) => rule.key === key)?.name ?? '邀请奖励';

/** The rules page text; an operator may replace it with the config key invite_rules (a list of lines). */
export function defaultRuleLines(): string[] {
  const [register, deposit] = INVITE_RULES;
  return [
    '分享您的专属邀请链接、二维码或邀请码，好友注册时填写邀请码即与您绑定为上下级关系。',
    `好友完成注册，您即可获得${fenToYuan(register?.amountFen ?? 0n)}元奖励。`,
    `好友累计充值首次达到${fenToYuan(FIRST_DEPOSIT_THRESHOLD_FEN)}元，您再获得${fenToYuan(deposit?.amountFen ?? 0n)}元奖励。`,
    '奖励自动发放至账户余额（打开邀请页面时结算），每位好友每项奖励仅发放一次。',
    '被禁用或列入黑名单的账户不参与奖励。',
    '更换邀请码后旧邀请码立即失效，已绑定的好友不受影响。',
  ];
}
