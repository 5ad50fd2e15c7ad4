/** A fresh Idempotency-Key for one tap: a retried request gets its first result, never a second reward. */
export function newRequestKey(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}
