import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { opsDeskApi, type SupportQuestion } from '../../api/desk';
import { ActivityApplicationsPage } from './ActivityApplicationsPage';
import { BroadcastPage } from './BroadcastPage';
import { PlayerMessagePage } from './PlayerMessagePage';
import { SupportDeskPage } from './SupportDeskPage';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const question: SupportQuestion = {
  id: 41,
  username: 'demo01',
  content: '提现一直审核中，请帮忙看看',
  reply: null,
  status: 0,
  status_text: '待回复',
  created_at: '2026-11-21T16:30:00.000Z',
  replied_at: null,
};

describe('活动申请 (operators)', () => {
  it('approves one application and rejects another with the remark the player will read', async () => {
    vi.spyOn(opsDeskApi, 'applications').mockResolvedValue([
      {
        id: 5,
        username: 'demo01',
        title: '首充送豪礼',
        reward: '88.00',
        created_at: '2026-11-21T16:30:00.000Z',
      },
      {
        id: 6,
        username: 'demo02',
        title: '首充送豪礼',
        reward: '88.00',
        created_at: '2026-11-21T16:31:00.000Z',
      },
    ]);
    const approve = vi
      .spyOn(opsDeskApi, 'approve')
      .mockResolvedValue({ id: 5, status: 1, status_text: '已发放', reward: '88.00' });
    const reject = vi
      .spyOn(opsDeskApi, 'reject')
      .mockResolvedValue({ id: 6, status: 2, status_text: '已拒绝', reward: '88.00' });
    render(<ActivityApplicationsPage />);
    const [first, second] = await screen.findAllByTestId('application-row');
    fireEvent.click(within(first as HTMLElement).getByRole('button', { name: '通过' }));
    await waitFor(() => expect(approve).toHaveBeenCalledWith(5, ''));
    fireEvent.change(screen.getByLabelText('demo02 备注'), { target: { value: '未满足充值条件' } });
    fireEvent.click(within(second as HTMLElement).getByRole('button', { name: '拒绝' }));
    await waitFor(() => expect(reject).toHaveBeenCalledWith(6, '未满足充值条件'));
  });
});

describe('站内信 (operators)', () => {
  it('sends a message to the named player and clears the form', async () => {
    const send = vi
      .spyOn(opsDeskApi, 'sendMessage')
      .mockResolvedValue({ id: 1, username: 'demo01', title: '账户提醒', type: 'finance' });
    render(<PlayerMessagePage />);
    fireEvent.change(screen.getByLabelText('用户名'), { target: { value: ' demo01 ' } });
    fireEvent.change(screen.getByLabelText('消息类型'), { target: { value: 'finance' } });
    fireEvent.change(screen.getByLabelText('标题'), { target: { value: '账户提醒' } });
    fireEvent.change(screen.getByLabelText('内容'), { target: { value: '您的提现已到账' } });
    fireEvent.click(screen.getByRole('button', { name: '发送' }));
    await waitFor(() =>
      expect(send).toHaveBeenCalledWith({
        username: 'demo01',
        type: 'finance',
        title: '账户提醒',
        content: '您的提现已到账',
      }),
    );
    await waitFor(() => expect((screen.getByLabelText('用户名') as HTMLInputElement).value).toBe(''));
  });

  it('names the missing field instead of sending', () => {
    const send = vi.spyOn(opsDeskApi, 'sendMessage');
    render(<PlayerMessagePage />);
    fireEvent.click(screen.getByRole('button', { name: '发送' }));
    expect(screen.getByRole('alert').textContent).toBe('请输入用户名');
    expect(send).not.toHaveBeenCalled();
  });
});

describe('客服消息 (operators)', () => {
  it('answers a waiting question and reloads the queue', async () => {
    const queue = vi
      .spyOn(opsDeskApi, 'supportQueue')
      .mockResolvedValueOnce([question])
      .mockResolvedValue([]);
    const reply = vi
      .spyOn(opsDeskApi, 'reply')
      .mockResolvedValue({ ...question, reply: '已为您加急处理', status: 1, status_text: '已回复' });
    render(<SupportDeskPage />);
    expect(await screen.findByText('提现一直审核中，请帮忙看看')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('回复 demo01'), { target: { value: ' 已为您加急处理 ' } });
    fireEvent.click(screen.getByRole('button', { name: '回复' }));
    await waitFor(() => expect(reply).toHaveBeenCalledWith(41, '已为您加急处理'));
    expect(await screen.findByText('没有待回复的留言')).toBeTruthy();
    expect(queue).toHaveBeenCalledTimes(2);
  });
});

describe('群发站内信 (operators)', () => {
  it('shows how many players a segment reaches and sends to that segment', async () => {
    const audience = vi.spyOn(opsDeskApi, 'audience').mockImplementation(async (asked) => ({
      ...asked,
      segments: [],
      players: asked.segment === 'vip' ? 12 : 300,
    }));
    const broadcast = vi
      .spyOn(opsDeskApi, 'broadcast')
      .mockResolvedValue({ segment: 'vip', min_vip_level: 3, players: 12 });
    render(<BroadcastPage />);
    // The reach shows 正在统计人数… until the count answers: wait for the count, not for the element.
    await waitFor(() =>
      expect(screen.getByTestId('broadcast-reach').textContent).toBe('将发送给 300 位玩家'),
    );
    fireEvent.change(screen.getByLabelText('发送范围'), { target: { value: 'vip' } });
    fireEvent.change(screen.getByLabelText('最低VIP等级'), { target: { value: '3' } });
    await waitFor(() => expect(screen.getByTestId('broadcast-reach').textContent).toBe('将发送给 12 位玩家'));
    expect(audience).toHaveBeenLastCalledWith({ segment: 'vip', min_vip_level: 3 });
    fireEvent.change(screen.getByLabelText('标题'), { target: { value: 'VIP专享' } });
    fireEvent.change(screen.getByLabelText('内容'), { target: { value: '本周VIP加赠' } });
    fireEvent.click(screen.getByRole('button', { name: '群发给 12 位玩家' }));
    await waitFor(() =>
      expect(broadcast).toHaveBeenCalledWith(
        { segment: 'vip', min_vip_level: 3 },
        { title: 'VIP专享', content: '本周VIP加赠', type: 'notice' },
      ),
    );
  });
});
