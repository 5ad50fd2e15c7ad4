import { STATUS_MESSAGES } from '../domain/errors';

export interface Failure {
  status: number;
  message: string;
}

type Chain = { code?: unknown; cause?: unknown } | undefined;

/** Every `code` along the error and its causes (drivers and the ORM wrap each other's errors). */
function codesOf(error: unknown): string[] {
  const codes: string[] = [];
  for (let current = error as Chain; current; current = current.cause as Chain) {
    if (typeof current.code === 'string') codes.push(current.code);
  }
  return codes;
}

const SQLSTATE = /^[0-9A-Z]{5}$/;

/** The driver's words for a connection that is gone or never came (postgres.js and Node). */
const CONNECTION_LOST = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
  'CONNECT_TIMEOUT',
]);

/**
 * What a database error means to the client, or null when it is not one we can explain:
 * - 23505 unique violation: a race past an existence check (two sign-ups with one name) -> 409;
 * - 23502 not null, class 22 data exception (NUL, out of range, too long): input the schemas let
 *   through but the database cannot store -> 400;
 * - other integrity violations (foreign key, check) -> 409, the data changed under the request;
 * - class 08 connection, 57P operator intervention (restart, terminated backend), 53 resources, or a
 *   lost connection: temporary -> 503, which the client retries (SPEC section 8).
 */
export function databaseFailure(error: unknown): Failure | null {
  const codes = codesOf(error);
  const state = codes.find((code) => SQLSTATE.test(code));
  if (state === '23505') return { status: 409, message: '数据已存在，请勿重复提交' };
  if (state === '23502') return { status: 400, message: '请求参数错误：缺少必填内容' };
  if (state?.startsWith('22'))
    return { status: 400, message: '请求参数错误：数据超出允许范围或含有非法字符' };
  if (state?.startsWith('23')) return { status: 409, message: STATUS_MESSAGES[409] as string };
  const unavailable =
    !!state && (state.startsWith('08') || state.startsWith('57P') || state.startsWith('53'));
  if (unavailable || codes.some((code) => CONNECTION_LOST.has(code)))
    return { status: 503, message: STATUS_MESSAGES[503] as string };
  return null;
}
