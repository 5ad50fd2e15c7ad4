import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { labelIndexes, niceScale } from './scale';
import { TrendChart } from './TrendChart';

afterEach(cleanup);

const series = [
  { key: 'bet', name: '投注', color: '#4f8cff', values: [10, 0, 30], texts: ['10.00', '0.00', '30.00'] },
  { key: 'net', name: '盈亏', color: '#c084fc', values: [-5, 0, 12.5], texts: ['-5.00', '0.00', '12.50'] },
];

describe('trend chart', () => {
  it('reads out the last day by default and the day the player taps', () => {
    const { container } = render(
      <TrendChart title="走势" labels={['11-19', '11-20', '11-21']} series={series} />,
    );
    expect(screen.getByRole('img', { name: '走势' })).toBeTruthy();
    expect(container.querySelectorAll('polyline')).toHaveLength(2);
    const readout = screen.getByTestId('chart-readout');
    expect(readout.textContent).toBe('11-21投注 30.00盈亏 12.50');

    const surface = container.querySelector('rect[fill="transparent"]') as SVGRectElement;
    surface.getBoundingClientRect = () => ({ left: 0, width: 300 }) as DOMRect;
    fireEvent.pointerDown(surface, { clientX: 10 });
    expect(readout.textContent).toBe('11-19投注 10.00盈亏 -5.00');
  });

  it('hides a series from the legend but never the last one shown', () => {
    const labels = ['11-19', '11-20', '11-21'];
    const { container } = render(<TrendChart title="走势" labels={labels} series={series} kind="bar" />);
    expect(container.querySelectorAll('rect[rx]')).toHaveLength(6);
    fireEvent.click(screen.getByRole('button', { name: '盈亏' }));
    expect(screen.getByRole('button', { name: '盈亏' }).getAttribute('aria-pressed')).toBe('false');
    expect(container.querySelectorAll('rect[rx]')).toHaveLength(3);
    expect(screen.getByTestId('chart-readout').textContent).toBe('11-21投注 30.00');
    fireEvent.click(screen.getByRole('button', { name: '投注' }));
    expect(screen.getByRole('button', { name: '投注' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('scales to nice ticks that include zero, and spreads axis labels', () => {
    expect(niceScale([-5, 12.5])).toEqual({ min: -5, max: 15, ticks: [-5, 0, 5, 10, 15] });
    expect(niceScale([0, 0]).max).toBe(1);
    expect(niceScale([230, 1890]).ticks).toEqual([0, 500, 1000, 1500, 2000]);
    expect(labelIndexes(30, 6)).toEqual([0, 6, 12, 17, 23, 29]);
    expect(labelIndexes(3, 6)).toEqual([0, 1, 2]);
  });
});
