// The federation contract's React side, apart from the wire types in domain.ts, which the server and the
// config defaults read without React.
import type { ComponentType } from 'react';

/** A page a remote contributes to the shell's router. */
export interface RemoteRoute {
  path: string;
  title: string;
  Component: ComponentType;
}

/** Shape of a remote's `./routes` module. */
export interface RemoteModule {
  default: RemoteRoute[];
}
