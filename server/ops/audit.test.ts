import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { opsAudit } from '../db/schema';
import { onConfigChanged } from '../domain/config';
import { describeOnEachDatabase } from '../test/server';
import { balanceOf } from '../test/sports';

interface AuditListed {
  list: Array<{
    id: number;
    operator: string;
    roles: string[];
    action: string;
    label: string;
    target: string;
    status: number;
    ip: string;
    request_id: string;
    before: unknown;
    after: unknown;
  }>;
}

describeOnEachDatabase('operator audit log', (server) => {
  it('records who asked for a credit and who approved it, with the balance before and after, and a refused write', async () => {
    const player = await server.registerPlayer('aud');
    expect((await server.credit(player.username, '12.50')).status).toBe(200);
    const support = await server.mintOperatorToken('op_support');
    const refused = await server.opsAs(support, 'POST', '/users/credit', {
      username: player.username,
      amount: '1',
      reason: '补偿',
    });
    expect(refused.status).toBe(403);

    const rows = (await server.ops<AuditListed>('GET', `/audit?target=${player.username}`)).body.data.list;
    expect(rows).toHaveLength(2);
    const asked = rows.find((row) => row.action === 'POST /api/ops/users/credit');
    expect(asked).toMatchObject({
      operator: 'op_super_admin',
      roles: ['super_admin'],
      label: '加款与扣款',
      status: 200,
      after: { status: 'pending', amount: '12.50', requested_by: 'op_super_admin' },
    });
    expect(asked?.ip).not.toBe('');
    expect(asked?.request_id).not.toBe('');
    const approved = rows.find((row) => row.action === 'POST /api/ops/approvals/:id/approve');
    expect(approved).toMatchObject({
      operator: 'op_finance',
      status: 200,
      before: { status: 'pending', requested_by: 'op_super_admin' },
      after: { balance_before: '0.00', balance: '12.50', decided_by: 'op_finance' },
    });
    // Refused before its body is read: who tried what, and the 403.
    const bySupport = (await server.ops<AuditListed>('GET', '/audit?operator=op_support')).body.data.list;
    expect(bySupport[0]).toMatchObject({ action: 'POST /api/ops/users/credit', status: 403, after: null });
  });

  it('records a config switch and a player block with before → after; reads are not recorded', async () => {
    await server.ops('PUT', '/config/theme_color', { value: '#123456' });
    const player = await server.registerPlayer('audb');
    await server.ops('POST', '/users/disable', { username: player.username });
    await server.ops('GET', '/config/theme_color');
    const config = (await server.ops<AuditListed>('GET', '/audit?target=theme_color')).body.data.list;
    expect(config[0]).toMatchObject({ before: { value: '#ffb400' }, after: { value: '#123456' } });
    expect(config.every((row) => row.action.startsWith('PUT '))).toBe(true);
    const blocked = (await server.ops<AuditListed>('GET', `/audit?target=${player.username}`)).body.data.list;
    expect(blocked[0]).toMatchObject({ label: '禁用玩家', before: { enabled: 1 }, after: { enabled: 0 } });
  });

  it('keeps one chain under concurrent writes and exports CSV that a spreadsheet cannot run', async () => {
    await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        server.ops('PUT', '/config/theme_color', { value: `#00000${index}` }),
      ),
    );
    await server.ops('POST', '/users/disable', { username: '=cmd|calc' });
    const verified = await server.ops<{ ok: boolean; checked: number }>('GET', '/audit/verify');
    expect(verified.body.data.ok).toBe(true);
    expect(verified.body.data.checked).toBeGreaterThan(10);
    const csv = await server.app.inject({
      method: 'GET',
      url: '/api/ops/audit.csv?action=/users/disable',
      headers: { authorization: `Bearer ${server.operatorToken}` },
    });
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('id,at,operator,roles,ip,request_id,action,label,target,status,before,after,hash');
    expect(lines.find((line) => line.includes('calc'))).toContain(",'=cmd|calc,404,");
  });

  it('commits a write only with its audit row: when the row cannot be written the money and the switch stay as they were', async () => {
    const player = await server.registerPlayer('audtx');
    const asked = await server.ops<{ id: number }>('POST', '/users/credit', {
      username: player.username,
      amount: '30',
      reason: '补偿',
    });
    const finance = await server.mintOperatorToken('op_finance');
    const heard: string[] = [];
    const stop = onConfigChanged(server.db, ({ key }) => heard.push(key));
    await server.db.execute(sql`CREATE FUNCTION audit_down() RETURNS trigger AS $$
      BEGIN RAISE EXCEPTION 'audit store down'; END $$ LANGUAGE plpgsql`);
    await server.db.execute(
      sql`CREATE TRIGGER audit_down BEFORE INSERT ON ops_audit FOR EACH ROW EXECUTE FUNCTION audit_down()`,
    );
    try {
      const approved = await server.opsAs(finance, 'POST', `/approvals/${asked.body.data.id}/approve`);
      expect(approved.status).toBeGreaterThanOrEqual(500);
      expect(approved.body).toMatchObject({ code: approved.status, data: null });
      const switched = await server.ops('PUT', '/config/theme_color', { value: '#abcdef' });
      expect(switched.status).toBeGreaterThanOrEqual(500);
    } finally {
      await server.db.execute(sql`DROP TRIGGER audit_down ON ops_audit`);
      await server.db.execute(sql`DROP FUNCTION audit_down()`);
    }
    expect(await balanceOf(server, player.token)).toBe('0.00');
    const config = await server.ops<{ value: unknown }>('GET', '/config/theme_color');
    expect(config.body.data.value).not.toBe('#abcdef');
    expect(heard).toEqual([]);

    const retried = await server.opsAs(finance, 'POST', `/approvals/${asked.body.data.id}/approve`);
    expect(retried.status).toBe(200);
    expect(await balanceOf(server, player.token)).toBe('30.00');
    expect((await server.ops('PUT', '/config/theme_color', { value: '#abcdef' })).status).toBe(200);
    expect(heard).toEqual(['theme_color']);
    stop();
    const rows = (await server.ops<AuditListed>('GET', `/audit?target=${player.username}`)).body.data.list;
    expect(rows.filter((row) => row.action === 'POST /api/ops/approvals/:id/approve')).toHaveLength(1);
    expect((await server.ops<{ ok: boolean }>('GET', '/audit/verify')).body.data.ok).toBe(true);
  });

  it('refuses UPDATE, DELETE and TRUNCATE in the database itself', async () => {
    for (const statement of [
      sql`UPDATE ops_audit SET target = 'x'`,
      sql`DELETE FROM ops_audit`,
      sql`TRUNCATE ops_audit`,
    ])
      await expect(server.db.execute(statement)).rejects.toThrow();
    expect((await server.ops<{ ok: boolean }>('GET', '/audit/verify')).body.data.ok).toBe(true);
  });

  it('audit:verify names the first row changed behind the trigger', async () => {
    const [row] = await server.db.select().from(opsAudit).where(eq(opsAudit.target, 'theme_color')).limit(1);
    await server.db.execute(sql`ALTER TABLE ops_audit DISABLE TRIGGER ops_audit_no_change`);
    await server.db.execute(sql`UPDATE ops_audit SET after = '{"value":"#ffffff"}' WHERE id = ${row?.id}`);
    await server.db.execute(sql`ALTER TABLE ops_audit ENABLE TRIGGER ops_audit_no_change`);
    const verified = await server.ops<{ ok: boolean; broken: { id: number } }>('GET', '/audit/verify');
    expect(verified.body.data.ok).toBe(false);
    expect(verified.body.data.broken.id).toBe(row?.id);
  });
});
