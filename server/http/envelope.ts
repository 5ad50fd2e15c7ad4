import { z } from 'zod';
import { STATUS_MESSAGES } from '../domain/errors';

// A type, not an interface: the realtime package takes `ok` as returning a plain record.
export type Envelope<T> = {
  code: number;
  message: string;
  msg: string;
  data: T;
};

export function ok<T>(data: T, message = 'success'): Envelope<T> {
  return { code: 200, message, msg: message, data };
}

export function failure(code: number, message?: string): Envelope<null> {
  const text = message ?? STATUS_MESSAGES[code] ?? STATUS_MESSAGES[500] ?? '';
  return { code, message: text, msg: text, data: null };
}

/** Response schema of a successful envelope carrying `data`. */
export function envelopeOf<T extends z.ZodType>(data: T) {
  return z.object({ code: z.number().int(), message: z.string(), msg: z.string(), data });
}

export const emptyEnvelope = envelopeOf(z.null());
