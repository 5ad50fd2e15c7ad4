import { z } from 'zod';
import { isCalendarDate } from '../../domain/reports/days';
import { envelopeOf } from '../envelope';
import { pageQuery, yuan } from '../schemas';

const calendarDate = (message: string) =>
  z.string().refine(isCalendarDate, `${message}格式不正确，应为YYYY-MM-DD`).optional();

/** start_date / end_date: Beijing calendar days, both inclusive. */
export const dayRangeFields = {
  start_date: calendarDate('开始日期'),
  end_date: calendarDate('结束日期'),
};

const ordered = ({ start_date: start, end_date: end }: Record<string, unknown>) =>
  typeof start !== 'string' || typeof end !== 'string' || start <= end;
const disorder = { message: '开始日期不能晚于结束日期', path: ['start_date'] };

/** A paged list filtered by a day range plus the given fields. */
export const pagedDayQuery = <T extends z.ZodRawShape>(fields: T) =>
  pageQuery.extend({ ...dayRangeFields, ...fields }).refine(ordered, disorder);

/** A day range plus the given fields, without paging (statistics). */
export const dayQuery = <T extends z.ZodRawShape>(fields: T) =>
  z.object({ ...dayRangeFields, ...fields }).refine(ordered, disorder);

export const security = [{ bearerAuth: [] }];

/**
 * The money of one day or of the whole period, as @app/shared/figures defines it: withdraw is paid out only,
 * bet is 有效投注 (settled stakes), net (总盈亏) = win + rebate + bonus − bet.
 */
const reportFigures = z.strictObject({
  deposit: yuan,
  withdraw: yuan,
  bet: yuan,
  win: yuan,
  rebate: yuan,
  bonus: yuan,
  net: yuan,
});

export const comprehensiveReportEnvelope = envelopeOf(
  z.strictObject({
    start_date: z.string(),
    end_date: z.string(),
    totals: reportFigures,
    withdraw_pending: yuan.describe('审核中: withdrawals waiting for review now (not in totals.withdraw)'),
    daily: z
      .array(reportFigures.extend({ date: z.string() }))
      .describe('one entry per day of the period, oldest first, days without money as zeros'),
  }),
);
