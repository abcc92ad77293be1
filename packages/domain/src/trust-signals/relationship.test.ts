import { describe, expect, it } from 'vitest';
import { relationshipConfirmationSchema } from '../schemas/relationship-confirmation.ts';
import {
  confirmedRelationshipOf,
  isRelationshipCorrected,
  statedRelationshipOf,
  yearMonthText,
} from './relationship.ts';
import { relationshipVersionText } from './relationship-text.ts';

const stated = { relationship: '元上司', from: '2020-04', to: '2024-03' };

describe('isRelationshipCorrected', () => {
  it('is not a correction when the referee confirms, spacing and width aside', () => {
    expect(isRelationshipCorrected(stated, { ...stated, relationship: ' 元上司　' })).toBe(false);
    expect(isRelationshipCorrected(stated, null)).toBe(false);
  });
  it('is a correction when the relationship or either end of the period changes', () => {
    expect(isRelationshipCorrected(stated, { ...stated, relationship: '同僚' })).toBe(true);
    expect(isRelationshipCorrected(stated, { ...stated, from: '2021-04' })).toBe(true);
    expect(isRelationshipCorrected(stated, { ...stated, to: null })).toBe(true);
  });
});

describe('statedRelationshipOf and confirmedRelationshipOf', () => {
  const row = {
    relationship: 'directSupervisor',
    otherRelationship: '',
    timeToBegin: '2020-04',
    workingTogether: false,
    timeToEnd: '2023-03',
  };
  const none = {
    relationshipConfirmedAt: null,
    confirmedRelationship: null,
    confirmedOtherRelationship: null,
    confirmedTimeToBegin: null,
    confirmedTimeToEnd: null,
  };
  const s = statedRelationshipOf(row);
  it('reads an ongoing period as having no end, and an other relationship by its text', () => {
    expect(statedRelationshipOf({ ...row, workingTogether: true })).toEqual({ ...s, to: null });
    expect(
      statedRelationshipOf({ ...row, relationship: 'other', otherRelationship: '恩師' }).relationship,
    ).toBe('other:恩師');
  });
  it('is nothing until answered, the stated version when answered as right, else the correction', () => {
    expect(confirmedRelationshipOf(s, none)).toBeNull();
    const at = new Date();
    expect(confirmedRelationshipOf(s, { ...none, relationshipConfirmedAt: at })).toEqual(s);
    const corrected = confirmedRelationshipOf(s, {
      relationshipConfirmedAt: at,
      confirmedRelationship: 'colleague',
      confirmedOtherRelationship: '',
      confirmedTimeToBegin: '2021-04',
      confirmedTimeToEnd: null,
    });
    expect(corrected).toEqual({ relationship: 'colleague', from: '2021-04', to: null });
    expect(isRelationshipCorrected(s, corrected)).toBe(true);
  });
});

describe('relationshipConfirmationSchema', () => {
  const codes = (input: unknown) =>
    relationshipConfirmationSchema
      .safeParse(input)
      .error?.issues.map((i) => `${i.path.join('.')}:${i.message}`);
  it('accepts "right as stated" alone, dropping any fields', () => {
    expect(relationshipConfirmationSchema.parse({ answer: 'correct', relationship: 'colleague' })).toEqual({
      answer: 'correct',
    });
  });
  it('needs the relationship and a whole period for a correction', () => {
    expect(codes({ answer: 'corrected' })).toEqual([
      'relationship:validation.relationshipRequired',
      'timeToBegin:validation.monthInvalid',
      'timeToEnd:validation.monthInvalid',
    ]);
    expect(
      codes({ answer: 'corrected', relationship: 'other', timeToBegin: '2021-04', workingTogether: true }),
    ).toEqual(['otherRelationship:validation.otherRelationshipRequired']);
    expect(
      codes({ answer: 'corrected', relationship: 'colleague', timeToBegin: '2021-04', timeToEnd: '2020-01' }),
    ).toEqual(['timeToEnd:validation.endBeforeBegin']);
    expect(codes({ answer: 'maybe' })).toEqual(['answer:validation.relationshipAnswerRequired']);
  });
  it('gives an ongoing correction no end month', () => {
    expect(
      relationshipConfirmationSchema.parse({
        answer: 'corrected',
        relationship: 'colleague',
        timeToBegin: '2021-04',
        workingTogether: true,
        timeToEnd: '2022-01',
      }),
    ).toEqual({
      answer: 'corrected',
      relationship: 'colleague',
      otherRelationship: '',
      timeToBegin: '2021-04',
      timeToEnd: null,
    });
  });
});

describe('relationshipVersionText', () => {
  it('names the relationship in the language and the period, ongoing or closed', () => {
    expect(
      relationshipVersionText({ relationship: 'directSupervisor', from: '2020-04', to: '2023-03' }, 'jp'),
    ).toBe('直属の上司　2020年4月〜2023年3月');
    expect(relationshipVersionText({ relationship: 'other:恩師', from: '2021-04', to: null }, 'en')).toBe(
      '恩師　Apr 2021 – present',
    );
  });
});

describe('yearMonthText', () => {
  it('writes a month in words in each language and leaves anything else as it is', () => {
    expect(yearMonthText('2020-04', 'jp')).toBe('2020年4月');
    expect(yearMonthText('2021-10', 'cn')).toBe('2021年10月');
    expect(yearMonthText('2023-03', 'en')).toBe('Mar 2023');
    expect(yearMonthText('2023-13', 'jp')).toBe('2023-13');
    expect(yearMonthText('', 'jp')).toBe('');
  });
});
