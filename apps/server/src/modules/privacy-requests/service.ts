/** The privacy requests' services: proving who one is, what we hold, the disclosure and the erasure requests. */
import type { PrivacyCodeRequest } from '@refcheck/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { auditLog } from '../../db/schema/index.ts';
import type { FileDeletions } from '../../platform/files/index.ts';
import type { Jobs } from '../../platform/jobs/index.ts';
import type { Outbox } from '../../platform/outbox/index.ts';
import type { TalentEvents } from '../../platform/talent-changes/index.ts';
import { buildDisclosure } from './disclosure.ts';
import { ErasureRequests } from './erasure.ts';
import { Holdings } from './holdings.ts';
import { PrivacyIdentity, type PrivacySubject } from './identity.ts';

export interface PrivacyDeps {
  db: Db;
  jobs: Jobs;
  outbox: Outbox;
  deletions: FileDeletions;
  events: TalentEvents;
  log: FastifyBaseLogger;
  secret: string;
  adminNotifyMail: string;
  publicUrl: string;
}

export class PrivacyService {
  readonly holdings: Holdings;
  readonly identity: PrivacyIdentity;
  readonly erasure: ErasureRequests;

  constructor(private readonly deps: PrivacyDeps) {
    this.holdings = new Holdings(deps.db);
    this.identity = new PrivacyIdentity(deps.db, deps.outbox, this.holdings, deps.secret);
    this.erasure = new ErasureRequests({ ...deps, holdings: this.holdings });
  }

  /** Audit rows of the public steps: no company, the contact's HMAC as the target (never the contact). */
  private audit(action: string, contactHash: string, ip: string) {
    return this.deps.db.insert(auditLog).values({ action, target: contactHash, ip });
  }

  async startVerification(input: PrivacyCodeRequest, now: Date, ip: string) {
    const token = await this.identity.start(input, now);
    await this.audit('privacyRequest.codeRequested', this.identity.contactHash(input.contact), ip);
    return token;
  }

  async verify(token: string | undefined, code: string, now: Date, ip: string) {
    const fresh = await this.identity.verify(token, code, now);
    const who = await this.identity.session(fresh, now);
    if (who) await this.audit('privacyRequest.verified', who.contactHash, ip);
    return fresh;
  }

  async me(who: PrivacySubject) {
    const held = await this.holdings.byCompany(who.channel, who.contact);
    return {
      channel: who.channel,
      contact: who.contact,
      companies: held.map((h) => ({
        name: h.companyName,
        asCandidate: h.talentIds.length > 0,
        asReferee: h.refereeIds.length > 0,
      })),
    };
  }

  /** The disclosure, audited once per company whose data it contains (and once without a company). */
  async disclose(who: PrivacySubject, now: Date, ip: string, format: 'json' | 'pdf' = 'json') {
    const disclosure = await buildDisclosure(this.deps.db, who, this.holdings, now);
    const held = await this.holdings.byCompany(who.channel, who.contact);
    const action = format === 'pdf' ? 'privacyRequest.disclosedPdf' : 'privacyRequest.disclosed';
    await this.deps.db.insert(auditLog).values([
      { action, target: who.contactHash, ip },
      ...held.map((h) => ({
        companyId: h.companyId,
        action,
        target: who.contactHash,
        ip,
      })),
    ]);
    return disclosure;
  }
}
