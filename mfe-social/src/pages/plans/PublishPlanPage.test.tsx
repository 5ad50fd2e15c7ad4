import { configApi, useSession } from '@app/shared';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { plansApi } from '../../api/plans';
import { PublishPlanPage } from './PublishPlanPage';
import { planDetail, ticket } from './plans.fixture';

function show(path = '/planPages/publish') {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/planPages/publish" element={<PublishPlanPage />} />
        <Route path="/planPages/detail" element={<p>方案详情页</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  useSession.setState({ token: null, user: null });
});

describe('publish plan page', () => {
  it('publishes the order picked with the commission and analysis typed, then opens the plan', async () => {
    useSession.setState({ token: 'tok' });
    const second = { ...ticket, id: 32, order_no: 'S20261128000032', combo_names: ['单关'] };
    vi.spyOn(plansApi, 'publishable').mockResolvedValue([ticket, second]);
    vi.spyOn(configApi, 'get').mockResolvedValue({ key: 'plan_commission_max_percent', value: 8 });
    const publish = vi.spyOn(plansApi, 'publish').mockResolvedValue(planDetail({ id: 77, mine: true }));
    show('/planPages/publish?order_id=32');

    expect(await screen.findByText(/最高 8%/)).toBeTruthy();
    const radios = screen.getAllByRole('radio');
    expect(radios.map((radio) => (radio as HTMLInputElement).checked)).toEqual([false, true]);
    fireEvent.click(radios[0] as HTMLElement);
    fireEvent.change(screen.getByLabelText('佣金比例(%)'), { target: { value: '6%' } });
    fireEvent.change(screen.getByLabelText('方案分析（选填）'), { target: { value: '  主场三连胜  ' } });
    fireEvent.click(screen.getByRole('button', { name: '发布方案' }));

    await waitFor(() =>
      expect(publish).toHaveBeenCalledWith({ order_id: 31, commission_rate: 6, analysis: '主场三连胜' }),
    );
    expect(await screen.findByText('方案详情页')).toBeTruthy();
  });

  it('says which orders can be published when the player has none', async () => {
    useSession.setState({ token: 'tok' });
    vi.spyOn(plansApi, 'publishable').mockResolvedValue([]);
    vi.spyOn(configApi, 'get').mockResolvedValue({ key: 'plan_commission_max_percent', value: 10 });
    show();
    expect(await screen.findByText(/赛前、未开赛的待开奖注单才能发布/)).toBeTruthy();
  });
});
