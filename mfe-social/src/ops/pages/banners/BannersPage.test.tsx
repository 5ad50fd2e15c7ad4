import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type OpsBanner, opsBannersApi } from '../../api/banners';
import { BannersPage } from './BannersPage';

const banner = (id: number, enabled: boolean): OpsBanner => ({
  id,
  title: `轮播${id}`,
  image: `/api/v1/images/${id}`,
  link: '/activityPages/detail?id=1',
  page_type: 1,
  page_type_name: '首页',
  agent_id: 0,
  sort: id,
  enabled,
  created_at: '2026-11-21T16:30:00.000Z',
});

const png = (bytes = 10) => new File([new Uint8Array(bytes)], 'banner.png', { type: 'image/png' });

beforeEach(() => {
  // jsdom makes no object URLs: the preview gets a fixed one.
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(opsBannersApi, 'pageTypes').mockResolvedValue([
    { id: 1, name: '首页' },
    { id: 2, name: '体育' },
  ]);
  vi.spyOn(opsBannersApi, 'list').mockResolvedValue([banner(1, true), banner(2, false)]);
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('轮播图 (operators)', () => {
  it('previews the picked picture and uploads it with its title, link and page', async () => {
    const create = vi.spyOn(opsBannersApi, 'create').mockResolvedValue(banner(3, true));
    render(<BannersPage />);
    const form = await screen.findByRole('form', { name: '上传轮播图' });
    const image = png();
    fireEvent.change(within(form).getByLabelText(/图片（PNG/), { target: { files: [image] } });
    expect((await within(form).findByAltText('图片预览')).getAttribute('src')).toBe('blob:preview');
    expect(within(form).getByText('banner.png')).toBeTruthy();
    fireEvent.change(within(form).getByPlaceholderText('不超过40个字'), { target: { value: '新春充值送' } });
    fireEvent.change(within(form).getByLabelText(/跳转链接/), {
      target: { value: '/financePages/recharge' },
    });
    fireEvent.change(within(form).getByLabelText('展示页面'), { target: { value: '2' } });
    fireEvent.click(within(form).getByRole('button', { name: '上传轮播图' }));
    await waitFor(() =>
      expect(create).toHaveBeenCalledWith(
        { title: '新春充值送', link: '/financePages/recharge', page_type: 2, sort: 0, enabled: true },
        image,
      ),
    );
  });

  it('names a wrong file before sending it', async () => {
    const create = vi.spyOn(opsBannersApi, 'create');
    render(<BannersPage />);
    const form = await screen.findByRole('form', { name: '上传轮播图' });
    const svg = new File(['<svg/>'], 'x.svg', { type: 'image/svg+xml' });
    fireEvent.change(within(form).getByLabelText(/图片（PNG/), { target: { files: [svg] } });
    expect((await within(form).findByRole('alert')).textContent).toBe('图片格式仅支持 PNG、JPEG、WebP');
    fireEvent.change(within(form).getByLabelText(/图片（PNG/), {
      target: { files: [png(2 * 1024 * 1024 + 1)] },
    });
    expect(within(form).getByRole('alert').textContent).toBe('图片不能超过2MB');
    fireEvent.click(within(form).getByRole('button', { name: '上传轮播图' }));
    expect(create).not.toHaveBeenCalled();
  });

  it('disables an enabled banner, enables a disabled one and saves a new order', async () => {
    const edit = vi.spyOn(opsBannersApi, 'edit').mockResolvedValue(banner(1, false));
    render(<BannersPage />);
    const [enabled, disabled] = await screen.findAllByTestId('banner-row');
    fireEvent.click(within(enabled as HTMLElement).getByRole('button', { name: '停用' }));
    await waitFor(() => expect(edit).toHaveBeenCalledWith(1, { enabled: false }));
    fireEvent.click(within(disabled as HTMLElement).getByRole('button', { name: '启用' }));
    await waitFor(() => expect(edit).toHaveBeenCalledWith(2, { enabled: true }));
    const order = screen.getByLabelText('轮播1 排序');
    fireEvent.change(order, { target: { value: '9' } });
    fireEvent.blur(order);
    await waitFor(() => expect(edit).toHaveBeenCalledWith(1, { sort: 9 }));
  });
});
