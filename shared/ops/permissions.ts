// What an operator may do: permission ids (declared beside each /api/ops route), their Chinese labels and the
// built-in roles as permission sets. Pure data, shared by the server and the web console.

export const PERMISSIONS = {
  'dashboard.read': '查看运营概览',
  'config.read': '查看配置',
  'config.write': '修改配置开关',
  'content.messages': '发送站内信',
  'content.broadcast': '群发站内信',
  'content.notices': '发布与撤回公告',
  'content.banners': '管理轮播图',
  'content.articles': '发布专家文章',
  'content.activities': '审核活动申请',
  'agents.review': '审核代理申请',
  'games.platforms': '游戏平台开关',
  'finance.recharges': '充值审核',
  'finance.withdrawals': '提现审核',
  'finance.credit': '加款与扣款',
  'finance.games': '游戏钱包归集',
  'trading.read': '查看赛事与彩票',
  'trading.odds': '调整赔率',
  'trading.schedule': '新增比赛',
  'trading.suspend': '暂停与恢复盘口',
  'trading.settle': '比赛结算',
  'trading.void': '取消比赛',
  'trading.draw': '彩票开奖',
  'trading.limits': '风控限额',
  'players.create': '创建玩家账号',
  'players.read': '查看玩家资料',
  'players.block': '禁用玩家',
  'players.unlock': '解禁玩家',
  'support.messages': '客服消息',
  'releases.read': '查看发布记录',
  'releases.deploy': '远程模块发布与回滚',
  'releases.errors': '查看远程模块错误',
  'operators.manage': '管理运营人员与令牌',
  'audit.read': '查看审计日志',
} as const satisfies Record<string, string>;

export type Permission = keyof typeof PERMISSIONS;
export const PERMISSION_IDS = Object.keys(PERMISSIONS) as Permission[];

/**
 * What a route declares: a permission, `self` (any signed-in operator, about themselves) or `public`
 * (no operator yet: sign-in and the one-time bootstrap).
 */
export type RoutePermission = Permission | 'self' | 'public';

export const isPermission = (value: string): value is Permission => Object.hasOwn(PERMISSIONS, value);

export const ROLES = {
  super_admin: { label: '超级管理员', permissions: PERMISSION_IDS },
  operations: {
    label: '运营',
    permissions: [
      'dashboard.read',
      'config.read',
      'config.write',
      'content.messages',
      'content.broadcast',
      'content.activities',
      'content.notices',
      'content.banners',
      'content.articles',
      'agents.review',
      'games.platforms',
    ],
  },
  finance: {
    label: '财务',
    permissions: [
      'dashboard.read',
      'finance.recharges',
      'finance.withdrawals',
      'finance.credit',
      'finance.games',
      'players.read',
    ],
  },
  risk: {
    label: '风控',
    permissions: [
      'dashboard.read',
      'trading.read',
      'trading.odds',
      'trading.schedule',
      'trading.suspend',
      'trading.settle',
      'trading.void',
      'trading.draw',
      'trading.limits',
      'players.read',
      'players.block',
      'players.unlock',
    ],
  },
  support: {
    label: '客服',
    permissions: ['dashboard.read', 'players.read', 'support.messages', 'content.messages', 'players.unlock'],
  },
  release: {
    label: '发布',
    permissions: ['dashboard.read', 'releases.read', 'releases.deploy', 'releases.errors', 'config.read'],
  },
} as const satisfies Record<string, { label: string; permissions: readonly Permission[] }>;

export type BuiltInRole = keyof typeof ROLES;
export const BUILT_IN_ROLES = Object.keys(ROLES) as BuiltInRole[];
export const isBuiltInRole = (value: string): value is BuiltInRole => Object.hasOwn(ROLES, value);

/** Whether a set of permissions (an operator's roles and own permissions, merged) includes `permission`. */
export const can = (permissions: Iterable<string>, permission: Permission): boolean =>
  new Set(permissions).has(permission);

/** The permissions of built-in roles plus an operator's own, as one sorted list. */
export function permissionsOf(roles: readonly string[], own: readonly string[] = []): Permission[] {
  const all = new Set<Permission>(own.filter(isPermission));
  for (const role of roles) if (isBuiltInRole(role)) for (const p of ROLES[role].permissions) all.add(p);
  return PERMISSION_IDS.filter((id) => all.has(id));
}
