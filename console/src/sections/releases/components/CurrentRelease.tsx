import { formatDateTime } from '@app/shared';
import { kit } from '@app/shared/ops-ui';
import type { Release } from '../api/releases';
import { ACTION_TEXT } from './actionText';

export interface CurrentReleaseProps {
  /** The newest release of the remote's history (the live one once anything was released). */
  release: Release | undefined;
  /** The manifest address players load now. */
  liveUrl: string | undefined;
}

/** The live build of a remote: what players load, and the release that put it there. */
export function CurrentRelease({ release, liveUrl }: CurrentReleaseProps) {
  if (!release)
    return (
      <div className={kit.card} data-testid="current-release">
        <h2 className={kit.cardTitle}>当前版本</h2>
        <div className={kit.muted}>尚无发布记录：玩家加载的是服务器默认地址的构建</div>
        {liveUrl && <p className={kit.mono}>{liveUrl}</p>}
      </div>
    );
  const facts: Array<[string, string]> = [
    ['构建号', release.build_id || '—'],
    ['切换方式', `${ACTION_TEXT[release.action] ?? release.action}${release.forced ? '（跳过预检）' : ''}`],
    ['生效时间', formatDateTime(release.created_at)],
  ];
  return (
    <div className={kit.card} data-testid="current-release">
      <h2 className={kit.cardTitle}>当前版本</h2>
      <div className={kit.grid}>
        {facts.map(([label, value]) => (
          <div key={label} className={kit.stat}>
            <span className={kit.muted}>{label}</span>
            <span className={kit.statValue}>{value}</span>
          </div>
        ))}
      </div>
      <p className={kit.mono}>{liveUrl ?? release.url}</p>
      {liveUrl && liveUrl !== release.url && (
        <p className={`${kit.badge} ${kit.badgeBad}`}>
          玩家加载的地址与最近一次发布不同（环境变量或配置覆盖）
        </p>
      )}
    </div>
  );
}
