// Demo activities and the players who fill the rankings on first start.
import { toFen } from '@app/shared/format';
import type { ActivityRule } from '../domain/activity/catalog';

const banner = (label: string, sub: string, from: string, to: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="750" height="280"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="750" height="280" rx="24" fill="url(#g)"/><circle cx="640" cy="60" r="120" fill="#fff" fill-opacity=".08"/><circle cx="700" cy="250" r="90" fill="#fff" fill-opacity=".06"/><text x="48" y="130" font-size="56" font-weight="700" fill="#fff" font-family="sans-serif">${label}</text><text x="48" y="190" font-size="30" fill="#fff" fill-opacity=".85" font-family="sans-serif">${sub}</text></svg>`,
  )}`;

interface ActivityFixture {
  typeId: number;
  title: string;
  summary: string;
  content: string;
  banner: string;
  rule: ActivityRule;
  reward: bigint;
  period: 'once' | 'daily' | 'weekly';
  /** 自动发放: paid by the platform the moment the condition is met, without an application. */
  autoGrant?: boolean;
  sort: number;
}

/** The first one is id 1: the home banner 新用户首充送豪礼 links to /activityPages/detail?id=1. */
export const ACTIVITIES: ActivityFixture[] = [
  {
    typeId: 2,
    title: '首充奖励',
    summary: '累计充值满 100 元，系统自动发放 18 元彩金',
    content:
      '活动对象：全体会员\n活动内容：累计充值满 100 元，充值到账时系统自动发放 18 元彩金，无需申请，到账后站内消息通知。\n活动规则：\n1. 每位会员限领一次，充值后提现或再次充值不会重复发放；\n2. 奖励计入账户余额，可直接投注；\n3. 如发现套利行为，平台有权取消奖励。',
    banner: banner('首充奖励', '充值满100元 送18元彩金', '#b7791f', '#ecc94b'),
    rule: { kind: 'first_deposit', min_paysum: '100' },
    reward: toFen('18'),
    period: 'once',
    autoGrant: true,
    sort: 1,
  },
  {
    typeId: 1,
    title: '新人礼金',
    summary: '注册 7 天内领取 8 元新人礼金',
    content:
      '活动对象：注册 7 天内的新会员\n活动内容：点击立即申请，系统自动审核，8 元礼金即时到账。\n活动规则：\n1. 每位会员限领一次；\n2. 同一设备、同一 IP 仅限一个账户参与。',
    banner: banner('新人礼金', '注册即领 8 元', '#c53030', '#f56565'),
    rule: { kind: 'newcomer', within_days: 7 },
    reward: toFen('8'),
    period: 'once',
    sort: 2,
  },
  {
    typeId: 3,
    title: '每日流水奖励',
    summary: '当日有效投注满 1000 元，领取 10 元',
    content:
      '活动对象：全体会员\n活动内容：当日（北京时间）有效投注满 1000 元即可申请，奖励即时到账。\n活动规则：\n1. 每日可申请一次，次日 0 点重置；\n2. 撤单金额不计入有效投注。',
    banner: banner('每日流水奖励', '投注满1000元 送10元', '#2b6cb0', '#63b3ed'),
    rule: { kind: 'turnover', min_turnover: '1000' },
    reward: toFen('10'),
    period: 'daily',
    sort: 3,
  },
  {
    typeId: 3,
    title: '周流水豪礼',
    summary: '本周有效投注满 10000 元，领取 88 元',
    content:
      '活动对象：全体会员\n活动内容：本周（周一 0 点起，北京时间）有效投注满 10000 元即可申请。\n活动规则：\n1. 每周可申请一次；\n2. 撤单金额不计入有效投注。',
    banner: banner('周流水豪礼', '周投注满1万 送88元', '#276749', '#48bb78'),
    rule: { kind: 'turnover', min_turnover: '10000' },
    reward: toFen('88'),
    period: 'weekly',
    sort: 4,
  },
  {
    typeId: 4,
    title: '晒单有礼',
    summary: '分享中奖截图到社区，审核通过送 28 元',
    content:
      '活动对象：全体会员\n活动内容：将中奖注单截图分享至官方社区后提交申请，客服审核通过后发放 28 元彩金。\n活动规则：\n1. 每位会员限参与一次；\n2. 审核结果将通过站内消息通知。',
    banner: banner('晒单有礼', '晒出好运 送28元', '#6b46c1', '#b794f4'),
    rule: { kind: 'manual' },
    reward: toFen('28'),
    period: 'once',
    sort: 5,
  },
];

/** Demo players of the rankings (cannot log in): what they staked and won, in yuan. */
export const RANKING_PLAYERS = [
  { username: 'lucky888', staked: '58800', won: '72600' },
  { username: 'goalking', staked: '43200', won: '51880' },
  { username: 'dragon66', staked: '36500', won: '28800' },
  { username: 'starwin', staked: '21900', won: '33450' },
  { username: 'moonshot', staked: '18800', won: '9600' },
  { username: 'tiger2026', staked: '12600', won: '15320' },
  { username: 'happyball', staked: '8800', won: '12100' },
  { username: 'redstar', staked: '5200', won: '3880' },
];
