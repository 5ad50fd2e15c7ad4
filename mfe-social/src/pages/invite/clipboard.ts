import { toast } from '@app/shared';

/** Copies with the Clipboard API; older WebViews (no API, or not a secure context) use a hidden textarea. */
export async function copyText(text: string, done = '已复制'): Promise<void> {
  try {
    if (!navigator.clipboard) throw new Error('no clipboard API');
    await navigator.clipboard.writeText(text);
  } catch {
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.append(area);
    area.select();
    const copied = document.execCommand('copy');
    area.remove();
    if (!copied) {
      toast.error('复制失败，请长按手动复制');
      return;
    }
  }
  toast.success(done);
}

/** The /ireg link on the origin the player is using (the shell routes by hash). */
export function inviteLinkFor(code: string): string {
  return `${window.location.origin}${window.location.pathname}#/ireg?code=${encodeURIComponent(code)}`;
}
