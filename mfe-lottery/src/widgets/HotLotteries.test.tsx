import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { HotLotteries } from '../widgets';

afterEach(cleanup);

describe('HotLotteries widget', () => {
  it('lists the popular lotteries, each linking to its detail page', () => {
    render(<HotLotteries />, { wrapper: MemoryRouter });
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['双双色球', '乐大乐透', '3D福彩3D', '排排列三']);
    expect(links.every((link) => link.getAttribute('href') === '/pages/lottery/lottery-detail')).toBe(true);
  });
});
