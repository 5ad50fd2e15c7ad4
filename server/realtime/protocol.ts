import { randomInt } from 'node:crypto';

/** Close and error codes of the Pusher Channels protocol (version 7) that this server emits. */
export const CloseCode = {
  /** 4000-4099: the client must not reconnect. */
  appDoesNotExist: 4001,
  invalidVersionFormat: 4006,
  unsupportedProtocolVersion: 4007,
  noProtocolVersion: 4008,
  /** The login session that authorised this socket's private channel ended (logout, password change, ...). */
  unauthorized: 4009,
  /** 4200-4299: the client should reconnect immediately. */
  reconnectImmediately: 4200,
  pongNotReceived: 4201,
} as const;

/** Codes sent inside `pusher:error` while the connection stays open (4300-4399: other errors). */
export const ErrorCode = {
  messageTooLarge: 4300,
  clientEventRateLimit: 4301,
} as const;

export const MIN_PROTOCOL = 5;
export const MAX_PROTOCOL = 7;

/** A frame as it travels over the socket; `data` is usually a JSON string, as pusher-js expects. */
export interface PusherMessage {
  event: string;
  channel?: string;
  data?: unknown;
  user_id?: string;
}

export type ChannelKind = 'public' | 'private' | 'presence';

export function channelKind(channel: string): ChannelKind {
  if (channel.startsWith('presence-')) return 'presence';
  if (channel.startsWith('private-')) return 'private';
  return 'public';
}

const CHANNEL_NAME = /^[-a-zA-Z0-9_=@,.;]{1,164}$/;
const SOCKET_ID = /^\d+\.\d+$/;

export function isValidChannelName(channel: unknown): channel is string {
  return typeof channel === 'string' && CHANNEL_NAME.test(channel);
}

export function isValidSocketId(socketId: unknown): socketId is string {
  return typeof socketId === 'string' && SOCKET_ID.test(socketId);
}

export function newSocketId(): string {
  return `${randomInt(1, 2 ** 31)}.${randomInt(1, 2 ** 31)}`;
}

export function encode(message: PusherMessage): string {
  return JSON.stringify(message);
}

/** Server events carry `data` as a JSON string; strings are passed through untouched. */
export function encodeData(data: unknown): string {
  return typeof data === 'string' ? data : JSON.stringify(data);
}

export type ParsedFrame = { ok: true; message: PusherMessage } | { ok: false; reason: string };

export function parseFrame(raw: string): ParsedFrame {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return { ok: false, reason: 'Invalid JSON' };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { ok: false, reason: 'Message must be a JSON object' };
  }
  const message = value as Record<string, unknown>;
  if (typeof message.event !== 'string' || message.event === '') {
    return { ok: false, reason: 'Missing event name' };
  }
  if (message.channel !== undefined && typeof message.channel !== 'string') {
    return { ok: false, reason: 'Channel must be a string' };
  }
  return { ok: true, message: message as unknown as PusherMessage };
}

/** Version check of the `protocol` query parameter; returns the close code to refuse with, or null. */
export function protocolRefusal(protocol: string | null): { code: number; message: string } | null {
  if (protocol === null || protocol === '') {
    return { code: CloseCode.noProtocolVersion, message: 'No protocol version supplied' };
  }
  if (!/^\d+$/.test(protocol)) {
    return { code: CloseCode.invalidVersionFormat, message: 'Invalid version string format' };
  }
  const version = Number(protocol);
  if (version < MIN_PROTOCOL || version > MAX_PROTOCOL) {
    return { code: CloseCode.unsupportedProtocolVersion, message: `Unsupported protocol version ${version}` };
  }
  return null;
}
