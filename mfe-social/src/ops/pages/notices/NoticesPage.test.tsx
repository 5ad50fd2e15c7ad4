import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type OpsNotice, opsNoticesApi } from '../../api/notices';
import { NoticesPage } from './NoticesPage';

const notice = (id: number, status: OpsNotice['status']): OpsNotice => ({
  id,
  category_id: 3,
  category_name: '充值公告',
  title: `充值公告${id}`,
  content: '内容',
  is_hot: 0,
  sort: 0,
  status,
  status_text: status === 'published' ? '已发布' : '已撤回',
  created_at: '2026-11-21T16:30:00.000Z',
  withdrawn_at: null,
});

beforeEach(() => {
  vi.spyOn(opsNoticesApi, 'categories').mockResolvedValue([
    { id: 1, name: '首页公告', key: 'home' },
    { id: 3, name: '充值公告', key: 'recharge' },
  ]);
  vi.spyOn(opsNoticesApi, 'list').mockResolvedValue({
    list: [notice(7, 'published'), notice(6, 'withdrawn')],
    total: 2,
    page: 1,
    per_page: 50,
  });
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('公告 (operators)', () => {
  it('publishes the typed notice in the chosen category and reloads the list', async () => {
    const publish = vi.spyOn(opsNoticesApi, 'publish').mockResolvedValue(notice(8, 'published'));
    render(<NoticesPage />);
    const form = await screen.findByRole('form', { name: '发布公告' });
    fireEvent.change(within(form).getByRole('combobox'), { target: { value: '3' } });
    fireEvent.change(within(form).getByPlaceholderText('不超过60个字'), {
      target: { value: ' 充值通道升级 ' },
    });
    fireEvent.change(within(form).getByLabelText('内容（纯文本）'), { target: { value: '今晚升级' } });
    fireEvent.click(within(form).getByRole('button', { name: '发布公告' }));
    await waitFor(() =>
      expect(publish).toHaveBeenCalledWith({
        category_id: 3,
        title: '充值通道升级',
        content: '今晚升级',
        is_hot: false,
        sort: 0,
      }),
    );
    await waitFor(() => expect(opsNoticesApi.list).toHaveBeenCalledTimes(2));
  });

  it('says what is missing instead of sending an empty notice', async () => {
    const publish = vi.spyOn(opsNoticesApi, 'publish');
    render(<NoticesPage />);
    fireEvent.click(await screen.findByRole('button', { name: '发布公告' }));
    expect((await screen.findByRole('alert')).textContent).toBe('请输入公告标题');
    expect(publish).not.toHaveBeenCalled();
  });

  it('withdraws a published notice and publishes a withdrawn one again', async () => {
    const withdraw = vi.spyOn(opsNoticesApi, 'withdraw').mockResolvedValue(notice(7, 'withdrawn'));
    const republish = vi.spyOn(opsNoticesApi, 'republish').mockResolvedValue(notice(6, 'published'));
    render(<NoticesPage />);
    const [published, withdrawn] = await screen.findAllByTestId('notice-row');
    fireEvent.click(within(published as HTMLElement).getByRole('button', { name: '撤回' }));
    await waitFor(() => expect(withdraw).toHaveBeenCalledWith(7));
    fireEvent.click(within(withdrawn as HTMLElement).getByRole('button', { name: '重新发布' }));
    await waitFor(() => expect(republish).toHaveBeenCalledWith(6));
  });

  it('编辑 brings the form, filled with the notice, into view with the focus in it; saving sends the change', async () => {
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    const edit = vi.spyOn(opsNoticesApi, 'edit').mockResolvedValue(notice(6, 'withdrawn'));
    render(<NoticesPage />);
    const [, withdrawn] = await screen.findAllByTestId('notice-row');
    fireEvent.click(within(withdrawn as HTMLElement).getByRole('button', { name: '编辑' }));
    const form = await screen.findByRole('form', { name: '编辑公告' });
    expect(scrolled.mock.contexts).toContain(form);
    expect(form.contains(document.activeElement)).toBe(true);
    expect((within(form).getByLabelText('标题') as HTMLInputElement).value).toBe('充值公告6');
    fireEvent.change(within(form).getByLabelText('标题'), { target: { value: '充值公告（更新）' } });
    fireEvent.click(within(form).getByRole('button', { name: '保存修改' }));
    await waitFor(() =>
      expect(edit).toHaveBeenCalledWith(6, expect.objectContaining({ title: '充值公告（更新）' })),
    );
  });

  it('filters by category', async () => {
    render(<NoticesPage />);
    fireEvent.click(await screen.findByRole('button', { name: '充值公告' }));
    await waitFor(() =>
      expect(opsNoticesApi.list).toHaveBeenLastCalledWith({ category_id: 3, page: 1, per_page: 20 }),
    );
  });

  it('pages through a long list', async () => {
    vi.mocked(opsNoticesApi.list).mockResolvedValue({
      list: [notice(7, 'published')],
      total: 45,
      page: 1,
      per_page: 20,
    });
    render(<NoticesPage />);
    expect((await screen.findByRole('navigation', { name: '翻页' })).textContent).toContain(
      '第 1 / 3 页，共 45 条',
    );
    fireEvent.click(screen.getByRole('button', { name: '下一页' }));
    await waitFor(() => expect(opsNoticesApi.list).toHaveBeenLastCalledWith({ page: 2, per_page: 20 }));
  });
});
