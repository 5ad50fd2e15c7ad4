import { formatDate } from '@app/shared';

/** The Beijing calendar day of an ISO time (notices show their date, not the hour). */
export function noticeDate(iso: string): string {
  return formatDate(iso);
}
