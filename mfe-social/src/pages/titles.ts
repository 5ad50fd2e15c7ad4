import { type ClaimedTitles, titledRoute, useRouteTitleIn } from '@app/shared';
import type { ComponentType } from 'react';
import type { OWNED_ROUTES } from '../ownedRoutes';

/** Route path -> Chinese page title; routes.ts builds the route table from it. Only claimed paths fit. */
export const TITLES = {
  '/pages/activity/activity': '活动',
  '/activityPages/detail': '活动详情',
  '/activityPages/records': '活动记录',
  '/pages/signin/index': '每日签到',
  '/pages/expert/promotion-expert': '专家推广',
  '/expertPages/ExpertList': '专家列表',
  '/expertPages/ExpertDetail': '方案详情',
  '/expertPages/LotteryArticleDetail': '推荐详情',
  '/expertPages/NewExpertDetail': '专家主页',
  '/expertPages/NewLotteryArticleDetail': '彩票推荐',
  '/planPages/hall': '跟单大厅',
  '/planPages/detail': '方案详情',
  '/planPages/mine': '我的跟单',
  '/planPages/publish': '发布方案',
  '/planPages/publisher': '发单人主页',
  '/syndicatePages/hall': '合买大厅',
  '/syndicatePages/detail': '合买详情',
  '/syndicatePages/mine': '我的合买',
  '/noticePages/list': '公告',
  '/noticePages/detail': '公告详情',
  '/minePages/vip': 'VIP特权',
  '/minePages/invite': '邀请好友',
  '/minePages/referrals': '我的下级',
  '/minePages/rewards': '我的奖励',
  '/minePages/rules': '活动规则',
  '/minePages/ranking': '排行榜',
  '/minePages/agent-apply': '申请代理',
  '/minePages/messages': '站内消息',
  '/minePages/message-detail': '消息详情',
  '/minePages/globalrankings': '全站排行',
  '/agentPages/agent': '代理中心',
  '/agentPages/members': '团队成员',
  '/agentPages/records': '团队记录',
  '/agentPages/memberDetail': '成员详情',
  '/agentPages/memberRecords': '成员记录',
} as const satisfies ClaimedTitles<typeof OWNED_ROUTES>;

export type OwnedPath = keyof typeof TITLES;

/** The title of the route being shown, for pages that serve several routes. */
export const useRouteTitle = (): string => useRouteTitleIn(TITLES);

export const ownedRoute = (path: OwnedPath, Component: ComponentType) => titledRoute(TITLES, path, Component);
