import { clearSession } from '@app/shared';
import { expect, it } from 'vitest';
import { useLotteryGame } from './game';
import { useLotteryHall } from './hall';
import { useLotteryRecords } from './records';

it("logout clears the player's bets and statistics, keeping the public lottery data", () => {
  useLotteryRecords.setState({
    betRecords: [{ id: 1 } as never],
    betRecordsTotal: 1,
    betStats: { total: 1 } as never,
  });
  useLotteryGame.setState({ recentBets: [{ id: 1 } as never], playGroups: [{ group: 'hz' } as never] });
  useLotteryHall.setState({ listLoaded: true });
  clearSession();
  expect(useLotteryRecords.getState()).toMatchObject({ betRecords: [], betRecordsTotal: 0, betStats: null });
  expect(useLotteryGame.getState()).toMatchObject({ recentBets: [], playGroups: [{ group: 'hz' }] });
  expect(useLotteryHall.getState().listLoaded).toBe(true);
});
