import { beijingTime } from '../messages/beijingTime';

/** The Beijing calendar day of an ISO time (notices show their date, not the hour). */
export function noticeDate(iso: string): string {
  return beijingTime(iso).slice(0, 10);
}
