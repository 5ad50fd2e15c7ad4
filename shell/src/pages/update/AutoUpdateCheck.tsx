import { useAppConfig } from '@app/shared';
import { useEffect, useState } from 'react';
import { UpdatePrompt } from './UpdatePrompt';
import { checkForUpdate, isUpdateCheckDue, lastUpdateCheck, updateIntervalMs } from './updateChecker';

/** How often to look whether a check is due (the period itself is 30 min by default). */
const TICK_MS = 60_000;
/** One prompt per version per page load: "稍后" means later, not every minute. */
const prompted = new Set<string>();

/** Mounted once in the app frame: runs the periodic update check (visitors too) and prompts when a newer version exists. */
export function AutoUpdateCheck() {
  const interval = useAppConfig((state) => updateIntervalMs(state.config));
  const [latest, setLatest] = useState<string | null>(null);

  useEffect(() => {
    let cancelled = false;
    async function tick() {
      if (!isUpdateCheckDue(Date.now(), lastUpdateCheck(), interval)) return;
      const result = await checkForUpdate().catch(() => null);
      if (cancelled || !result?.hasUpdate || prompted.has(result.latest)) return;
      prompted.add(result.latest);
      setLatest(result.latest);
    }
    void tick();
    const timer = setInterval(() => void tick(), TICK_MS);
    return () => {
      cancelled = true;
      clearInterval(timer);
    };
  }, [interval]);

  return latest ? <UpdatePrompt latest={latest} open onClose={() => setLatest(null)} /> : null;
}
