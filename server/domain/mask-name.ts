/** "demo01" -> "de***1": other players' names never appear in full (short names keep their first letter only). */
export function maskName(name: string): string {
  if (name.length <= 3) return `${name.slice(0, 1)}***`;
  return `${name.slice(0, 2)}***${name.slice(-1)}`;
}
