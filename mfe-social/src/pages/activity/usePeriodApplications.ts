import { isLoggedIn, useRealtime } from '@app/shared';
import { useEffect, useState } from 'react';
import { type Activity, type ActivityRecord, activityApi } from '../../api/activity';

/**
 * The player's applications and grants of the periods running now, by activity id: the list shows 已发放 on
 * a card the platform paid. Asked again on `reload` and whenever a realtime notification arrives (an
 * automatic grant is announced that way).
 */
export function usePeriodApplications(activities: Activity[] | null, reload: number) {
  const [records, setRecords] = useState<ActivityRecord[]>([]);
  const latestNotification = useRealtime((state) => state.notifications[0]?.id);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `reload` and the newest notification are the refresh triggers.
  useEffect(() => {
    if (!isLoggedIn()) return;
    let current = true;
    activityApi
      .myApplications({ per_page: 50 }, { silent: true, loading: false })
      .then((page) => current && setRecords(page.list))
      .catch(() => {
        // Cards without a status still show the activity; the detail page has the player's own state.
      });
    return () => {
      current = false;
    };
  }, [reload, latestNotification]);

  const byActivity = new Map<number, ActivityRecord>();
  for (const activity of activities ?? []) {
    const record = records.find(
      (each) => each.activity_id === activity.id && each.period === activity.period_key,
    );
    if (record) byActivity.set(activity.id, record);
  }
  return byActivity;
}
