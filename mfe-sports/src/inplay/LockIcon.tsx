/** A padlock in place of a price: the market is suspended and nothing can be bet until it reopens. */
export function LockIcon() {
  return (
    <svg width="14" height="14" viewBox="0 0 24 24" role="img" aria-label="已锁盘" fill="currentColor">
      <path d="M12 2a5 5 0 0 0-5 5v3H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-8a2 2 0 0 0-2-2h-1V7a5 5 0 0 0-5-5Zm-3 8V7a3 3 0 1 1 6 0v3H9Z" />
    </svg>
  );
}
