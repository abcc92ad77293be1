/**
 * The monthly issue (pg-boss cron in Tokyo, one run across instances): at 00:30 on the 1st, the month just closed
 * is issued from its billing CSV rows. Until the issuer is set it issues nothing (logged); the operator can issue
 * the month by hand later (`issueMonthlyInvoices`, idempotent).
 */
import { addTokyoMonths, tokyoDate, yyyymm } from '@refcheck/domain';
import type { FastifyBaseLogger } from 'fastify';
import { HttpProblem } from '../../lib/problem.ts';
import type { Jobs } from '../../platform/jobs/index.ts';
import type { InvoiceService } from './service.ts';

export const INVOICE_QUEUE = 'invoices-monthly';
export const INVOICE_CRON = '30 0 1 * *';

/** The month that closed last before `now` (Tokyo). */
export function closedMonth(now: Date): string {
  const last = addTokyoMonths({ ...tokyoDate(now), day: 1 }, -1);
  return yyyymm(last.year, last.month);
}

export class InvoiceJob {
  constructor(private readonly deps: { jobs: Jobs; service: InvoiceService; log: FastifyBaseLogger }) {}

  async start(pollingIntervalSeconds: number) {
    const { jobs } = this.deps;
    await jobs.createQueue(INVOICE_QUEUE);
    await jobs.work(INVOICE_QUEUE, { pollingIntervalSeconds }, async () => {
      await this.run(new Date());
    });
    await jobs.schedule(INVOICE_QUEUE, INVOICE_CRON, {}, { tz: 'Asia/Tokyo', retryLimit: 3 });
  }

  /** Issues the closed month; null when the issuer is not set. */
  async run(now: Date) {
    try {
      const result = await this.deps.service.issueMonth(closedMonth(now), now);
      this.deps.log.info({ invoices: result }, 'monthly invoices issued');
      return result;
    } catch (error) {
      if (error instanceof HttpProblem && error.code === 'issuerNotSet') {
        this.deps.log.warn('monthly invoices not issued: the issuer is not set');
        return null;
      }
      throw error;
    }
  }
}
