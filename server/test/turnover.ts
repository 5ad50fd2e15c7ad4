import { randomUUID } from 'node:crypto';
import { toFen } from '@app/shared/format';
import type { RebateGameType } from '../domain/rebate/rates';
import { countValidTurnover } from '../domain/valid-turnover';
import type { TestServer } from './server';

/** A stake settled won or lost, counted as settlement counts it (a cancelled or void one never is). */
export async function settledStake(
  server: TestServer,
  userId: number,
  gameType: RebateGameType,
  yuan: string | number | bigint,
): Promise<void> {
  await server.db.transaction((tx) =>
    countValidTurnover(tx, [
      { userId, gameType, source: `test:${randomUUID()}`, amountFen: toFen(String(yuan)), title: '测试投注' },
    ]),
  );
}
