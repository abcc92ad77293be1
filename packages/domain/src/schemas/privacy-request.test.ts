import { describe, expect, it } from 'vitest';
import {
  PRIVACY_REQUEST_DUE_DAYS,
  privacyCodeRequestSchema,
  privacyCodeSchema,
  privacyDeclineSchema,
  privacyErasureSchema,
} from './privacy-request.ts';
import { privacyDisclosureSchema, privacyMeSchema } from './privacy-request-response.ts';

describe('privacyCodeRequestSchema', () => {
  it('takes an e-mail address (lower-cased) or a phone number (E.164), with the page language', () => {
    expect(
      privacyCodeRequestSchema.parse({ channel: 'mail', email: 'Hanako@Example.JP', language: 'jp' }),
    ).toEqual({ channel: 'mail', contact: 'hanako@example.jp', language: 'jp' });
    expect(
      privacyCodeRequestSchema.parse({
        channel: 'sms',
        countryCode: '+81',
        phoneNumber: '09012345678',
        language: 'en',
      }),
    ).toEqual({ channel: 'sms', contact: '+819012345678', language: 'en' });
  });
  it('refuses a malformed address, an impossible number and an unknown channel with catalog keys', () => {
    const mail = privacyCodeRequestSchema.safeParse({
      channel: 'mail',
      email: 'not-an-address',
      language: 'jp',
    });
    expect(mail.success).toBe(false);
    const phone = privacyCodeRequestSchema.safeParse({
      channel: 'sms',
      countryCode: '+81',
      phoneNumber: '0000',
      language: 'jp',
    });
    expect(phone.success).toBe(false);
    expect(phone.error!.issues[0]!.path).toEqual(['phoneNumber']);
    expect(privacyCodeRequestSchema.safeParse({ channel: 'fax', language: 'jp' }).success).toBe(false);
  });
});

describe('the code, the erasure request and the decline', () => {
  it('needs a 6-digit code', () => {
    expect(privacyCodeSchema.safeParse({ code: '123456' }).success).toBe(true);
    expect(privacyCodeSchema.safeParse({ code: '12345' }).success).toBe(false);
  });
  it('takes an optional message with the erasure request', () => {
    expect(privacyErasureSchema.safeParse({}).success).toBe(true);
    expect(privacyErasureSchema.safeParse({ message: 'お願いします' }).success).toBe(true);
    expect(privacyErasureSchema.safeParse({ message: 'x'.repeat(2001) }).success).toBe(false);
  });
  it('declines only with a reason from the list, and "other" only with a note', () => {
    expect(privacyDeclineSchema.safeParse({ reason: 'noData' }).success).toBe(true);
    const none = privacyDeclineSchema.safeParse({});
    expect(none.error!.issues[0]!.message).toBe('validation.privacyDeclineReasonRequired');
    const other = privacyDeclineSchema.safeParse({ reason: 'other' });
    expect(other.error!.issues[0]).toMatchObject({
      path: ['note'],
      message: 'validation.privacyDeclineNoteRequired',
    });
    expect(privacyDeclineSchema.safeParse({ reason: 'other', note: '在籍確認中のため' }).success).toBe(true);
    expect(PRIVACY_REQUEST_DUE_DAYS).toBe(14);
  });
});

describe('the disclosure response', () => {
  it('holds every section, the provision and consent records included', () => {
    const now = new Date('2026-11-26T00:00:00Z');
    const disclosure = {
      generatedAt: now,
      subject: { channel: 'mail', contact: 'hanako@example.jp' },
      asCandidate: [],
      asReferee: [],
      requests: [],
      provisionRecords: [
        {
          providedAt: now,
          recipient: '株式会社アクメ',
          person: '開示 花子',
          providers: ['推薦 一郎'],
          dataItems: ['answers'],
          channel: 'report',
        },
      ],
      consentRecords: [
        {
          at: now,
          consentKind: 'candidatePrivacy',
          textVersion: 'a'.repeat(64),
          language: 'jp',
          ip: null,
          userAgent: null,
        },
      ],
    };
    expect(privacyDisclosureSchema.parse(disclosure)).toEqual(disclosure);
    const { consentRecords: _, ...withoutConsents } = disclosure;
    expect(privacyDisclosureSchema.safeParse(withoutConsents).success).toBe(false);
    expect(
      privacyMeSchema.parse({ channel: 'sms', contact: '+819012345678', companies: [] }).companies,
    ).toEqual([]);
  });
});
