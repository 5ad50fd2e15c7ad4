/** How a release came to be live, as the history records it (domain/remotes/releases.ts ReleaseAction). */
export const ACTION_TEXT: Record<string, string> = {
  initial: '初始版本',
  set: '手动切换',
  deploy: '发布',
  config: '配置切换',
  rollback: '回滚',
};
