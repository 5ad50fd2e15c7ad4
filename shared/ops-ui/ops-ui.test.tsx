import { useOpsPermissions } from '@app/shared';
import { act, cleanup, fireEvent, render, renderHook, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './ConfirmDialog';
import { DateTimeField } from './DateTimeField';
import { useCan } from './use-can';

afterEach(() => {
  cleanup();
  useOpsPermissions.setState({ permissions: [] });
});

function DateProbe({ dateOnly = false }: { dateOnly?: boolean }) {
  const [value, setValue] = useState('');
  return (
    <>
      <DateTimeField label="开始时间" value={value} onChange={setValue} dateOnly={dateOnly} />
      <output data-testid="value">{value}</output>
    </>
  );
}

describe('DateTimeField', () => {
  it('reads a typed Beijing-style date and time as the browser input value, and empties with the text', () => {
    render(<DateProbe />);
    const field = screen.getByLabelText('开始时间');
    expect(field.getAttribute('placeholder')).toBe('年-月-日 时:分');
    fireEvent.change(field, { target: { value: '2026-1-5 8:30' } });
    expect(screen.getByTestId('value').textContent).toBe('2026-01-05T08:30');
    fireEvent.change(field, { target: { value: '' } });
    expect(screen.getByTestId('value').textContent).toBe('');
  });

  it('keeps the last date while the text is not one yet and marks it invalid', () => {
    render(<DateProbe dateOnly />);
    const field = screen.getByLabelText('开始时间');
    fireEvent.change(field, { target: { value: '2026-11-27' } });
    fireEvent.change(field, { target: { value: '2026-11-2x' } });
    expect(screen.getByTestId('value').textContent).toBe('2026-11-27');
    expect(field.getAttribute('aria-invalid')).toBe('true');
  });
});

describe('ConfirmDialog', () => {
  it('keeps the confirm off until a reason is typed, sends it trimmed and closes once the write is done', async () => {
    const confirm = vi.fn().mockResolvedValue(undefined);
    const close = vi.fn();
    render(
      <ConfirmDialog
        title="驳回提现 #1"
        confirmText="确认驳回"
        askReason
        onConfirm={confirm}
        onClose={close}
      />,
    );
    const button = screen.getByRole('button', { name: '确认驳回' });
    expect(button).toHaveProperty('disabled', true);
    fireEvent.change(screen.getByLabelText('原因（记入审计日志）'), { target: { value: ' 账户不符 ' } });
    fireEvent.click(button);
    await waitFor(() => expect(close).toHaveBeenCalled());
    expect(confirm).toHaveBeenCalledWith('账户不符');
  });

  it('stays open for another try when the write is refused', async () => {
    const close = vi.fn();
    render(
      <ConfirmDialog
        title="禁用？"
        confirmText="确认禁用"
        onConfirm={() => Promise.reject(new Error('refused'))}
        onClose={close}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: '确认禁用' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: '确认禁用' })).toHaveProperty('disabled', false),
    );
    expect(close).not.toHaveBeenCalled();
  });
});

describe('useCan', () => {
  it('follows the permissions the console writes into @app/shared', () => {
    const { result } = renderHook(() => useCan('finance.withdrawals'));
    expect(result.current).toBe(false);
    act(() => useOpsPermissions.setState({ permissions: ['finance.withdrawals'] }));
    expect(result.current).toBe(true);
  });
});
