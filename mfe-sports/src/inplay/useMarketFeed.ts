import { publicChannels } from '@app/shared';
import { REALTIME_CHANNELS, REALTIME_EVENTS } from '@app/shared/realtime-contract';
import { useEffect } from 'react';
import { parseOddsUpdate } from '../store/live';
import { parseMarketStatus, useInPlay } from './useInPlay';

/** Keeps the 滚球 slip's market states and prices on the live channel's `market.status` and `odds.updated`. */
export function useMarketFeed(): void {
  useEffect(
    () =>
      publicChannels.subscribe(REALTIME_CHANNELS.liveMatches, (event: string, data: unknown) => {
        if (event === REALTIME_EVENTS.marketStatus) {
          const status = parseMarketStatus(data);
          if (status) useInPlay.getState().applyMarket(status);
        }
        if (event === REALTIME_EVENTS.oddsUpdated) {
          const update = parseOddsUpdate(data);
          if (update) useInPlay.getState().applyOdds(update);
        }
      }),
    [],
  );
}
