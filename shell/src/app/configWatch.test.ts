import {
  type AppConfigState,
  CHANNEL_JOINED_EVENT,
  DEFAULT_APP_CONFIG,
  publicChannels,
  useAppConfig,
} from '@app/shared';
import { REALTIME_CHANNELS, REALTIME_EVENTS } from '@app/shared/realtime-contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONFIG_CHECK_MS, MAINTENANCE_CHECK_MS, watchConfig } from './configWatch';

describe('watchConfig', () => {
  let load: ReturnType<typeof vi.fn<AppConfigState['load']>>;
  let stop: () => void;
  beforeEach(() => {
    vi.useFakeTimers();
    load = vi.fn<AppConfigState['load']>(async () => useAppConfig.getState().config);
    useAppConfig.setState({ config: { ...DEFAULT_APP_CONFIG }, load });
    stop = watchConfig();
  });
  afterEach(() => {
    stop();
    publicChannels.reset();
    vi.useRealTimers();
  });

  it("reloads the config at once on the operator's config event, not on other public events", () => {
    publicChannels.dispatch(REALTIME_CHANNELS.announcements, REALTIME_EVENTS.lotteryDrawn, {});
    expect(load).not.toHaveBeenCalled();
    publicChannels.dispatch(REALTIME_CHANNELS.announcements, REALTIME_EVENTS.configUpdated, {
      key: 'maintenance_mode',
    });
    expect(load).toHaveBeenCalledWith(true);
  });

  it('reloads it when the socket (re)joins the channel: a change made while it was away was missed', () => {
    publicChannels.dispatch(REALTIME_CHANNELS.announcements, CHANNEL_JOINED_EVENT, {});
    expect(load).toHaveBeenCalledWith(true);
  });

  it('checks every minute, and every 10 s while the maintenance screen shows', () => {
    vi.advanceTimersByTime(CONFIG_CHECK_MS - 1);
    expect(load).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(load).toHaveBeenCalledTimes(1);
    useAppConfig.setState({ config: { ...DEFAULT_APP_CONFIG, maintenance_mode: true } });
    vi.advanceTimersByTime(MAINTENANCE_CHECK_MS);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
