import { useSession, useToastStore } from '@app/shared';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../testing/renderAt';
import { SupportMessages } from './SupportMessages';
import { type SupportMessage, supportApi } from './supportApi';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  useSession.setState({ token: null });
});

const answered = {
  id: 1,
  content: '提现一直审核中',
  reply: '已为您加急处理',
  status: 1,
  status_text: '已回复',
} as SupportMessage;

describe('留言给客服', () => {
  it('asks a visitor to log in first, on the way back to this page', () => {
    renderAt('/pages/customer/customer', <SupportMessages />);
    fireEvent.click(screen.getByRole('link', { name: '登录' }));
    expect(screen.getByTestId('location').textContent).toBe(
      '/pages/login/login?redirect=/pages/customer/customer',
    );
  });

  it('sends the question once it says enough, clears the box and shows the answers', async () => {
    useSession.setState({ token: 'token' });
    const mine = vi.spyOn(supportApi, 'mine').mockResolvedValue([answered]);
    const leave = vi.spyOn(supportApi, 'leave').mockResolvedValue({ ...answered, id: 2 });
    renderAt('/pages/customer/customer', <SupportMessages />);
    expect((await screen.findByTestId('support-item')).textContent).toContain('客服：已为您加急处理');

    const submit = screen.getByRole('button', { name: '提交留言' });
    fireEvent.change(screen.getByTestId('support-content'), { target: { value: '你好' } });
    expect(submit.hasAttribute('disabled')).toBe(true);
    fireEvent.change(screen.getByTestId('support-content'), {
      target: { value: '  充值没有到账，请查一下  ' },
    });
    fireEvent.click(submit);
    await waitFor(() => expect(leave).toHaveBeenCalledWith('充值没有到账，请查一下'));
    await waitFor(() =>
      expect(useToastStore.getState().current?.message).toBe('留言已提交，客服回复后会通知您'),
    );
    expect((screen.getByTestId('support-content') as HTMLTextAreaElement).value).toBe('');
    expect(mine).toHaveBeenCalledTimes(2);
  });
});
