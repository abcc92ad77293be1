import { describe, expect, it } from 'vitest';
import { type CheckEvidence, computeSignals, type RefereeEvidence } from './compute.ts';
import { riskLevel } from './level.ts';

const text =
  '彼は営業チームのリーダーとして、毎月の目標を確実に達成していました。後輩の相談にもよく乗っており、チームの雰囲気を明るくしてくれる存在でした。';
const other =
  '顧客対応が丁寧で、難しい案件でも粘り強く交渉していました。一方で資料作成は締め切り直前になることがあり、周囲が手伝う場面もありました。';
const at = (minutes: number) => new Date(Date.UTC(2026, 10, 25, 10, 0) + minutes * 60_000);

function referee(id: string, overrides: Partial<RefereeEvidence> = {}): RefereeEvidence {
  return {
    id,
    phone: `+8190000000${id.slice(-1)}0`,
    email: `${id}@acme.co.jp`,
    deviceIds: [`device-${id}`],
    ipAddress: `10.0.0.${id.slice(-1)}`,
    statesCompany: true,
    firstAnswerAt: at(0),
    completedAt: at(30),
    questionCount: 25,
    freeTexts: { q1: id === 'r1' ? text : other.replace('一方で', `一方で${id}`) },
    stated: { relationship: '元上司', from: '2020-04', to: null },
    confirmed: { relationship: '元上司', from: '2020-04', to: null },
    phoneLine: null,
    ...overrides,
  };
}

function check(referees: RefereeEvidence[], extra: Partial<CheckEvidence> = {}): CheckEvidence {
  return {
    candidate: {
      phone: '+819011112222',
      email: 'me@gmail.com',
      deviceIds: ['device-c'],
      ipAddress: '10.9.9.9',
    },
    referees,
    ...extra,
  };
}

describe('computeSignals', () => {
  it('finds nothing in an honest check (distinct devices, contacts, times and texts)', () => {
    const signals = computeSignals(check([referee('r1'), referee('r2', { freeTexts: { q1: other } })]));
    expect(signals).toEqual([]);
    expect(riskLevel(signals)).toBe('low');
  });

  it("makes a referee answering from the candidate's browser with another referee's text high", () => {
    const signals = computeSignals(
      check([referee('r1'), referee('r2', { deviceIds: ['device-c'], freeTexts: { q1: text } })]),
    );
    expect(signals.map((s) => [s.code, s.severity, s.variants, s.refereeIds])).toEqual([
      ['sharedDevice', 'alert', ['candidate'], ['r2']],
      ['similarText', 'alert', ['referees'], ['r1', 'r2']],
    ]);
    expect(riskLevel(signals)).toBe('high');
  });

  it('keeps one signal per code, its strongest severity and every variant', () => {
    const signals = computeSignals(
      check([referee('r1', { ipAddress: '10.9.9.9' }), referee('r2', { ipAddress: '10.9.9.9' })], {
        contactReusedElsewhere: ['r2'],
      }),
    );
    expect(signals).toEqual([
      {
        code: 'sharedIp',
        severity: 'warning',
        variants: ['candidate', 'referees'],
        refereeIds: ['r1', 'r2'],
      },
      { code: 'contactReused', severity: 'warning', variants: ['otherChecks'], refereeIds: ['r2'] },
    ]);
    expect(riskLevel(signals)).toBe('high');
  });

  it('reads contacts shared within the check as alerts, e-mail case aside', () => {
    const signals = computeSignals(
      check([
        referee('r1', { email: 'ME@gmail.com', statesCompany: false }),
        referee('r2', { phone: '+819000000010' }),
      ]),
    );
    expect(signals.map((s) => [s.code, s.severity, s.variants, s.refereeIds])).toEqual([
      ['contactReused', 'alert', ['referees', 'candidate'], ['r1', 'r2']],
    ]);
  });

  it('adds line type, e-mail domain, fast answers and a corrected relationship per referee', () => {
    const signals = computeSignals(
      check([
        referee('r1', {
          phoneLine: 'voip',
          email: 'r1@gmail.com',
          completedAt: at(2),
          confirmed: { relationship: '同僚', from: '2020-04', to: null },
        }),
      ]),
    );
    expect(signals.map((s) => [s.code, s.severity, s.variants])).toEqual([
      ['fastAnswers', 'warning', ['fast']],
      ['relationshipCorrected', 'warning', ['corrected']],
      ['phoneLineType', 'info', ['voip']],
      ['emailDomain', 'info', ['freeWhileCompany']],
    ]);
    expect(riskLevel(signals)).toBe('high');
  });

  it('marks texts copied from another check as a warning only', () => {
    const signals = computeSignals(check([referee('r1')], { similarTextElsewhere: ['r1'] }));
    expect(signals).toEqual([
      { code: 'similarText', severity: 'warning', variants: ['otherChecks'], refereeIds: ['r1'] },
    ]);
    expect(riskLevel(signals)).toBe('medium');
  });
});

describe('messages', () => {
  it('has a reason for every variant a signal can carry and a benign explanation for every code', async () => {
    const { isMessageKey } = await import('../messages/catalog.ts');
    const { SIGNAL_CODES, signalBenignKey, signalReasonKey } = await import('./index.ts');
    const variants: Record<string, string[]> = {
      sharedDevice: ['referees', 'candidate'],
      sharedIp: ['referees', 'candidate'],
      contactReused: ['referees', 'candidate', 'otherChecks'],
      phoneLineType: ['voip', 'fixedLine', 'pager', 'other'],
      emailDomain: ['disposable', 'candidateDomain', 'freeWhileCompany'],
      fastAnswers: ['fast'],
      similarText: ['referees', 'otherChecks'],
      relationshipCorrected: ['corrected'],
    };
    for (const code of SIGNAL_CODES) {
      expect(isMessageKey(signalBenignKey(code)), code).toBe(true);
      for (const variant of variants[code]!)
        expect(isMessageKey(signalReasonKey(code, variant)), variant).toBe(true);
    }
  });
});
