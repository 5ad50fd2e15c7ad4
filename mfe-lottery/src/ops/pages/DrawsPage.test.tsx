import { useToastStore } from '@app/shared';
import { mockHttp, ok, type RecordedCall } from '@app/shared/testing';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { LotteryItem } from '../../api/lottery';
import type { OpsExpect } from '../api/opsLottery';
import { DrawsPage } from './DrawsPage';

afterEach(cleanup);

const base = `${location.origin}/api`;
const wfk3: LotteryItem = {
  id: 2,
  code: 'wfk3',
  name: '五分快三',
  type: 'k3',
  type_name: '快三',
  interval_seconds: 300,
  is_hot: 1,
  sort: 2,
  current_expect: '20261127-0280',
  close_time: '2026-11-27T15:20:00Z',
  remaining_seconds: 120,
  latest_open_code: null,
};
const expectRow = (expect: string, state: OpsExpect['draw_state'], text: string): OpsExpect => ({
  lottery_id: 2,
  expect,
  open_code: state === 'drawn' ? '1,2,3' : null,
  numbers: state === 'drawn' ? [1, 2, 3] : [],
  sum: state === 'drawn' ? 6 : 0,
  status: state === 'drawn' ? 'drawn' : 'waiting',
  open_time: '2026-11-27T15:10:00Z',
  close_time: '2026-11-27T15:15:00Z',
  drawn_at: null,
  draw_state: state,
  draw_state_text: text,
  bets: 4,
  winners: state === 'drawn' ? 1 : 0,
  stake: '80.00',
  paid: state === 'drawn' ? '39.00' : '0.00',
});

type Reply = ReturnType<typeof ok> | { status: number; body: unknown };

function serve(
  draw: Reply = ok({ expect: '20261127-0279', open_code: '4,5,6', winners: 2, paid: '117.00' }),
) {
  return mockHttp((request) => {
    if (request.url === '/ops/lotteries') return ok([wfk3]);
    if (request.url === '/ops/lotteries/wfk3/expects')
      return ok([
        expectRow('20261127-0280', 'open', '投注中'),
        expectRow('20261127-0279', 'closed', '已封盘待开奖'),
        expectRow('20261127-0278', 'drawn', '已开奖'),
      ]);
    return draw;
  });
}

const posts = (calls: RecordedCall[]) =>
  calls.filter((call) => call.method === 'POST').map((call) => [call.url.replace(base, ''), call.data]);

async function openDrawOf(expect: string) {
  const rows = await screen.findAllByTestId('ops-expect-row');
  const row = rows.find((candidate) => candidate.textContent?.includes(expect)) as HTMLElement;
  fireEvent.click(within(row).getByRole('button', { name: '手动开奖' }));
  return screen.getByRole('dialog', { name: `手动开奖：五分快三 第${expect}期` });
}

describe('彩种与开奖 (operators)', () => {
  it('shows the recent expects with their draw state; drawn ones cannot be drawn again', async () => {
    serve();
    render(<DrawsPage />);
    const rows = await screen.findAllByTestId('ops-expect-row');
    expect(rows.map((row) => row.children[2]?.textContent)).toEqual(['投注中', '已封盘待开奖', '已开奖']);
    expect(rows[2]?.textContent).toContain('1,2,3');
    expect(within(rows[2] as HTMLElement).queryByRole('button')).toBeNull();
  });

  it('draws an expect only with a reason and after a confirmation', async () => {
    const calls = serve();
    render(<DrawsPage />);
    const form = await openDrawOf('20261127-0279');
    fireEvent.click(within(form).getByRole('button', { name: '下一步' }));
    expect(within(form).getByRole('alert').textContent).toBe('请填写开奖原因');

    fireEvent.change(within(form).getByLabelText('开奖原因（必填，记入审计日志）'), {
      target: { value: ' 开奖源故障 ' },
    });
    fireEvent.change(within(form).getByLabelText(/开奖号码/), { target: { value: '4, 5, 6' } });
    fireEvent.click(within(form).getByRole('button', { name: '下一步' }));
    expect(screen.getByTestId('draw-summary').textContent).toBe('五分快三 第20261127-0279期：开奖号码 4,5,6');
    expect(posts(calls)).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: '确认开奖' }));
    await waitFor(() =>
      expect(posts(calls)).toEqual([
        ['/ops/lotteries/wfk3/draw', { reason: '开奖源故障', expect: '20261127-0279', code: '4,5,6' }],
      ]),
    );
    await waitFor(() =>
      expect(useToastStore.getState().current?.message).toBe(
        '第20261127-0279期已开奖：4,5,6，中奖 2 注，派奖 117.00 元',
      ),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the server’s refusal in the toast', async () => {
    serve({ status: 409, body: { code: 409, message: '第20261127-0279期已开奖', data: null } });
    render(<DrawsPage />);
    const form = await openDrawOf('20261127-0279');
    fireEvent.change(within(form).getByLabelText('开奖原因（必填，记入审计日志）'), {
      target: { value: '补开' },
    });
    fireEvent.click(within(form).getByRole('button', { name: '下一步' }));
    fireEvent.click(screen.getByRole('button', { name: '确认开奖' }));
    await waitFor(() => expect(useToastStore.getState().current?.message).toBe('第20261127-0279期已开奖'));
    expect(screen.getByTestId('draw-summary')).toBeTruthy();
  });
});
