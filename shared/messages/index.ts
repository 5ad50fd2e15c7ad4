export { unreadMessages, useUnreadBadge, useUnreadMessages, watchUnreadMessages } from './unread';
