import { execFile } from 'node:child_process';
import { mkdtempSync, statSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverRoot } from '../db/paths';
import { paymentOrders } from '../db/schema';
import { findOperator } from '../domain/operators/accounts';
import { totpCode } from '../domain/operators/totp';
import { TEST_OPS_TOKEN, TestServer } from '../test/server';

const run = promisify(execFile);

describe('pnpm ops CLI against a listening server', () => {
  const server = new TestServer('pglite');
  let serverUrl = '';
  beforeAll(async () => {
    await server.start();
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    serverUrl = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => server.stop());

  const dataDirectory = mkdtempSync(join(tmpdir(), 'ops-cli-'));
  const cli = (args: string[], extra: Record<string, string>) =>
    run(process.execPath, ['--import', 'tsx', join(serverRoot, 'ops', 'cli.ts'), ...args], {
      cwd: serverRoot,
      env: { ...process.env, SERVER_URL: serverUrl, DATA_DIR: dataDirectory, OPS_TOKEN: '', ...extra },
    });
  const ops = (args: string[], token = server.operatorToken) => cli(args, { OPS_TOKEN: token });

  const requestId = (stdout: string) => /approval:approve (\d+)/.exec(stdout)?.[1] ?? '';

  it('creates a user, credits it through a second operator and reads config, printing readable results', async () => {
    const created = await ops(['user:create', 'clitest01', 'secret123']);
    expect(created.stdout).toContain('已创建用户 clitest01');
    const asked = await ops(['user:credit', 'clitest01', '123.45', '--reason', '活动补偿']);
    expect(asked.stdout).toContain('已提交复核申请');
    expect(asked.stdout).toContain('加款 clitest01 ¥123.45 待复核：活动补偿（op_super_admin 申请）');
    const id = requestId(asked.stdout);
    await expect(ops(['approval:approve', id])).rejects.toMatchObject({
      stderr: expect.stringContaining('不能审批自己发起的申请'),
    });
    const finance = await server.mintOperatorToken('op_finance');
    expect((await ops(['approvals', '--status', 'pending'], finance)).stdout).toContain(
      `#${id} 加款 clitest01`,
    );
    const approved = await ops(['approval:approve', id], finance);
    expect(approved.stdout).toContain('已通过');
    expect(approved.stdout).toContain('op_finance 已通过');
    expect(approved.stdout).toContain('余额 0.00 -> 123.45');
    const set = await ops(['config:set', 'theme_color', '#00aaff']);
    expect(set.stdout).toContain('已设置 theme_color = #00aaff');
    expect((await server.get('/api/v1/app/config/all')).body.data.theme_color).toBe('#00aaff');
    expect((await ops(['config:get', 'theme_color'])).stdout.trim()).toBe('theme_color = #00aaff');
  });

  it('fails with a message and exit code 1 on a bad token or a refused debit', async () => {
    await expect(ops(['config:get', 'theme_color'], 'wrong')).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('运营登录已失效'),
    });
    const debit = await ops(['user:credit', 'demo', '-99999999', '--reason', '扣回']);
    const finance = await server.mintOperatorToken('op_finance');
    await expect(ops(['approval:approve', requestId(debit.stdout)], finance)).rejects.toMatchObject({
      stderr: expect.stringContaining('余额不足'),
    });
    const rejected = await ops(['approval:reject', requestId(debit.stdout), '--reason', '金额有误'], finance);
    expect(rejected.stdout).toContain('已驳回');
  });

  it('signs in with password and TOTP, keeps the session in a private file, and OPS_TOKEN wins over it', async () => {
    await expect(cli(['whoami'], {})).rejects.toMatchObject({ stderr: expect.stringContaining('尚未登录') });
    const risk = await findOperator(server.db, 'op_risk');
    const code = totpCode(risk?.totpSecret ?? '');
    const signedIn = await cli(['login', 'op_risk', '--password', 'demo123456', '--totp', code], {});
    expect(signedIn.stdout).toContain('已登录 op_risk');
    expect(statSync(join(dataDirectory, 'ops-session')).mode & 0o777).toBe(0o600);
    expect((await cli(['whoami'], {})).stdout).toContain('op_risk（risk，登录会话）');
    await expect(cli(['user:credit', 'demo', '1'], {})).rejects.toMatchObject({
      stderr: expect.stringContaining('没有权限：加款与扣款'),
    });
    expect((await ops(['whoami'])).stdout).toContain('op_super_admin');
    expect((await cli(['logout'], {})).stdout).toContain('已退出登录');
    await expect(cli(['whoami'], {})).rejects.toMatchObject({ stderr: expect.stringContaining('尚未登录') });
  });

  it('mints an API token for automation, lists and revokes it; the audit log records it and verifies', async () => {
    const created = (await ops(['token:create', 'op_release', 'ci-deploy', '--days', '7'])).stdout;
    const [header = '', token = ''] = created.trim().split('\n');
    expect(header).toMatch(/^令牌 #\d+（op_release，ci-deploy，到期 /);
    expect((await ops(['whoami'], token)).stdout).toContain('op_release（release，API 令牌）');
    const id = /#(\d+)/.exec(header)?.[1] ?? '';
    expect((await ops(['token:list'])).stdout).toMatch(new RegExp(`#${id}\top_release\tci-deploy\t.*有效`));
    await ops(['token:revoke', id]);
    await expect(ops(['whoami'], token)).rejects.toMatchObject({
      stderr: expect.stringContaining('运营登录已失效'),
    });
    expect((await ops(['audit', '--operator', 'op_super_admin', '--action', '/tokens'])).stdout).toContain(
      'POST /api/ops/tokens 管理运营人员与令牌 → op_release [200]',
    );
    expect((await ops(['audit:verify'])).stdout).toMatch(/审计日志完整：\d+ 条记录/);
  });

  it('adds an operator (TOTP secret shown once), changes its roles, disables it; bootstrap is refused once operators exist', async () => {
    const added = (
      await ops(['operator:add', 'op_cli_new', '--roles', 'support', '--password', 'cli-pass-123'])
    ).stdout;
    expect(added).toContain('已创建运营人员 op_cli_new（support）');
    expect(added).toMatch(/动态验证码密钥（只显示这一次.*）：[A-Z2-7]{32}/);
    expect(added).toContain('otpauth://totp/');
    expect((await ops(['operator:roles', 'op_cli_new', 'support,finance'])).stdout).toContain(
      '角色 support, finance',
    );
    expect((await ops(['operator:disable', 'op_cli_new'])).stdout).toContain('已禁用 op_cli_new');
    expect((await ops(['operator:list'])).stdout).toMatch(/op_cli_new\tsupport,finance\t已禁用/);
    await expect(
      cli(['bootstrap', 'second_root', '--password', 'cli-pass-123'], { OPS_ROOT_TOKEN: TEST_OPS_TOKEN }),
    ).rejects.toMatchObject({ stderr: expect.stringContaining('根令牌只能用于创建第一个超级管理员') });
  });

  it('settles, voids and re-settles matches: match:settle ID HOME:AWAY --half H:A, match:void ID, match:resettle', async () => {
    const list = await server.get<{ list: Array<{ id: number }> }>(
      '/api/v1/football/matches?status=0&per_page=2',
    );
    const [first, second] = list.body.data.list.map((match) => match.id);
    const settled = await ops(['match:settle', String(first), '2:1', '--half', '1:1']);
    expect(settled.stdout).toContain(`比赛 ${first} 已结算 2:1`);
    const detail = await server.get(`/api/v1/matches/${first}/detail`);
    expect(detail.body.data).toMatchObject({ home_score: 2, away_score: 1, half_home_score: 1, status: 2 });
    await expect(ops(['match:settle', String(first), '0:0'])).rejects.toMatchObject({
      stderr: expect.stringContaining('该比赛已结算'),
    });
    await expect(ops(['match:settle', String(second), '2-1'])).rejects.toMatchObject({
      stderr: expect.stringContaining('比分格式须为 主:客'),
    });
    expect((await ops(['match:void', String(second)])).stdout).toContain(`比赛 ${second} 已取消`);
    expect((await server.get(`/api/v1/matches/${second}/detail`)).body.data.status_text).toBe('已取消');

    const asked = await ops(['match:resettle', String(first), '1:1', '--reason', '进球无效']);
    expect(asked.stdout).toContain(`改判 match:${first} 待复核：进球无效（op_super_admin 申请）`);
    const risk = await server.mintOperatorToken('op_risk');
    const approved = await ops(['approval:approve', requestId(asked.stdout)], risk);
    expect(approved.stdout).toContain('op_risk 已通过），改判第 1 次：调整订单 0，补派 0.00，扣回 0.00');
    expect((await server.get(`/api/v1/matches/${first}/detail`)).body.data).toMatchObject({
      home_score: 1,
      away_score: 1,
    });
  });

  it('never lets player text drive the terminal: refused on input, escaped when printed', async () => {
    const forgedLine = '\u001b[2K\r\u001b[32mRC00000000000000000000 已核实到账\u001b[0m\u202e';
    const player = await server.registerPlayer('ansi');
    const order = await server.post<{ order: { order_no: string } }>(
      '/api/v1/payment-orders',
      { method: 'bank', amount: '100.00' },
      player.token,
    );
    const orderNo = order.body.data.order.order_no;
    const submitted = await server.post(
      '/api/v1/payment-orders/submit-transfer',
      { order_no: orderNo, voucher: `张三 ${forgedLine}` },
      player.token,
    );
    expect(submitted.status).toBe(400);
    expect(submitted.body.message).toBe('转账凭证不能包含控制字符');
    const application = await server.post(
      '/api/v1/invite/apply-agent',
      { real_name: '张三', contact: '13800138000', reason: `我想成为代理，推广很多玩家 ${forgedLine}` },
      player.token,
    );
    expect(application.status).toBe(400);
    expect(application.body.message).toBe('申请理由不能包含控制字符');

    // Text stored before the input check existed is still printed harmlessly.
    await server.post(
      '/api/v1/payment-orders/submit-transfer',
      { order_no: orderNo, voucher: '张三' },
      player.token,
    );
    await server.db
      .update(paymentOrders)
      .set({ voucher: `张三 ${forgedLine}` })
      .where(eq(paymentOrders.orderNo, orderNo));
    const listed = (await ops(['payment:list'])).stdout;
    const line = listed.split('\n').find((row) => row.startsWith(orderNo)) ?? '';
    expect(line).toContain('张三 \\x1b[2K\\x0d\\x1b[32mRC00000000000000000000 已核实到账\\x1b[0m\\u202e');
    for (const control of ['\u001b', '\r', '\u202e']) expect(listed).not.toContain(control);
  });

  it('match:add lists a match; match:odds ID PLAY OPTION ODDS sets one of its prices until it is settled', async () => {
    const list = await server.get<{
      list: Array<{ league_id: number; home_team_id: number; away_team_id: number }>;
    }>('/api/v1/football/matches?status=0&per_page=1');
    const [seeded] = list.body.data.list;
    const kickoff = new Date(Date.now() + 3_600_000).toISOString();
    const { stdout } = await ops([
      'match:add',
      String(seeded?.league_id),
      String(seeded?.away_team_id),
      String(seeded?.home_team_id),
      kickoff,
      '--singles',
      'winDrawLose,handicap',
    ]);
    const id = Number(/比赛 (\d+)（/.exec(stdout)?.[1]);
    expect(stdout).toContain(`已新增，开赛 ${kickoff}`);
    await expect(ops(['match:add', String(seeded?.league_id), '1', '1', kickoff])).rejects.toMatchObject({
      stderr: expect.stringContaining('主队与客队不能相同'),
    });
    expect((await ops(['match:odds', String(id), 'winDrawLose', 'win', '2.35'])).stdout).toContain(
      '赔率已调整为 2.35',
    );
    const plays = await server.get<{
      plays: Array<{ play: string; options: Array<{ option: string; odds: string }> }>;
    }>(`/api/v1/matches/${id}/plays`);
    const win = plays.body.data.plays.find((play) => play.play === 'winDrawLose')?.options[0];
    expect(win).toEqual(expect.objectContaining({ option: 'win', odds: '2.35' }));
    await ops(['match:void', String(id)]);
    await expect(ops(['match:odds', String(id), 'winDrawLose', 'win', '2.50'])).rejects.toMatchObject({
      stderr: expect.stringContaining('未开赛比赛中没有该选项'),
    });
  });
});
