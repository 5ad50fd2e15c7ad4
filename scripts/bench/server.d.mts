/** The product's own server process on a free loopback port with a throwaway data folder (server.mjs). */
export interface ProductProcess {
  url: string;
  rss(): number;
  stop(): Promise<void>;
}

/** `tls`: HTTPS with HTTP/2 on a throwaway certificate; null then when openssl cannot make one. */
export function startProduct(options?: {
  databaseUrl?: string;
  appsRoot?: string;
  simTickMs?: number;
  tls?: boolean;
}): Promise<ProductProcess | null>;
