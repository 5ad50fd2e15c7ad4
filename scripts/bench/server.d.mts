/** The product's own server process on a free loopback port with a throwaway data folder (server.mjs). */
export interface ProductProcess {
  url: string;
  rss(): number;
  /** `kill -9` of the node (the cluster bench's fault); resolves once it has exited. */
  kill(): Promise<void>;
  stop(): Promise<void>;
}

/** `tls`: HTTPS with HTTP/2 on a throwaway certificate; null then when openssl cannot make one. */
export function startProduct(options?: {
  databaseUrl?: string;
  appsRoot?: string;
  simTickMs?: number;
  tls?: boolean;
  /** A fixed port (a cluster node its balancer names), the cross-node Redis, env every node shares. */
  port?: number;
  redisUrl?: string;
  env?: Record<string, string>;
}): Promise<ProductProcess | null>;
