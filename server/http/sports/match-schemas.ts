/** The query schemas of the match lists, shared by the sports and live routes. */
import { z } from 'zod';

export const sportType = z.coerce.number().int().min(1).max(4, '运动类型不正确');
export const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式须为YYYY-MM-DD');
export const paging = {
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(20),
};
export const listQuery = z.object({
  sport_type: sportType.optional(),
  date: date.optional(),
  league_id: z.coerce.number().int().positive().optional(),
  status: z.coerce.number().int().min(0).max(3).optional(),
  /** Which play's odds the list items carry; the sport's first play by default. */
  play: z.string().max(32).optional(),
  /** 1: only the matches offering that play for singles (单关). */
  single: z.coerce.number().int().min(0).max(1).optional(),
  ...paging,
});
