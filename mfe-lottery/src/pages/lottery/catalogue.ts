import type { Entry } from '@app/shared';

// The lottery families the product sells; the live list with expects and open codes comes from the
// lottery API in the lottery issue.
export const LOTTERY_ENTRIES: Entry[] = [
  { label: '双色球', to: '/pages/lottery/lottery-detail', mark: '双' },
  { label: '大乐透', to: '/pages/lottery/lottery-detail', mark: '乐' },
  { label: '福彩3D', to: '/pages/lottery/lottery-detail', mark: '3D' },
  { label: '排列三', to: '/pages/lottery/lottery-detail', mark: '排' },
];

export const GAME_ENTRIES: Entry[] = [
  { label: '彩票大厅', to: '/pages/lottery/lottery-list', mark: '彩' },
  { label: '彩种分类', to: '/pages/lottery/lottery-categories', mark: '类' },
  { label: '电子游戏', to: '/gamelistPages/soltlist', mark: '电' },
  { label: '游戏大厅', to: '/pages/game/game', mark: '游' },
];
