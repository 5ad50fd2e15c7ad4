/** Payload of `balance.changed` (SPEC 3, balance-change event); amounts are strings with 2 decimals. */
export interface BalanceChangedPayload {
  balance: string;
  codingvolume: string;
  paysum: string;
  totalgame: string;
  change_amount: string;
  change_type_text: string;
  /** Unix seconds; filled in when omitted. */
  timestamp?: number;
}

/** Payload of `user.info.changed` (SPEC 3, user-info-change event). */
export interface UserInfoChangedPayload {
  balance: string;
  codingvolume: string;
  paysum: string;
  totalgame: string;
  changed_fields: string[];
  change_type: string;
  timestamp?: number;
}

export type NotificationPayload = Record<string, unknown>;

export type Publish = (channels: string[], event: string, data: unknown, excludeSocketId?: string) => void;

export const userChannel = (userId: number | string) => `private-user.${userId}`;
export const PUBLIC_CHANNEL = 'public-announcements';

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** The events the product sends to one player's private channel. */
export function createUserEventPublishers(publish: Publish) {
  return {
    publishBalanceChanged(userId: number, payload: BalanceChangedPayload): void {
      const data = { ...payload, timestamp: payload.timestamp ?? nowSeconds() };
      publish([userChannel(userId)], 'balance.changed', data);
    },
    publishUserInfoChanged(userId: number, payload: UserInfoChangedPayload): void {
      const data = { ...payload, timestamp: payload.timestamp ?? nowSeconds() };
      publish([userChannel(userId)], 'user.info.changed', data);
    },
    publishNotification(userId: number, payload: NotificationPayload): void {
      publish([userChannel(userId)], 'user.notification', { ...payload, timestamp: nowSeconds() });
    },
  };
}
