import { MATCH_STATUS } from '@app/shared/betting';
import { kit, useAction } from '@app/shared/ops-ui';
import { useState } from 'react';
import { type OpsMatch, opsMatchesApi } from '../api/opsMatches';
import { OddsDialog } from './OddsDialog';
import { SettleDialog } from './SettleDialog';
import { VoidDialog } from './VoidDialog';

type Open = 'odds' | 'settle' | 'void' | 'resettle' | 'resettleVoid' | null;

/**
 * What an operator may do to a match now: prices before kick-off, hold or reopen live in-play markets,
 * settle once the match has begun, void while unsettled; a settled match can only be corrected (改判) or voided
 * through a request another operator approves. Each write reloads the list (`onChanged`).
 */
export function MatchActions({ match, onChanged }: { match: OpsMatch; onChanged: () => void }) {
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const done = () => {
    setOpen(null);
    onChanged();
  };
  const market = useAction(onChanged);
  const started = match.status !== MATCH_STATUS.scheduled || Date.parse(match.start_time) <= Date.now();
  const label = `${match.home_team} vs ${match.away_team}`;

  return (
    <fieldset className={kit.actions} aria-label={`${label} 操作`}>
      {match.status === MATCH_STATUS.scheduled && !match.settled && (
        <button type="button" className={kit.small} onClick={() => setOpen('odds')}>
          调整赔率
        </button>
      )}
      {match.market?.open === true && (
        <button
          type="button"
          className={`${kit.small} ${kit.dangerGhost}`}
          disabled={market.busy}
          onClick={() =>
            market.run(
              () => opsMatchesApi.suspend(match.id),
              () => `已暂停：${label}`,
            )
          }
        >
          暂停
        </button>
      )}
      {match.market?.open === false && (
        <button
          type="button"
          className={kit.small}
          disabled={market.busy}
          onClick={() =>
            market.run(
              () => opsMatchesApi.resume(match.id),
              () => `已恢复：${label}`,
            )
          }
        >
          恢复
        </button>
      )}
      {!match.settled && started && match.status !== MATCH_STATUS.void && (
        <button type="button" className={`${kit.small} ${kit.primary}`} onClick={() => setOpen('settle')}>
          结算
        </button>
      )}
      {!match.settled && (
        <button type="button" className={`${kit.small} ${kit.dangerGhost}`} onClick={() => setOpen('void')}>
          取消比赛
        </button>
      )}
      {match.settled && (
        <>
          <button type="button" className={kit.small} onClick={() => setOpen('resettle')}>
            改判
          </button>
          {match.status !== MATCH_STATUS.void && (
            <button
              type="button"
              className={`${kit.small} ${kit.dangerGhost}`}
              onClick={() => setOpen('resettleVoid')}
            >
              改判取消
            </button>
          )}
        </>
      )}
      {open === 'odds' && <OddsDialog match={match} onClose={close} onDone={done} />}
      {open === 'settle' && <SettleDialog match={match} onClose={close} onDone={done} />}
      {open === 'void' && <VoidDialog match={match} onClose={close} onDone={done} />}
      {open === 'resettle' && <SettleDialog match={match} onClose={close} onDone={done} resettle />}
      {open === 'resettleVoid' && <VoidDialog match={match} onClose={close} onDone={done} resettle />}
    </fieldset>
  );
}
