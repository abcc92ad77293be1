/**
 * All signals of one check (one candidate and their referees), from what the server gathered. The server adds what
 * needs the company's other checks (contacts reused and texts copied across checks, found through hashed indexes)
 * and the phone line type (libphonenumber's large metadata, server-only) as precomputed findings.
 */
import { findDuplicateIps } from '../rules/duplicate-ip.ts';
import type { EmailDomainFinding } from './email-domain.ts';
import { emailDomainFinding } from './email-domain.ts';
import { isFastCompletion } from './fast-answers.ts';
import type { PhoneLineFinding } from './phone-line.ts';
import { isRelationshipCorrected, type StatedRelationship } from './relationship.ts';
import { findSharedKeys, normalizeEmail } from './shared-keys.ts';
import { findSimilarAnswers } from './similarity.ts';
import { maxSeverity, type SignalCode, type SignalSeverity, sortSignals, type TrustSignal } from './types.ts';

export interface RefereeEvidence {
  id: string;
  /** For the signals' details (the correction names its referee). */
  name?: string;
  /** E.164, as verified by SMS. */
  phone: string | null;
  email: string | null;
  deviceIds: readonly string[];
  ipAddress: string | null;
  /** The referee states a company they belong to. */
  statesCompany: boolean;
  firstAnswerAt: Date | null;
  completedAt: Date | null;
  questionCount: number;
  /** Free-text answers by question id. */
  freeTexts: Readonly<Record<string, string>>;
  stated: StatedRelationship | null;
  confirmed: StatedRelationship | null;
  phoneLine: PhoneLineFinding | null;
}

export interface CheckEvidence {
  candidate: {
    phone: string | null;
    email: string | null;
    deviceIds: readonly string[];
    ipAddress: string | null;
  };
  referees: readonly RefereeEvidence[];
  /** Referees whose phone or e-mail was used by a referee of another of the company's candidates in 12 months. */
  contactReusedElsewhere?: readonly string[];
  /** Referees whose free text matches a referee's of another of the company's candidates. */
  similarTextElsewhere?: readonly string[];
}

const EMAIL_SEVERITY: Record<EmailDomainFinding, SignalSeverity> = {
  disposable: 'warning',
  candidateDomain: 'warning',
  freeWhileCompany: 'info',
};

/** Collects findings into one signal per code: strongest severity, every variant once, referees in input order. */
class SignalSet {
  private readonly byCode = new Map<SignalCode, TrustSignal>();
  constructor(private readonly order: readonly string[]) {}

  add(code: SignalCode, severity: SignalSeverity, variant: string, refereeIds: readonly string[]) {
    const signal = this.byCode.get(code) ?? { code, severity, variants: [], refereeIds: [] };
    signal.severity = maxSeverity(signal.severity, severity);
    if (!signal.variants.includes(variant)) signal.variants.push(variant);
    const ids = new Set([...signal.refereeIds, ...refereeIds]);
    signal.refereeIds = this.order.filter((id) => ids.has(id));
    this.byCode.set(code, signal);
  }

  list(): TrustSignal[] {
    return sortSignals([...this.byCode.values()]);
  }
}

export function computeSignals(evidence: CheckEvidence): TrustSignal[] {
  const { candidate, referees } = evidence;
  const set = new SignalSet(referees.map((r) => r.id));

  const devices = findSharedKeys({
    candidateKeys: candidate.deviceIds,
    referees: referees.map((r) => ({ id: r.id, keys: r.deviceIds })),
  });
  for (const pair of devices.refereePairs) set.add('sharedDevice', 'alert', 'referees', pair);
  if (devices.withCandidate.length) set.add('sharedDevice', 'alert', 'candidate', devices.withCandidate);

  const ips = findDuplicateIps({ candidateIp: candidate.ipAddress, referees });
  for (const pair of ips.pairs) {
    if (pair.kind === 'referees') set.add('sharedIp', 'warning', 'referees', pair.refereeIds);
    else set.add('sharedIp', 'warning', 'candidate', [pair.refereeId]);
  }

  const contacts = findSharedKeys({
    candidateKeys: [candidate.phone, normalizeEmail(candidate.email)],
    referees: referees.map((r) => ({ id: r.id, keys: [r.phone, normalizeEmail(r.email)] })),
  });
  for (const pair of contacts.refereePairs) set.add('contactReused', 'alert', 'referees', pair);
  if (contacts.withCandidate.length) set.add('contactReused', 'alert', 'candidate', contacts.withCandidate);
  if (evidence.contactReusedElsewhere?.length) {
    set.add('contactReused', 'warning', 'otherChecks', evidence.contactReusedElsewhere);
  }

  for (const referee of referees) {
    if (referee.phoneLine) set.add('phoneLineType', 'info', referee.phoneLine, [referee.id]);
    const domain = emailDomainFinding({
      refereeEmail: referee.email,
      candidateEmail: candidate.email,
      statesCompany: referee.statesCompany,
    });
    if (domain) set.add('emailDomain', EMAIL_SEVERITY[domain], domain, [referee.id]);
    if (isFastCompletion(referee)) set.add('fastAnswers', 'warning', 'fast', [referee.id]);
    if (referee.stated && isRelationshipCorrected(referee.stated, referee.confirmed)) {
      set.add('relationshipCorrected', 'warning', 'corrected', [referee.id]);
    }
  }

  for (const pair of findSimilarAnswers(referees.map((r) => ({ id: r.id, answers: r.freeTexts })))) {
    set.add('similarText', 'alert', 'referees', pair);
  }
  if (evidence.similarTextElsewhere?.length) {
    set.add('similarText', 'warning', 'otherChecks', evidence.similarTextElsewhere);
  }
  return set.list();
}
