import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { emailDomain, FREEMAIL_DOMAINS, isFreemail } from './freemail-domains.ts';
import { localizeIssues } from './localize.ts';
import { refereeSchema } from './referee.ts';
import { refereeAnswersSchema } from './referee-answers.ts';
import { refereeListSchema } from './referee-list.ts';
import { refereeCodeSchema, refereePhoneSchema } from './referee-phone.ts';

function errors(schema: z.ZodType, input: unknown) {
  const result = schema.safeParse(input);
  return result.success ? [] : localizeIssues(result.error, 'jp').map(({ path, code }) => `${path}:${code}`);
}

const referee = {
  name: '鈴木 一郎',
  email: 'ichiro@example.co.jp',
  belongs: { company: '株式会社サンプル', title: '営業部長' },
  relationship: 'directSupervisor',
  timeWorkingTogether: 'previousJob',
  timeToBeginWorkingTogether: '2019-04',
  jobCategory: { major: 'sales', minor: 'corporateSales' },
};
const strict = refereeSchema({ isFreemailAllowed: false });

describe('referee registration', () => {
  it('accepts a complete referee with defaults', () => {
    expect(strict.parse(referee)).toMatchObject({
      language: 'jp',
      workingTogether: false,
      otherRelationship: '',
    });
  });

  it('reports every required field', () => {
    expect(errors(strict, {})).toEqual([
      'name:validation.nameRequired',
      'email:validation.emailRequired',
      'belongs:validation.refereeBelongsCompanyRequired',
      'relationship:validation.relationshipRequired',
      'timeWorkingTogether:validation.timeWorkingTogetherRequired',
      'timeToBeginWorkingTogether:validation.monthInvalid',
      'jobCategory:validation.jobCategoryRequired',
    ]);
    expect(errors(strict, { ...referee, belongs: { company: ' ', title: '' } })).toEqual([
      'belongs.company:validation.refereeBelongsCompanyRequired',
      'belongs.title:validation.refereeBelongsTitleRequired',
    ]);
  });

  it('refuses free mail unless the company allows it', () => {
    const gmail = { ...referee, email: 'ichiro@gmail.com' };
    expect(errors(strict, gmail)).toEqual(['email:validation.freemailNotAllowed']);
    expect(errors(strict, { ...referee, email: 'x@i.softbank.jp' })).toEqual([
      'email:validation.freemailNotAllowed',
    ]);
    expect(errors(refereeSchema({ isFreemailAllowed: true }), gmail)).toEqual([]);
    expect(errors(strict, { ...referee, email: 'bad' })).toEqual(['email:validation.emailInvalid']);
  });

  it('refuses a phone number already used by the candidate or another referee', () => {
    const schema = refereeSchema({
      isFreemailAllowed: false,
      takenPhoneNumbers: ['09011112222', '+818033334444'],
    });
    expect(errors(schema, { ...referee, phoneNumber: '090-1111-2222' })).toEqual([
      'phoneNumber:validation.phoneNumberTaken',
    ]);
    expect(errors(schema, { ...referee, phoneNumber: '08033334444' })).toEqual([
      'phoneNumber:validation.phoneNumberTaken',
    ]);
    expect(schema.parse({ ...referee, phoneNumber: '08055556666' }).phoneNumber).toBe('+818055556666');
    expect(schema.parse({ ...referee, phoneNumber: '' }).phoneNumber).toBeUndefined();
    expect(errors(schema, { ...referee, phoneNumber: '12-34' })).toEqual([
      'phoneNumber:validation.phoneInvalid',
    ]);
  });

  it('checks the job category (no sonar, no blank)', () => {
    for (const jobCategory of [
      { major: 'sonar', minor: 'sonar' },
      { major: 'blank', minor: 'blank' },
      { major: 'sales', minor: 'blank' },
      { major: 'sales', minor: 'webEngineer' },
      undefined,
    ]) {
      expect(errors(strict, { ...referee, jobCategory })).toEqual([
        'jobCategory:validation.jobCategoryRequired',
      ]);
    }
  });

  it("checks 'other' texts, months and the end of working together", () => {
    expect(errors(strict, { ...referee, relationship: 'other', timeWorkingTogether: 'other' })).toEqual([
      'otherRelationship:validation.otherRelationshipRequired',
      'otherTimeWorkingTogether:validation.otherTimeWorkingTogetherRequired',
    ]);
    expect(errors(strict, { ...referee, timeToBeginWorkingTogether: '2019-13' })).toEqual([
      'timeToBeginWorkingTogether:validation.monthInvalid',
    ]);
    expect(errors(strict, { ...referee, timeToEndWorkingTogether: '2018-12' })).toEqual([
      'timeToEndWorkingTogether:validation.endBeforeBegin',
    ]);
    expect(strict.parse({ ...referee, timeToEndWorkingTogether: '2021-03' }).timeToEndWorkingTogether).toBe(
      '2021-03',
    );
    expect(
      strict.parse({ ...referee, workingTogether: true, timeToEndWorkingTogether: '2018-12' })
        .timeToEndWorkingTogether,
    ).toBeUndefined();
  });
});

describe('referee list', () => {
  const options = {
    isFreemailAllowed: false,
    takenPhoneNumbers: ['09000000000'],
    breakdown: [{ numberOfPeople: 2 }],
  };
  const second = { ...referee, email: 'b@example.co.jp', phoneNumber: '08012345678' };

  it('needs at least as many undeleted referees as the breakdown asks for', () => {
    const schema = refereeListSchema(options);
    expect(errors(schema, [referee, second])).toEqual([]);
    const result = schema.safeParse([referee, { ...second, willDelete: true }]);
    expect(localizeIssues(result.error!, 'jp')).toEqual([
      {
        path: '',
        code: 'validation.notEnoughNominees',
        message: '推薦者が不足しているため保存できません。推薦者を2名以上登録してください',
      },
    ]);
    expect(schema.parse([referee, second, { ...referee, id: 'r3', willDelete: true }])[2]).toMatchObject({
      id: 'r3',
      willDelete: true,
    });
  });

  it('refuses the same phone number on two referees, and a taken one', () => {
    const schema = refereeListSchema(options);
    expect(errors(schema, [second, { ...second, phoneNumber: '080-1234-5678' }])).toEqual([
      '1.phoneNumber:validation.phoneNumberTaken',
    ]);
    expect(
      errors(schema, [second, { ...second, phoneNumber: '080-1234-5678', willDelete: true }, referee]),
    ).toEqual([]);
    expect(errors(schema, [referee, { ...second, phoneNumber: '09000000000' }])).toEqual([
      '1.phoneNumber:validation.phoneNumberTaken',
    ]);
  });
});

describe('referee phone step and answers', () => {
  it.each([
    ['12345678', false],
    ['123456789', true],
    ['09012345678', true],
    ['090123456789', false],
  ])('phone %s valid: %s', (phoneNumber, ok) => {
    expect(errors(refereePhoneSchema, { phoneNumber })).toEqual(
      ok ? [] : ['phoneNumber:validation.phoneNumberInvalid'],
    );
  });

  it('gives the E.164 number and checks the code', () => {
    expect(refereePhoneSchema.parse({ countryCode: '+86', phoneNumber: '13812345678' }).e164).toBe(
      '+8613812345678',
    );
    expect(errors(refereePhoneSchema, { countryCode: '+12345', phoneNumber: '09012345678' })).toEqual([
      'countryCode:validation.countryCodeInvalid',
    ]);
    expect(errors(refereeCodeSchema, { code: '000000' })).toEqual([]);
    expect(errors(refereeCodeSchema, { code: 'abcdef' })).toEqual([
      'code:validation.verificationCodeInvalid',
    ]);
  });

  it('requires every description and a level from 1 to 5 for every selection', () => {
    const schema = refereeAnswersSchema({ descriptionKeys: ['d1', 'd2'], selectionKeys: ['s1'] });
    expect(schema.parse({ descriptions: { d1: 'a', d2: 'b', extra: 'x' }, selections: { s1: 5 } })).toEqual({
      descriptions: { d1: 'a', d2: 'b' },
      selections: { s1: 5 },
    });
    expect(errors(schema, { descriptions: { d1: ' ' }, selections: { s1: 0 } })).toEqual([
      'descriptions.d1:validation.descriptionAnswerRequired',
      'descriptions.d2:validation.descriptionAnswerRequired',
      'selections.s1:validation.selectionAnswerRequired',
    ]);
    expect(errors(schema, { descriptions: { d1: 'a', d2: 'b' }, selections: { s1: 6 } })).toEqual([
      'selections.s1:validation.selectionAnswerRequired',
    ]);
    expect(errors(schema, { descriptions: { d1: 'a', d2: 'b' }, selections: { s1: 1 } })).toEqual([]);
    const noSelection = refereeAnswersSchema({ descriptionKeys: ['d1'], selectionKeys: [] });
    expect(noSelection.parse({ descriptions: { d1: 'a' } }).selections).toEqual({});
    expect(errors(noSelection, {})).toEqual(['descriptions:validation.descriptionAnswerRequired']);
  });
});

describe('free-mail domains', () => {
  it('lists the common Japanese and global providers', () => {
    for (const domain of [
      'gmail.com',
      'yahoo.co.jp',
      'hotmail.com',
      'outlook.jp',
      'icloud.com',
      'docomo.ne.jp',
    ]) {
      expect(FREEMAIL_DOMAINS).toContain(domain);
    }
    expect(emailDomain('A@Example.CO.JP ')).toBe('example.co.jp');
    expect(isFreemail('a@ezweb.ne.jp')).toBe(true);
    expect(isFreemail('a@notgmail.com')).toBe(false);
    expect(isFreemail('a@corp.co.jp')).toBe(false);
  });
});
