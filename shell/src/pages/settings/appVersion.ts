/** The client's own version (SPEC: 1.9.7, code 197); the app_version config names the latest release. */
export const APP_VERSION = '1.9.7';
export const APP_VERSION_CODE = 197;

/** Numeric comparison of dotted versions: positive when `a` is newer than `b`. */
export function compareVersions(a: string, b: string): number {
  const left = a.split('.').map((part) => Number.parseInt(part, 10) || 0);
  const right = b.split('.').map((part) => Number.parseInt(part, 10) || 0);
  for (let index = 0; index < Math.max(left.length, right.length); index += 1) {
    const difference = (left[index] ?? 0) - (right[index] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}
