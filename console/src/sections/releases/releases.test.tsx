import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderSection } from '../../testing/renderSection';
import { signedInAs } from '../../testing/signedInAs';
import { type Release, releasesApi } from './api/releases';
import { releasesSection } from './index';

const release = (id: number, remote: string, build: string, action = 'deploy'): Release => ({
  id,
  remote,
  url: `https://cdn.example/${remote}/${build}/mf-manifest.json`,
  build_id: build,
  action,
  forced: false,
  created_at: '2026-11-27T10:00:00Z',
});

beforeEach(() => {
  signedInAs();
  vi.spyOn(releasesApi, 'manifest').mockResolvedValue({});
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('发布', () => {
  it('shows the live build, the history and only this remote’s load errors per version', async () => {
    const history = vi
      .spyOn(releasesApi, 'history')
      .mockImplementation(async (remote) =>
        remote === 'mfe_sports'
          ? [release(3, remote, 'b3'), release(2, remote, 'b2'), release(1, remote, 'b1', 'initial')]
          : [release(9, remote, 'L1', 'initial')],
      );
    vi.spyOn(releasesApi, 'errors').mockResolvedValue([
      {
        remote: 'mfe_sports',
        build_id: 'b3',
        url: 'x',
        kind: 'load',
        count: 12,
        players: 5,
        last_at: '2026-11-27T10:05:00Z',
        last_message: 'ChunkLoadError',
      },
      {
        remote: 'mfe_lottery',
        build_id: 'L1',
        url: 'y',
        kind: 'render',
        count: 1,
        players: 1,
        last_at: '2026-11-27T10:05:00Z',
        last_message: 'TypeError',
      },
    ]);
    vi.spyOn(releasesApi, 'manifest').mockResolvedValue({
      mfe_sports: 'https://cdn.example/mfe_sports/b3/mf-manifest.json',
      mfe_lottery: 'https://cdn.example/mfe_lottery/L1/mf-manifest.json',
    });
    renderSection(releasesSection, '/releases/remotes');
    expect((await screen.findByTestId('current-release')).textContent).toContain('b3');
    const table = screen.getByRole('table', { name: '发布历史' });
    expect(within(table).getByTestId('row-3').textContent).toContain('当前');
    expect(within(table).getAllByRole('button', { name: '回滚到此版本' })).toHaveLength(2);
    const errors = screen.getByRole('table', { name: '加载错误' });
    await waitFor(() => expect(errors.textContent).toContain('ChunkLoadError'));
    expect(errors.textContent).not.toContain('TypeError');

    fireEvent.click(screen.getByRole('button', { name: /彩票/ }));
    await waitFor(() => expect(history).toHaveBeenLastCalledWith('mfe_lottery'));
    expect((await screen.findByTestId('current-release')).textContent).toContain('L1');
    expect((screen.getByRole('button', { name: '回滚到上一版本' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('rolls back to a chosen release after the confirm and shows the new live build', async () => {
    const history = vi
      .spyOn(releasesApi, 'history')
      .mockResolvedValue([release(3, 'mfe_sports', 'b3'), release(2, 'mfe_sports', 'b2')]);
    vi.spyOn(releasesApi, 'errors').mockResolvedValue([]);
    const rollback = vi
      .spyOn(releasesApi, 'rollback')
      .mockResolvedValue({ remote: 'mfe_sports', url: 'u', build_id: 'b2', checks: [] });
    renderSection(releasesSection, '/releases/remotes');
    fireEvent.click(await screen.findByRole('button', { name: '回滚到此版本' }));
    const dialog = screen.getByRole('dialog', { name: '把体育回滚到 #2？' });
    history.mockResolvedValue([
      release(4, 'mfe_sports', 'b2', 'rollback'),
      release(3, 'mfe_sports', 'b3'),
      release(2, 'mfe_sports', 'b2'),
    ]);
    fireEvent.click(within(dialog).getByRole('button', { name: '确认回滚' }));
    await waitFor(() => expect(rollback).toHaveBeenCalledWith('mfe_sports', 2));
    await waitFor(() => expect(screen.getByTestId('current-release').textContent).toContain('回滚'));
  });

  it('offers no rollback and asks no errors of an operator who may only read releases', async () => {
    signedInAs(['releases.read']);
    vi.spyOn(releasesApi, 'history').mockResolvedValue([
      release(3, 'mfe_sports', 'b3'),
      release(2, 'mfe_sports', 'b2'),
    ]);
    const errors = vi.spyOn(releasesApi, 'errors').mockResolvedValue([]);
    renderSection(releasesSection, '/releases/remotes');
    expect((await screen.findByTestId('current-release')).textContent).toContain('b3');
    expect(screen.queryByRole('button', { name: /回滚/ })).toBeNull();
    expect(screen.queryByRole('table', { name: '加载错误' })).toBeNull();
    expect(errors).not.toHaveBeenCalled();
  });
});
