import { REALTIME_CHANNELS, REALTIME_EVENTS } from '@app/shared/realtime-contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createRealtime, type Realtime } from '../../realtime';
import { APP } from '../../test/realtime';
import { TestServer } from '../../test/server';

// Realtime does not depend on the database: one PGlite server is enough.
describe('lottery draws on the public channel', () => {
  let server: TestServer;
  let publish: ReturnType<typeof vi.fn<Realtime['publish']>>;
  beforeAll(async () => {
    const realtime = await createRealtime({ ...APP });
    publish = vi.fn<Realtime['publish']>(realtime.publish);
    server = new TestServer('pglite', { realtime: { ...realtime, publish } });
    await server.start();
  });
  afterAll(() => server.stop());

  it('publishes lottery.drawn with the open code when an expect is drawn', async () => {
    const reply = await server.ops('POST', '/lotteries/jssc/draw', {
      code: '03,01,07,02,10,05,04,09,06,08',
      reason: '测试开奖推送',
    });
    expect(reply.status).toBe(200);
    const drawn = publish.mock.calls.filter(([, event]) => event === REALTIME_EVENTS.lotteryDrawn);
    expect(drawn).toHaveLength(1);
    expect(drawn[0]?.[0]).toEqual([REALTIME_CHANNELS.announcements]);
    expect(drawn[0]?.[2]).toMatchObject({
      lottery_id: 5,
      lottery_name: '极速赛车',
      expect: (reply.body.data as { expect: string }).expect,
      open_code: '03,01,07,02,10,05,04,09,06,08',
    });
  });
});
