import type { DashboardAnswer, DashboardFigures } from '@app/shared/ops';
import { watchOpsChannel } from '../../session/opsChannels';

/** Receives the dashboard's figures as the server pushes them on its private operator channel. */
export function watchLiveFigures(
  live: DashboardAnswer['live'],
  onFigures: (figures: DashboardFigures) => void,
  onLive: (connected: boolean) => void,
): Promise<() => void> {
  return watchOpsChannel(
    { app_key: live.app_key, channel: live.channel, events: [live.event] },
    (_event, figures) => onFigures(figures as DashboardFigures),
    onLive,
  );
}
