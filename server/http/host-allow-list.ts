import { networkInterfaces } from 'node:os';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { DomainError } from '../domain/errors';
import { agentDomainNames } from '../domain/users';

/** How long the agent-bound domains read from the database are trusted before they are read again. */
const AGENT_DOMAINS_TTL_MS = 30_000;

/** 421 Misdirected Request: this server does not answer for that host name. */
export const UNKNOWN_HOST = '访问的域名未配置，请使用平台提供的地址';

const hostnameOf = (value: string) =>
  value
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, '');

/**
 * The host names this server answers for: loopback, the listening address (every interface address when
 * listening on all of them), `PUBLIC_URL`'s host and `ALLOWED_HOSTS` (comma-separated names, `*.example.com`
 * for every subdomain). Agent-bound domains (registration by domain) are added from the database.
 */
export function configuredHosts(env: NodeJS.ProcessEnv): { names: Set<string>; suffixes: string[] } {
  const names = new Set(['localhost', '127.0.0.1', '::1']);
  const listening = hostnameOf(env.HOST ?? '0.0.0.0');
  if (listening === '0.0.0.0' || listening === '::') {
    for (const addresses of Object.values(networkInterfaces())) {
      for (const entry of addresses ?? []) names.add(hostnameOf(entry.address));
    }
  } else {
    names.add(listening);
  }
  if (env.PUBLIC_URL && URL.canParse(env.PUBLIC_URL)) names.add(hostnameOf(new URL(env.PUBLIC_URL).hostname));
  const suffixes: string[] = [];
  for (const entry of (env.ALLOWED_HOSTS ?? '').split(',').map(hostnameOf).filter(Boolean)) {
    if (entry.startsWith('*.')) suffixes.push(entry.slice(1));
    else names.add(entry);
  }
  return { names, suffixes };
}

/**
 * Answers only for configured hosts, before anything reads the Host: a forged Host (or :authority) would
 * otherwise be reflected into the page's CSP, invite and agent links and the realtime socket's address.
 */
export function installHostAllowList(app: FastifyInstance, db: Db, env: NodeJS.ProcessEnv): void {
  const { names, suffixes } = configuredHosts(env);
  let agentHosts = new Set<string>();
  let agentHostsReadAt = Number.NEGATIVE_INFINITY;
  const isAgentHost = async (host: string) => {
    if (Date.now() - agentHostsReadAt > AGENT_DOMAINS_TTL_MS) {
      agentHosts = new Set((await agentDomainNames(db)).map(hostnameOf));
      agentHostsReadAt = Date.now();
    }
    return agentHosts.has(host);
  };
  app.addHook('onRequest', async (request) => {
    const host = hostnameOf(request.hostname);
    if (names.has(host) || suffixes.some((suffix) => host.endsWith(suffix))) return;
    if (await isAgentHost(host)) return;
    throw new DomainError(421, UNKNOWN_HOST);
  });
}
