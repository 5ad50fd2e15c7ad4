import {
  applyPushedFigures,
  BALANCE_TOAST_MS,
  type BalanceChangedEvent,
  fenToYuan,
  formatMoney,
  formatYuan,
  MONEY_FIELDS,
  NOTIFICATION_TOAST_MS,
  realtimeEvents,
  realtimeWriter,
  toast,
  toFen,
  USER_INFO_TOAST_MS,
  type UserInfo,
  type UserInfoChangedEvent,
  unreadMessages,
  useSession,
} from '@app/shared';
import { REALTIME_EVENTS } from '@app/shared/realtime-contract';

/** pusher-js hands over JSON already parsed, or the raw string when it was not JSON; anything else is ignored. */
export function parsePayload(data: unknown): Record<string, unknown> | null {
  let value = data;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return null;
    }
  }
  return value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

function isAmount(value: unknown): value is string | number {
  return (
    (typeof value === 'string' && value.trim() !== '' && !Number.isNaN(Number(value))) ||
    (typeof value === 'number' && Number.isFinite(value))
  );
}

/** The money figures present in the event, as 2-decimal strings for the session. */
function moneyFigures(payload: Record<string, unknown>): Partial<UserInfo> {
  const figures: Partial<UserInfo> = {};
  for (const field of MONEY_FIELDS) {
    const value = payload[field];
    if (isAmount(value)) figures[field] = formatYuan(value);
  }
  return figures;
}

/** Server timestamps are seconds; records keep milliseconds. */
function toMillis(value: unknown): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) return Date.now();
  return value < 1e12 ? value * 1000 : value;
}

/**
 * The balance the change started from, from the event itself: a balance refresh over HTTP may already have
 * shown the new balance, and the session's figure would then make the change look like no change at all.
 */
function balanceBefore(after: string, amount: string): string {
  return fenToYuan(toFen(after) - toFen(amount));
}

export function handleBalanceChanged(data: unknown): boolean {
  const payload = parsePayload(data);
  if (!payload || !isAmount(payload.balance)) return false;
  const figures = moneyFigures(payload);
  const amount = isAmount(payload.change_amount) ? formatYuan(payload.change_amount) : '0.00';
  const after = figures.balance ?? useSession.getState().user?.balance ?? '0.00';
  const before = balanceBefore(after, amount);
  const type = typeof payload.change_type_text === 'string' ? payload.change_type_text : '';
  const timestamp = toMillis(payload.timestamp);
  applyPushedFigures(figures);
  const record = { amount, type, timestamp, before, after };
  realtimeWriter.addBalanceChange(record);
  toast.show(`余额变动 ${formatMoney(amount, { signed: true })}${type ? ` ${type}` : ''}`, BALANCE_TOAST_MS);
  const event: BalanceChangedEvent = {
    balance: after,
    codingvolume: figures.codingvolume ?? '',
    paysum: figures.paysum ?? '',
    totalgame: figures.totalgame ?? '',
    change_amount: amount,
    change_type_text: type,
    timestamp,
  };
  realtimeEvents.emit('balanceChanged', { ...event, record });
  return true;
}

export function handleUserInfoChanged(data: unknown): boolean {
  const payload = parsePayload(data);
  if (!payload) return false;
  const figures = moneyFigures(payload);
  if (Object.keys(figures).length === 0) return false;
  applyPushedFigures(figures);
  const user = useSession.getState().user;
  const show = (field: (typeof MONEY_FIELDS)[number]) => formatYuan(figures[field] ?? user?.[field]);
  const shown = (field: (typeof MONEY_FIELDS)[number]) => formatMoney(show(field));
  toast.show(
    `账户信息已更新 打码量 ${shown('codingvolume')} 累计充值 ${shown('paysum')} 游戏流水 ${shown('totalgame')} 余额 ${shown('balance')}`,
    USER_INFO_TOAST_MS,
  );
  const event: UserInfoChangedEvent = {
    balance: show('balance'),
    codingvolume: show('codingvolume'),
    paysum: show('paysum'),
    totalgame: show('totalgame'),
    changed_fields: Array.isArray(payload.changed_fields) ? payload.changed_fields.map(String) : [],
    change_type: typeof payload.change_type === 'string' ? payload.change_type : '',
    timestamp: toMillis(payload.timestamp),
  };
  realtimeEvents.emit('userInfoChanged', event);
  return true;
}

let generatedIds = 0;

export function handleNotification(data: unknown): boolean {
  const payload = parsePayload(data);
  if (!payload) return false;
  const text = (value: unknown) =>
    typeof value === 'string' || typeof value === 'number' ? String(value) : '';
  const title = text(payload.title) || '系统通知';
  const message = text(payload.message) || text(payload.content);
  if (!message && !payload.title) return false;
  generatedIds += 1;
  realtimeWriter.addNotification({
    id: text(payload.id) || `local-${Date.now()}-${generatedIds}`,
    read: false,
    title,
    message,
    timestamp: toMillis(payload.timestamp),
  });
  // The one unread count (bell, 我的, 站内信) moves with the push, not with the bell's own list.
  unreadMessages.pushed(payload.unread_count);
  toast.notification(message ? `${title}：${message}` : title, NOTIFICATION_TOAST_MS);
  return true;
}

/** Socket event name -> handler (bound on every channel the manager joins). */
export const EVENT_HANDLERS: Record<string, (data: unknown) => boolean> = {
  [REALTIME_EVENTS.balanceChanged]: handleBalanceChanged,
  [REALTIME_EVENTS.userInfoChanged]: handleUserInfoChanged,
  [REALTIME_EVENTS.userNotification]: handleNotification,
};
