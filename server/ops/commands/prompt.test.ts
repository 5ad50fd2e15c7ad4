import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { ask } from './prompt';

function terminal() {
  const input = new PassThrough();
  const output = new PassThrough();
  let shown = '';
  output.on('data', (chunk) => {
    shown += String(chunk);
  });
  return { input, output, shown: () => shown };
}

describe('ask on the terminal', () => {
  it('never shows a hidden answer while it is typed', async () => {
    const screen = terminal();
    const answer = ask('密码：', true, screen);
    screen.input.write('s3cret-Passw0rd\r');
    expect(await answer).toBe('s3cret-Passw0rd');
    expect(screen.shown()).toContain('密码：');
    expect(screen.shown()).not.toContain('s3cret');
  });

  it('echoes an ordinary answer', async () => {
    const screen = terminal();
    const answer = ask('用户名：', false, screen);
    screen.input.write('op_finance\r');
    expect(await answer).toBe('op_finance');
    expect(screen.shown()).toContain('op_finance');
  });
});
