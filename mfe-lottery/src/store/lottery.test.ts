import { clearSession } from '@app/shared';
import { expect, it } from 'vitest';
import { useLottery } from './lottery';

it("logout clears the player's bets and statistics, keeping the public lottery data", () => {
  useLottery.setState({
    betRecords: [{ id: 1 } as never],
    betRecordsTotal: 1,
    betStats: { total: 1 } as never,
    listLoaded: true,
  });
  clearSession();
  expect(useLottery.getState()).toMatchObject({
    betRecords: [],
    betRecordsTotal: 0,
    betStats: null,
    listLoaded: true,
  });
});
