import { z } from 'zod';
import { CATEGORIES } from '../../domain/reports/ledger-views';
import { envelopeOf } from '../envelope';
import { isoTime, pagedOf, yuan } from '../schemas';

// Response shapes of the ledger views: bills and bonus logs (domain/reports/ledger-views.ts, bonus-stats.ts).

const category = z.enum(CATEGORIES);

/** One balance change of the player (a ledger row). Amounts are signed yuan ("-8.00" for a stake). */
const ledgerRow = z.strictObject({
  id: z.number().int(),
  type: z.string(),
  type_text: z.string(),
  amount: yuan,
  before: yuan,
  after: yuan,
  remark: z.string(),
  created_at: isoTime,
});
const typeName = z.strictObject({ type: z.string(), name: z.string() });

export const billPageEnvelope = envelopeOf(
  pagedOf(ledgerRow.extend({ category, category_text: z.string() })).extend({
    income: yuan,
    expense: yuan,
    net: yuan.describe('income − expense over the whole filter, not only this page'),
  }),
);
export const billCategoriesEnvelope = envelopeOf(
  z.array(z.strictObject({ key: category, name: z.string(), types: z.array(typeName) })),
);

export const bonusLogEnvelope = envelopeOf(ledgerRow);
export const bonusLogPageEnvelope = envelopeOf(pagedOf(ledgerRow));
export const bonusTypesEnvelope = envelopeOf(z.array(typeName));
export const bonusStatisticsEnvelope = envelopeOf(
  z.strictObject({
    total: yuan,
    count: z.number().int(),
    today: yuan,
    this_month: yuan,
    by_type: z.array(
      z.strictObject({ type: z.string(), type_text: z.string(), amount: yuan, count: z.number().int() }),
    ),
  }),
);
