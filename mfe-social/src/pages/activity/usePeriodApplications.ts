import { isLoggedIn, useRealtime, useRequest } from '@app/shared';
import { useEffect, useRef } from 'react';
import { type Activity, type ActivityRecord, activityApi } from '../../api/activity';

/** The player's applications and grants: the detail page marks them stale after an application. */
export const MY_APPLICATIONS_KEY = 'social:activity:my-applications';

/** Reads again whenever a realtime notification arrives (an automatic grant is announced that way). */
export function useReloadOnNotification(reload: () => Promise<void>): void {
  const latestNotification = useRealtime((state) => state.notifications[0]?.id);
  const heard = useRef(latestNotification);
  useEffect(() => {
    if (heard.current === latestNotification) return;
    heard.current = latestNotification;
    void reload();
  }, [latestNotification, reload]);
}

/**
 * The player's applications and grants of the periods running now, by activity id: the list shows 已发放 on
 * a card the platform paid. Asked again on `reload` and whenever a realtime notification arrives (an
 * automatic grant is announced that way). Cards without a status still show the activity if it fails.
 */
export function usePeriodApplications(activities: Activity[] | null) {
  const mine = useRequest(
    () =>
      isLoggedIn()
        ? activityApi
            .myApplications({ per_page: 50 }, { silent: true, loading: false })
            .then((page) => page.list)
        : Promise.resolve<ActivityRecord[]>([]),
    MY_APPLICATIONS_KEY,
  );
  const { reload } = mine;
  useReloadOnNotification(reload);

  const records = mine.status === 'ready' ? mine.data : [];
  const byActivity = new Map<number, ActivityRecord>();
  for (const activity of activities ?? []) {
    const record = records.find(
      (each) => each.activity_id === activity.id && each.period === activity.period_key,
    );
    if (record) byActivity.set(activity.id, record);
  }
  return { byActivity, reload };
}
