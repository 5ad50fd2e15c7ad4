import { chmodSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, ServerProcess } from '../server-process';

/** Every folder and file under `directory` whose permissions are not `folders` / `files`, with its mode. */
function exposed(directory: string, folders: number, files: number): string[] {
  const found: string[] = [];
  const walk = (folder: string) => {
    const mode = statSync(folder).mode & 0o777;
    if (mode !== folders) found.push(`${folder} ${mode.toString(8)}`);
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.isFile() && (statSync(path).mode & 0o777) !== files)
        found.push(`${path} ${(statSync(path).mode & 0o777).toString(8)}`);
    }
  };
  walk(directory);
  return found;
}

const filesUnder = (directory: string): string[] =>
  readdirSync(directory, { recursive: true, encoding: 'utf8' }).map((path) => join(directory, path));

describe('DATA_DIR is readable and writable by the server user alone', () => {
  let dataDir = '';
  let server: ServerProcess;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'data-dir-modes-'));
    // An older install: open folders and files anyone could read or write.
    chmodSync(dataDir, 0o777);
    mkdirSync(join(dataDir, 'releases', 'mfe-home'), { recursive: true });
    chmodSync(join(dataDir, 'releases'), 0o755);
    writeFileSync(join(dataDir, 'releases', 'mfe-home', 'remoteEntry.js'), '');
    chmodSync(join(dataDir, 'releases', 'mfe-home', 'remoteEntry.js'), 0o666);
    server = new ServerProcess(await freePort(), { DATA_DIR: dataDir, SIM_TICK_MS: '0', LOG_LEVEL: 'error' });
    await server.start();
  }, 240_000);

  afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('folders are 0700 and files 0600 after start, for files the database creates later, and after shutdown', async () => {
    expect(exposed(dataDir, 0o700, 0o600)).toEqual([]);
    const atStart = new Set(filesUnder(dataDir));

    const registered = await server.call('POST', '/api/v1/register', {
      username: `modes${Date.now().toString(36).slice(-6)}`,
      password: 'secret123',
      password_confirmation: 'secret123',
    });
    expect(registered.code).toBe(200);
    // A few hundred kilobytes of client logs fill pages enough for PostgreSQL to add files (free space maps).
    const logs = Array.from({ length: 400 }, (_, index) => ({
      level: 'info',
      message: `${index} ${'x'.repeat(1800)}`,
      timestamp: Date.now(),
    }));
    const deviceInfo = { platform: 'ios', system: '17', version: '1.0.0', timestamp: Date.now() };
    for (let upload = 0; upload < 3; upload += 1) {
      const uploaded = await server.call(
        'POST',
        '/api/v1/logs/upload',
        { logs, deviceInfo },
        registered.data.token as string,
      );
      expect(uploaded.code).toBe(200);
    }
    expect(filesUnder(dataDir).filter((file) => !atStart.has(file))).not.toEqual([]);
    expect(exposed(dataDir, 0o700, 0o600)).toEqual([]);

    await server.stop();
    // A clean shutdown checkpoints the database: what it writes then is private too.
    expect(exposed(dataDir, 0o700, 0o600)).toEqual([]);
    expect(readdirSync(dataDir).sort()).toEqual(['ops-token', 'pglite', 'realtime-credentials', 'releases']);
  });
});
