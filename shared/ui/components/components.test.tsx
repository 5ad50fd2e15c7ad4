import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AmountInput, sanitizeAmount } from './AmountInput';
import { Button } from './Button';
import { Cell } from './Cell';
import { formatRemaining } from './Countdown';
import { Dialog } from './Dialog';
import { Empty } from './Empty';
import { Field } from './Field';
import { NavBar } from './NavBar';
import { Tabs } from './Tabs';

function AmountHarness() {
  const [value, setValue] = useState('');
  return <AmountInput value={value} onChange={setValue} />;
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('NavBar', () => {
  it('goes back in history when there is one', () => {
    vi.spyOn(window.history, 'length', 'get').mockReturnValue(3);
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => {});
    render(<NavBar title="充值" />);
    fireEvent.click(screen.getByRole('button', { name: '返回' }));
    expect(back).toHaveBeenCalled();
  });

  it('goes to home when there is no history', () => {
    vi.spyOn(window.history, 'length', 'get').mockReturnValue(1);
    render(<NavBar title="充值" right={<span>帮助</span>} />);
    expect(screen.getByRole('heading').textContent).toBe('充值');
    expect(screen.getByText('帮助')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '返回' }));
    expect(location.hash).toBe('#/pages/home/home');
  });

  it('hides the back button when back is false', () => {
    render(<NavBar title="首页" back={false} />);
    expect(screen.queryByRole('button', { name: '返回' })).toBeNull();
  });
});

describe('Button', () => {
  it('is disabled and busy while loading', () => {
    const onClick = vi.fn();
    render(
      <Button loading onClick={onClick}>
        登录
      </Button>,
    );
    const button = screen.getByRole('button', { name: '登录' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });
});

describe('Field and AmountInput', () => {
  it('labels the input and shows the error text', () => {
    render(<Field label="用户名" value="" onChange={() => {}} error="用户名格式不正确" />);
    const input = screen.getByLabelText('用户名');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toBe('用户名格式不正确');
  });

  it('sanitizes amounts to at most 2 decimals and the max', () => {
    expect(sanitizeAmount('12.345')).toBe('12.34');
    expect(sanitizeAmount('00a5.1.2')).toBe('5.12');
    expect(sanitizeAmount('.5')).toBe('0.5');
    expect(sanitizeAmount('30000', 2, 20000)).toBe('20000');
    expect(sanitizeAmount('7.9', 0)).toBe('7');
  });

  it('AmountInput keeps the typed value valid', () => {
    render(<AmountHarness />);
    const input = screen.getByLabelText('金额') as HTMLInputElement;
    fireEvent.change(input, { target: { value: '10.999' } });
    expect(input.value).toBe('10.99');
  });
});

describe('Dialog, Tabs, Cell, Empty, Countdown', () => {
  it('Dialog calls confirm and cancel', () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    render(
      <Dialog open title="提示" cancelText="取消" onConfirm={onConfirm} onCancel={onCancel}>
        确定退出登录吗？
      </Dialog>,
    );
    expect(screen.getByRole('dialog').textContent).toContain('确定退出登录吗？');
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    fireEvent.click(screen.getByRole('button', { name: '取消' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('Dialog renders nothing when closed', () => {
    render(<Dialog open={false} title="提示" />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('Tabs reports the chosen tab', () => {
    const onChange = vi.fn();
    render(
      <Tabs
        items={[
          { key: 'a', title: '足球' },
          { key: 'b', title: '篮球' },
        ]}
        active="a"
        onChange={onChange}
      />,
    );
    expect(screen.getByRole('tab', { name: '足球' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.click(screen.getByRole('tab', { name: '篮球' }));
    expect(onChange).toHaveBeenCalledWith('b');
  });

  it('Cell with onClick is a button', () => {
    const onClick = vi.fn();
    render(<Cell title="账户中心" value="去设置" onClick={onClick} />);
    fireEvent.click(screen.getByRole('button', { name: /账户中心/ }));
    expect(onClick).toHaveBeenCalled();
  });

  it('Empty shows its text', () => {
    render(<Empty text="暂无记录" />);
    expect(screen.getByText('暂无记录')).toBeTruthy();
  });

  it('formatRemaining pads and drops hours when none are left', () => {
    expect(formatRemaining(65_000)).toBe('01:05');
    expect(formatRemaining(3_725_000)).toBe('01:02:05');
    expect(formatRemaining(-5)).toBe('00:00');
    expect(formatRemaining(5_000, true)).toBe('00:00:05');
  });

  it('Countdown ticks and fires onEnd once', async () => {
    vi.useFakeTimers();
    vi.setSystemTime(0);
    const onEnd = vi.fn();
    const { Countdown } = await import('./Countdown');
    render(<Countdown to={2000} onEnd={onEnd} />);
    expect(screen.getByRole('timer').textContent).toBe('00:02');
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(screen.getByRole('timer').textContent).toBe('00:00');
    expect(onEnd).toHaveBeenCalledTimes(1);
  });
});
