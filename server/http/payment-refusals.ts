import type { FastifyInstance } from 'fastify';
import { FinanceRefusal } from '../domain/finance/common';
import { ApiError } from './envelope';

/**
 * Finance domain refusals become the envelope's 422/404 with their Chinese message; everything else goes
 * on to the app's error handler (a throwing child handler hands the error to its parent).
 */
export function installFinanceRefusals(app: FastifyInstance): void {
  app.setErrorHandler((error) => {
    throw error instanceof FinanceRefusal ? new ApiError(error.status, error.message) : error;
  });
}
