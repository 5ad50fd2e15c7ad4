import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SmsCodeField } from './SmsCodeField';

const sendSms = vi.hoisted(() => vi.fn());

vi.mock('@app/shared', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@app/shared')>();
  return { ...actual, userApi: { ...actual.userApi, sendSms } };
});

function Harness({ phone, onPhoneError }: { phone: string; onPhoneError: (message: string) => void }) {
  const [code, setCode] = useState('');
  return <SmsCodeField phone={phone} value={code} onChange={setCode} onPhoneError={onPhoneError} />;
}

async function clickSend() {
  await act(async () => {
    fireEvent.click(screen.getByTestId('reg-sms-send'));
  });
}

describe('SmsCodeField', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    sendSms.mockReset();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('refuses to send to an invalid phone and reports why', async () => {
    const onPhoneError = vi.fn();
    render(<Harness phone="1234" onPhoneError={onPhoneError} />);
    await clickSend();
    expect(onPhoneError).toHaveBeenCalledWith('手机号格式不正确');
    expect(sendSms).not.toHaveBeenCalled();
  });

  it('sends the code, then counts 60 seconds down before allowing a resend', async () => {
    sendSms.mockResolvedValue(null);
    render(<Harness phone="13800138000" onPhoneError={vi.fn()} />);
    await clickSend();
    expect(sendSms).toHaveBeenCalledWith({ phone: '13800138000', type: 'register' });

    const button = screen.getByTestId('reg-sms-send') as HTMLButtonElement;
    expect(button.textContent).toBe('60秒后重发');
    expect(button.disabled).toBe(true);

    act(() => vi.advanceTimersByTime(1000));
    expect(button.textContent).toBe('59秒后重发');

    act(() => vi.advanceTimersByTime(59_000));
    expect(button.textContent).toBe('获取验证码');
    expect(button.disabled).toBe(false);
  });

  it('keeps the button available when the server refuses to send', async () => {
    sendSms.mockRejectedValue(new Error('发送过于频繁'));
    render(<Harness phone="13800138000" onPhoneError={vi.fn()} />);
    await clickSend();
    const button = screen.getByTestId('reg-sms-send') as HTMLButtonElement;
    expect(button.textContent).toBe('获取验证码');
    expect(button.disabled).toBe(false);
  });
});
