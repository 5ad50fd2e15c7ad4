import { publicChannels } from '@app/shared';
import { useEffect } from 'react';
import { LIVE_CHANNEL, parseOddsUpdate } from '../store/live';
import { parseMarketStatus, useInPlay } from './useInPlay';

/** Keeps the 滚球 slip's market states and prices on the live channel's `market.status` and `odds.updated`. */
export function useMarketFeed(): void {
  useEffect(
    () =>
      publicChannels.subscribe(LIVE_CHANNEL, (event: string, data: unknown) => {
        if (event === 'market.status') {
          const status = parseMarketStatus(data);
          if (status) useInPlay.getState().applyMarket(status);
        }
        if (event === 'odds.updated') {
          const update = parseOddsUpdate(data);
          if (update) useInPlay.getState().applyOdds(update);
        }
      }),
    [],
  );
}
