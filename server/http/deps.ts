import type { Db } from '../db/client';
import type { Realtime } from '../realtime';
import type { RateLimitStore } from './rate-limit-store';

/** What every route plugin receives from buildApp. */
export interface RouteDeps {
  db: Db;
  opsToken: string;
  env: NodeJS.ProcessEnv;
  /** Publish to Pusher channels (user.notification, public live channels); balance.changed is automatic. */
  realtime: Realtime;
  /** Where rate-limit counters live (Redis shared by the nodes, or memory): one per process. */
  rateLimitStore: RateLimitStore;
  /** Folder holding shell and the mfe-* packages (each with dist); the repository root when not given. */
  appsRoot?: string;
}
