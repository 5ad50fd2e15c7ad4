export interface MineEntry {
  title: string;
  path: string;
  glyph: string;
  /** Shown only to agents. */
  agentOnly?: boolean;
}

export interface MineEntrySection {
  title: string;
  entries: MineEntry[];
}

/** Every feature area reachable from 我的 (SPEC section 2). */
export const MINE_SECTIONS: MineEntrySection[] = [
  {
    title: '资金记录',
    entries: [
      { title: '账单明细', path: '/financePages/billdetails', glyph: '账' },
      { title: '投注记录', path: '/financePages/gamerecords', glyph: '注' },
      { title: '我的跟单', path: '/planPages/mine', glyph: '跟' },
      { title: '我的合买', path: '/syndicatePages/mine', glyph: '合' },
      { title: '奖金记录', path: '/financePages/bonusrecord', glyph: '奖' },
      { title: '返水记录', path: '/financePages/rebaterecord', glyph: '返' },
      { title: '综合报表', path: '/financePages/comprehensive', glyph: '报' },
    ],
  },
  {
    title: '福利中心',
    entries: [
      { title: 'VIP特权', path: '/minePages/vip', glyph: 'V' },
      { title: '每日签到', path: '/pages/signin/index', glyph: '签' },
      { title: '邀请好友', path: '/minePages/invite', glyph: '邀' },
      { title: '我的下级', path: '/minePages/referrals', glyph: '级' },
      { title: '邀请奖励', path: '/minePages/rewards', glyph: '礼' },
      { title: '排行榜', path: '/minePages/ranking', glyph: '榜' },
      { title: '活动记录', path: '/activityPages/records', glyph: '活' },
    ],
  },
  {
    title: '服务与设置',
    entries: [
      { title: '站内信', path: '/minePages/messages', glyph: '信' },
      { title: '申请代理', path: '/minePages/agent-apply', glyph: '代' },
      { title: '代理中心', path: '/agentPages/agent', glyph: '理', agentOnly: true },
      { title: '在线客服', path: '/pages/customer/customer', glyph: '客' },
      { title: '理性投注', path: '/minePages/protection', glyph: '护' },
      { title: '账户设置', path: '/minePages/set', glyph: '设' },
      { title: '应用设置', path: '/minePages/setApp', glyph: '应' },
      { title: '下载APP', path: '/pages/download/download', glyph: '载' },
      { title: '日志管理', path: '/pages/logs/logs', glyph: '志' },
    ],
  },
];
