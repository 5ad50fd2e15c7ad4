import { toast, useRequest } from '@app/shared';
import { ConfirmDialog, kit, OpsPage, useCan } from '@app/shared/ops-ui';
import { useState } from 'react';
import { REMOTES, type Release, type RemoteName, releasesApi } from '../api/releases';
import { CurrentRelease } from '../components/CurrentRelease';
import { LoadErrors } from '../components/LoadErrors';
import { ReleaseHistory } from '../components/ReleaseHistory';

const WINDOWS = [
  { seconds: 3600, label: '最近 1 小时' },
  { seconds: 86_400, label: '最近 24 小时' },
  { seconds: 7 * 86_400, label: '最近 7 天' },
];

/** What a rollback goes back to: a chosen release, or (null) the one before the live release. */
type RollbackChoice = { release: Release | null };

/** 发布: per remote the live build, its release history with rollback, and the load errors players hit. */
export function ReleasesPage() {
  const [remote, setRemote] = useState<RemoteName>(REMOTES[0].name);
  const [windowSeconds, setWindowSeconds] = useState(3600);
  const [rollback, setRollback] = useState<RollbackChoice | null>(null);
  const canDeploy = useCan('releases.deploy');
  const canSeeErrors = useCan('releases.errors');
  const history = useRequest(() => releasesApi.history(remote), `console:ReleasesPage:history:${remote}`);
  const manifest = useRequest(releasesApi.manifest, 'console:ReleasesPage:manifest');
  const errors = useRequest(
    () => (canSeeErrors ? releasesApi.errors(windowSeconds) : Promise.resolve([])),
    `console:ReleasesPage:errors:${canSeeErrors}|${windowSeconds}`,
  );
  const releases = history.status === 'ready' ? history.data : [];
  const label = REMOTES.find((candidate) => candidate.name === remote)?.label ?? remote;
  const confirmRollback = async () => {
    const result = await releasesApi.rollback(remote, rollback?.release?.id);
    toast.success(`${label}已回滚到构建 ${result.build_id}`);
    history.reload();
    manifest.reload();
  };
  return (
    <OpsPage
      title="发布"
      subtitle="远程模块的当前版本、发布历史与回滚（回滚前先预检，未通过不切换），以及玩家上报的加载错误"
      actions={
        canDeploy && (
          <button
            type="button"
            className={`${kit.button} ${kit.danger}`}
            disabled={releases.length < 2}
            onClick={() => setRollback({ release: null })}
          >
            回滚到上一版本
          </button>
        )
      }
    >
      <fieldset className={kit.toolbar} aria-label="远程模块">
        {REMOTES.map((candidate) => (
          <button
            key={candidate.name}
            type="button"
            aria-pressed={candidate.name === remote}
            className={`${kit.button} ${candidate.name === remote ? kit.primary : ''}`}
            onClick={() => setRemote(candidate.name)}
          >
            {candidate.label}
            <span className={kit.hint}>{candidate.name}</span>
          </button>
        ))}
      </fieldset>
      {history.status === 'ready' ? (
        <>
          <CurrentRelease
            release={releases[0]}
            liveUrl={manifest.status === 'ready' ? manifest.data[remote] : undefined}
          />
          <div className={kit.card}>
            <h2 className={kit.cardTitle}>发布历史</h2>
            <ReleaseHistory
              releases={releases}
              onRollback={canDeploy ? (release) => setRollback({ release }) : null}
            />
          </div>
        </>
      ) : (
        <div className={kit.empty}>{history.status === 'loading' ? '加载中…' : '加载失败，请重试'}</div>
      )}
      {canSeeErrors && (
        <div className={kit.card}>
          <div className={kit.cardHeader}>
            <h2 className={kit.cardTitle}>加载错误（按版本）</h2>
            <select
              className={kit.select}
              aria-label="时间范围"
              value={windowSeconds}
              onChange={(event) => setWindowSeconds(Number(event.target.value))}
            >
              {WINDOWS.map((option) => (
                <option key={option.seconds} value={option.seconds}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
          {errors.status === 'ready' && (
            <LoadErrors groups={errors.data.filter((group) => group.remote === remote)} />
          )}
        </div>
      )}
      {rollback && (
        <ConfirmDialog
          title={
            rollback.release ? `把${label}回滚到 #${rollback.release.id}？` : `把${label}回滚到上一版本？`
          }
          confirmText="确认回滚"
          danger
          onConfirm={confirmRollback}
          onClose={() => setRollback(null)}
        >
          <span>所有玩家下次加载{label}模块时使用该版本。回滚前先预检，预检未通过则不切换。</span>
          {rollback.release && <span className={kit.mono}>{rollback.release.url}</span>}
        </ConfirmDialog>
      )}
    </OpsPage>
  );
}
