import type { Db } from '../db/client';
import type { Realtime } from '../realtime';

/** What every route plugin receives from buildApp. */
export interface RouteDeps {
  db: Db;
  opsToken: string;
  env: NodeJS.ProcessEnv;
  /** Publish to Pusher channels (user.notification, public live channels); balance.changed is automatic. */
  realtime: Realtime;
}
