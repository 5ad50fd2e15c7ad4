export {
  unreadMessages,
  unreadMessagesApi,
  useUnreadBadge,
  useUnreadMessages,
  watchUnreadMessages,
} from './unread';
