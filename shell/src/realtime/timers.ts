type Handle = ReturnType<typeof setTimeout>;

/** Named timeouts and intervals: setting a name again replaces its timer, so no timer is ever doubled. */
export class NamedTimers {
  private readonly handles = new Map<string, Handle>();

  set(name: string, ms: number, run: () => void, repeat = false): void {
    this.clear(name);
    this.handles.set(name, repeat ? setInterval(run, ms) : setTimeout(run, ms));
  }

  clear(...names: string[]): void {
    for (const name of names) {
      const handle = this.handles.get(name);
      if (handle === undefined) continue;
      clearTimeout(handle);
      clearInterval(handle);
      this.handles.delete(name);
    }
  }

  clearAll(): void {
    this.clear(...this.handles.keys());
  }
}
