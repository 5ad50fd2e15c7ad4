import { expect, it } from 'vitest';
import { CLIENT_LIMITS } from '../../domain/auth/secret-guard';
import { financeTools, PAYMENT_PASSWORD, withdrawingPlayer } from '../money-invariants-tools';
import { describeOnEachDatabase } from '../server';
import { balanceOf } from '../sports';

const LOGIN_PASSWORD = 'secret123';
const LOGIN_MAX_FAILURES = CLIENT_LIMITS[0].max;
const LOCKED_MESSAGES = {
  password: '密码错误次数过多，请15分钟后再试',
  paymentPassword: '支付密码错误次数过多，请15分钟后再试',
};
const wrongGuesses = (n: number) => Array.from({ length: n }, (_, i) => String(100000 + i));

/**
 * An attacker holding a player's session guesses the secrets behind it: the payment password is locked for
 * the account after 5 failures in 15 minutes, the login password asked again for that session (a stranger's
 * wrong logins never lock the owner's account centre: test/abuse/stranger-lockout.test.ts).
 */
describeOnEachDatabase('guessing the secrets behind a session', (server) => {
  const { withdraw } = financeTools(server);

  it('locks withdrawals after 5 wrong payment passwords: the right one is then refused too', async () => {
    const player = await withdrawingPlayer(server, '500.00');
    for (const guess of wrongGuesses(LOGIN_MAX_FAILURES)) {
      const answer = await withdraw(player.token, player.walletId, '100.00', undefined, guess);
      expect(answer.body.message).toBe('支付密码错误');
    }
    const right = await withdraw(player.token, player.walletId, '100.00', undefined, PAYMENT_PASSWORD);
    expect(right.status).toBe(429);
    expect(right.body.message).toBe(LOCKED_MESSAGES.paymentPassword);
    expect(await balanceOf(server, player.token)).toBe('500.00');
  });

  it('checks at most 5 of a concurrent burst of payment-password guesses', async () => {
    const player = await withdrawingPlayer(server, '500.00');
    const answers = await Promise.all(
      wrongGuesses(30).map((guess) => withdraw(player.token, player.walletId, '100.00', undefined, guess)),
    );
    const checkedInBurst = answers.filter((answer) => answer.body.message === '支付密码错误').length;
    expect(checkedInBurst).toBeLessThanOrEqual(LOGIN_MAX_FAILURES);
    expect(answers.every((answer) => answer.status === 429 || answer.body.message === '支付密码错误')).toBe(
      true,
    );
    // Refused guesses are not counted, so the rest of the 5 may still be tried, and no more.
    let checkedAfter = 0;
    for (const guess of wrongGuesses(LOGIN_MAX_FAILURES + 1)) {
      const answer = await withdraw(player.token, player.walletId, '100.00', undefined, guess);
      if (answer.body.message === '支付密码错误') checkedAfter += 1;
    }
    expect(checkedInBurst + checkedAfter).toBe(LOGIN_MAX_FAILURES);
    const right = await withdraw(player.token, player.walletId, '100.00', undefined, PAYMENT_PASSWORD);
    expect(right.status).toBe(429);
  });

  it('locks replacing the payment password after 5 wrong old ones, and the login password asked again per session', async () => {
    const player = await withdrawingPlayer(server, '0');
    const replace = (body: Record<string, string>) =>
      server.post('/api/v1/user/set-payment-password', { password: '246801', ...body }, player.token);
    for (const guess of wrongGuesses(LOGIN_MAX_FAILURES))
      expect((await replace({ old_password: guess })).body.message).toBe('原支付密码或登录密码错误');
    const byOld = await replace({ old_password: PAYMENT_PASSWORD });
    expect(byOld.status).toBe(429);
    expect(byOld.body.message).toBe(LOCKED_MESSAGES.paymentPassword);

    for (const guess of wrongGuesses(LOGIN_MAX_FAILURES))
      expect((await replace({ login_password: `x${guess}` })).status).toBe(422);
    const byLogin = await replace({ login_password: LOGIN_PASSWORD });
    expect(byLogin.status).toBe(429);
    expect(byLogin.body.message).toBe(LOCKED_MESSAGES.password);
    // Counted for that session: signing in (a new session) and asking there still works.
    const login = await server.post<{ token: string }>('/api/v1/login', {
      username: player.username,
      password: LOGIN_PASSWORD,
    });
    expect(login.status).toBe(200);
    const elsewhere = await server.post(
      '/api/v1/user/set-payment-password',
      { password: '246801', login_password: LOGIN_PASSWORD },
      login.body.data.token,
    );
    expect(elsewhere.status).toBe(200);
  });

  it('locks changing the login password after 5 wrong old ones (200 guesses no longer get through)', async () => {
    const player = await server.registerPlayer('guess');
    const change = (old: string) =>
      server.post(
        '/api/v1/user/profile',
        { old_password: old, password: 'newpass123', password_confirmation: 'newpass123' },
        player.token,
      );
    const answers = [];
    for (const guess of wrongGuesses(20)) answers.push((await change(`x${guess}`)).body.message);
    expect(answers.filter((message) => message === '原密码错误')).toHaveLength(LOGIN_MAX_FAILURES);
    expect(answers.slice(LOGIN_MAX_FAILURES).every((m) => m === LOCKED_MESSAGES.password)).toBe(true);
    const right = await change(LOGIN_PASSWORD);
    expect(right.status).toBe(429);
    expect(right.body.message).toBe(LOCKED_MESSAGES.password);
  });

  it('guards SMS codes: the sixth guess for one phone is refused before it is checked', async () => {
    const phone = `137${String(Date.now() % 1e8).padStart(8, '0')}`;
    const statuses = [];
    for (const code of wrongGuesses(6))
      statuses.push((await server.post('/api/v1/sms/verify-code', { phone, code, type: 'register' })).status);
    expect(statuses.slice(0, 5).every((status) => status !== 429)).toBe(true);
    expect(statuses[5]).toBe(429);
  });

  it('refuses the ops API to every guessable token, as a root token or as a bearer', async () => {
    for (const guess of ['', 'admin', 'ops', 'ops-token', 'ops_', 'demo123456', 'secret', 'changeme']) {
      const asRoot = await server.app.inject({
        method: 'GET',
        url: '/api/ops/config/maintenance_mode',
        headers: { 'x-ops-token': guess },
      });
      expect(asRoot.statusCode).toBe(403);
      const asBearer = await server.app.inject({
        method: 'GET',
        url: '/api/ops/config/maintenance_mode',
        headers: { authorization: `Bearer ${guess}` },
      });
      expect(asBearer.statusCode).toBe(401);
    }
  });

  it('locks an operator after 5 wrong sign-ins: the sixth guess is refused even when right', async () => {
    const login = (password: string) =>
      server.app.inject({
        method: 'POST',
        url: '/api/ops/auth/login',
        payload: { username: 'op_support', password, totp: '000000' },
      });
    for (const guess of ['admin', 'ops', 'secret', 'changeme', 'password1'])
      expect((await login(guess)).statusCode).toBe(422);
    expect((await login('demo123456')).statusCode).toBe(429);
  });
});
