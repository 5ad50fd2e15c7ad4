// Early GETs (issue 19): a page opened cold asks for its data only once its scripts have downloaded, run
// and rendered, and for a remote's page once that remote's code is in too. The boot script starts the
// page's GET requests beside the scripts instead (startEarlyGets); the transport takes each answer once,
// for the same URL and credentials, as the answer to the request's first attempt (takeEarlyGet). The boot
// script is an entry of its own (its own copy of this module), so the two meet on one global.

import { storage } from '../session/storage';

/** An early answer serves a request made this soon after it was asked for; a later one asks afresh. */
export const EARLY_GET_TTL_MS = 15_000;
const GLOBAL_KEY = '__appEarlyGets';

export interface EarlyAnswer {
  status: number;
  text: string;
  headers: { get(name: string): string | null };
}

interface EarlyGet {
  authorization: string | null;
  startedAt: number;
  /** null when the request got no answer: the transport then sends it itself. */
  answer: Promise<EarlyAnswer | null>;
}

type Holder = { [GLOBAL_KEY]?: Map<string, EarlyGet> };

function earlyGets(): Map<string, EarlyGet> {
  const holder = globalThis as Holder;
  holder[GLOBAL_KEY] ??= new Map();
  return holder[GLOBAL_KEY];
}

/** The stored session's token, read without the session store (the boot script has none). */
export function storedToken(): string | null {
  return storage.read()?.token || null;
}

/** Starts a GET for each absolute URL with the headers the HTTP client sends (Accept, Authorization). */
export function startEarlyGets(urls: readonly string[], authorization: string | null): void {
  const gets = earlyGets();
  for (const url of urls) {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (authorization) headers.Authorization = authorization;
    const answer = fetch(url, { headers })
      .then(async (response) => ({
        status: response.status,
        text: await response.text(),
        headers: response.headers,
      }))
      .catch(() => null);
    gets.set(url, { authorization, startedAt: Date.now(), answer });
  }
}

/**
 * The early answer for this GET, handed out once; null when there is none, it was asked with other
 * credentials (a login or logout since), or it is older than EARLY_GET_TTL_MS.
 */
export function takeEarlyGet(url: string, authorization: string | null): Promise<EarlyAnswer | null> | null {
  const gets = earlyGets();
  const early = gets.get(url);
  if (!early) return null;
  gets.delete(url);
  if (early.authorization !== authorization || Date.now() - early.startedAt > EARLY_GET_TTL_MS) return null;
  return early.answer;
}
