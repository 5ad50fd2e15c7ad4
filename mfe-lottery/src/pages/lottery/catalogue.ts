import type { Entry } from '@app/shared';

/** Links from the lottery hall to this area's other games. */
export const GAME_ENTRIES: Entry[] = [
  { label: '开奖公告', to: '/pages/lottery/lottery-notice', mark: '奖' },
  { label: '我的追号', to: '/pages/lottery/lottery-chase', mark: '追' },
  { label: '彩种分类', to: '/pages/lottery/lottery-categories', mark: '类' },
  { label: '电子游戏', to: '/gamelistPages/soltlist', mark: '电' },
  { label: '游戏大厅', to: '/pages/game/game', mark: '游' },
];
