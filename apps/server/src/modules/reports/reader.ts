/**
 * Reading a candidate's report, the one way both the browser (`/api/company/talents/:id/report[.pdf]`) and the
 * public API (`/api/v1/candidates/:id/report[.pdf]`) do it: load it scoped by the company, write the read to the
 * audit log, and write the record of provision on the first delivery.
 */
import type { Language } from '@refcheck/domain';
import type { Db } from '../../db/client.ts';
import { renderPdf } from '../../platform/pdf/index.ts';
import { type ProvisionChannel, recordProvision } from '../privacy-records/index.ts';
import type { TrustSignalsService } from '../trust-signals/index.ts';
import type { renderReportPdf } from './pdf.ts';
import { loadReport, recordRead } from './service.ts';

/** Who reads: a company user (browser), or an API key (`actorUserId` is then `api-key:<id>`). */
export interface ReportReaderActor {
  companyId: string;
  actorUserId: string;
  ip: string;
  /** The browser's report page and PDF, or the public API. */
  via: 'browser' | 'api';
}

export class ReportReader {
  constructor(
    private readonly db: Db,
    private readonly trust: TrustSignalsService,
  ) {}

  private async audited(actor: ReportReaderActor, talentId: string, kind: 'read' | 'pdf') {
    const report = await loadReport(this.db, actor.companyId, talentId);
    await recordRead(this.db, {
      actorUserId: actor.actorUserId,
      companyId: actor.companyId,
      action: `report.${kind}`,
      target: `talent:${talentId}`,
      ip: actor.ip,
    });
    const channel: ProvisionChannel = actor.via === 'api' ? 'api' : kind === 'pdf' ? 'pdf' : 'report';
    await recordProvision(this.db, {
      companyId: actor.companyId,
      talentId,
      channel,
      actorUserId: actor.via === 'api' ? null : actor.actorUserId,
      now: new Date(),
    });
    return report;
  }

  /** The report as JSON. */
  read(actor: ReportReaderActor, talentId: string) {
    return this.audited(actor, talentId, 'read');
  }

  /** The A3 PDF with its file name. */
  async pdf(actor: ReportReaderActor, talentId: string, lang: Language) {
    const report = await this.audited(actor, talentId, 'pdf');
    const signals = await this.trust.view(
      { userId: actor.actorUserId, companyId: actor.companyId, ip: actor.ip },
      talentId,
      lang,
    );
    // Rendered in the PDF worker (platform/pdf): @react-pdf and the fonts never load on the server's thread.
    const pdf = await renderPdf('report', [report, lang, signals] satisfies Parameters<
      typeof renderReportPdf
    >);
    return { pdf, fileName: `report-${report.talent.name}.pdf` };
  }
}
