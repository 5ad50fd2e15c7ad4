import { randomBytes } from 'node:crypto';
import { E2E_PORT } from '../playwright.config';

interface Envelope<T> {
  code: number;
  message: string;
  data: T;
}

async function postOps<T>(path: string, body: unknown, headers: Record<string, string>): Promise<T> {
  const response = await fetch(`http://127.0.0.1:${E2E_PORT}/api/ops${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const envelope = (await response.json()) as Envelope<T>;
  if (!response.ok) throw new Error(`ops ${path}: HTTP ${response.status} ${envelope.message}`);
  return envelope.data;
}

/**
 * Global setup, after the server is up: the suite's 超级管理员 from the root token (what `ops bootstrap`
 * does), then an API token for automation; opsApi sends it and the CLI gets it as OPS_TOKEN. The workers
 * start after this and inherit E2E_OPS_TOKEN, E2E_REVIEWER_TOKEN of the 财务 who approves credits, and
 * E2E_SEEDED_MATCHES_UP_TO (support/matches.ts).
 */
export default async function setUpOperator(): Promise<void> {
  const admin = await postOps<{ token: string }>(
    '/bootstrap',
    { username: 'e2e_admin', password: randomBytes(12).toString('base64url') },
    { 'x-ops-token': process.env.E2E_ROOT_TOKEN ?? '' },
  );
  const minted = await postOps<{ token: string }>(
    '/tokens',
    { operator: 'e2e_admin', name: 'e2e', expires_in_days: 1 },
    { authorization: `Bearer ${admin.token}` },
  );
  process.env.E2E_OPS_TOKEN = minted.token;
  // Credits are four-eyes: a second operator (财务) approves what the 超级管理员 asks for.
  await postOps(
    '/operators',
    { username: 'e2e_finance', password: randomBytes(12).toString('base64url'), roles: ['finance'] },
    { authorization: `Bearer ${minted.token}` },
  );
  const reviewer = await postOps<{ token: string }>(
    '/tokens',
    { operator: 'e2e_finance', name: 'e2e-reviewer', expires_in_days: 1 },
    { authorization: `Bearer ${minted.token}` },
  );
  process.env.E2E_REVIEWER_TOKEN = reviewer.token;
  process.env.E2E_SEEDED_MATCHES_UP_TO = String(await lastSeededMatchId());
}

/** The highest match id before any test lists its own (support/matches.ts): the seeded, read-only matches. */
async function lastSeededMatchId(): Promise<number> {
  let last = 0;
  for (let page = 1; ; page += 1) {
    const response = await fetch(
      `http://127.0.0.1:${E2E_PORT}/api/v1/matches/list?per_page=100&page=${page}`,
    );
    const { list } = ((await response.json()) as Envelope<{ list: Array<{ id: number }> }>).data;
    if (list.length === 0) return last;
    for (const match of list) last = Math.max(last, match.id);
  }
}
