import { storage } from '@app/shared';

/** Own storage key for the chosen region (the session key holds only userinfo, token, appinfo). */
export const LOCATION_KEY = 'selected_location';

export interface SelectedLocation {
  province: string;
  city: string;
}

export function readLocation(): SelectedLocation | null {
  return storage.getItem<SelectedLocation>(LOCATION_KEY);
}

export function saveLocation(location: SelectedLocation): void {
  storage.setItem(LOCATION_KEY, location);
}

/** Only in-app paths may be returned to (never an external URL smuggled in the query). */
export function safeReturnPath(value: string | null): string | null {
  return value && /^\/[A-Za-z0-9/_-]*$/.test(value) ? value : null;
}
