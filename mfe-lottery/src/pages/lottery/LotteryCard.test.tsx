import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { LotteryCard } from './LotteryCard';
import { jsk3Detail, openCode } from './lottery.fixture';

afterEach(cleanup);

describe('hall card', () => {
  it('shows the last draw under its own 期号, apart from the open expect counting down', () => {
    const { play_groups: _groups, ...lottery } = jsk3Detail(openCode('20261121-0480', [1, 2, 3]));
    render(
      <MemoryRouter>
        <LotteryCard lottery={lottery} fetchedAt={Date.now()} />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('hall-open-expect').textContent).toBe('第20261121-0481期 截止');
    expect(screen.getByTestId('hall-draw-expect').textContent).toBe('第0480期');
  });
});
