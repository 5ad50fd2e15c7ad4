export {
  CHANNEL_JOINED_EVENT,
  type ChannelListener,
  type ChannelTransport,
  publicChannels,
} from './channels';
export { realtimeEvents } from './events';
export * from './limits';
export { persistNotificationsPerPlayer } from './notifications';
export {
  type RealtimeState,
  realtimeWriter,
  unreadNotificationCount,
  useRealtime,
  visibleNotifications,
} from './store';
export { balanceTrend, balanceTrendOf } from './trend';
export type * from './types';
