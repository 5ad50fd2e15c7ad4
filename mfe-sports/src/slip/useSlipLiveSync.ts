import { publicChannels } from '@app/shared';
import { distinctMatches } from '@app/shared/betting';
import { REALTIME_CHANNELS, REALTIME_EVENTS } from '@app/shared/realtime-contract';
import { useEffect } from 'react';
import { sportsApi } from '../api/sports';
import { parseMatchStatus, parseOddsUpdate } from '../store/live';
import { useSlip } from './useSlip';

const PRE_MATCH = 0;

/** Prices and availability of the slip's matches as the server has them now (after a reload or a gap). */
async function refreshSlipMatches(): Promise<void> {
  const slip = useSlip.getState();
  await Promise.all(
    distinctMatches(slip.selections).map(async (matchId) => {
      const current = await sportsApi.plays(matchId, { silent: true, loading: false }).catch(() => null);
      if (!current) return;
      if (!current.can_bet) useSlip.getState().closeMatch(matchId);
      useSlip.getState().updateOdds(
        current.plays.flatMap((play) =>
          play.options.map((option) => ({
            match_id: matchId,
            play: play.play,
            option: option.option,
            new_odds: option.odds,
          })),
        ),
      );
    }),
  );
}

/**
 * Keeps the slip's picks true while a bet page is open: checks them against the server once, then follows
 * the live channel: a moved price replaces the pick's odds (highlighted), a match that leaves pre-match
 * betting marks its picks unavailable at once.
 */
export function useSlipLiveSync(): void {
  useEffect(() => {
    void refreshSlipMatches();
    return publicChannels.subscribe(REALTIME_CHANNELS.liveMatches, (event, data) => {
      const slip = useSlip.getState();
      if (event === REALTIME_EVENTS.oddsUpdated) {
        const update = parseOddsUpdate(data);
        if (!update) return;
        slip.updateOdds(
          update.options.map((option) => ({
            match_id: update.match_id,
            play: update.play,
            option: option.option,
            new_odds: option.odds,
          })),
        );
      } else if (event === REALTIME_EVENTS.scoreUpdated) {
        const status = parseMatchStatus(data);
        if (status && status.status !== PRE_MATCH) slip.closeMatch(status.match_id);
      }
    });
  }, []);
}
