import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { companyPhoneSchema, verificationCodeSchema } from './company-phone.ts';
import { normalizePhoneNumber } from './fields.ts';
import { localizeIssues } from './localize.ts';
import { loginSchema } from './login.ts';
import { passwordChangeSchema } from './password-change.ts';
import { passwordResetRequestSchema, passwordResetSchema } from './password-reset.ts';
import { joinAddress, signupSchema } from './signup.ts';
import { subAccountFormSchema, subAccountSchema, subAccountSignupSchema } from './sub-account.ts';

function errors(schema: z.ZodType, input: unknown) {
  const result = schema.safeParse(input);
  return result.success ? [] : localizeIssues(result.error, 'jp').map(({ path, code }) => `${path}:${code}`);
}

const signup = {
  companyName: '株式会社リファチェ',
  staffName: '人事 花子',
  zipcode: '1000001',
  address1: '東京都千代田区千代田1-1',
  email: 'hanako@example.co.jp',
  password: 'secret',
  passwordConfirmation: 'secret',
  selectedPlan: 'STANDARD',
  isAgreeToTerms: true,
};

describe('sign-up', () => {
  it('accepts a complete form', () => {
    const parsed = signupSchema.parse({ ...signup, address2: '  ' });
    expect(parsed).toMatchObject({
      address2: undefined,
      selectedPlan: 'STANDARD',
      isAgreeToSpecialConditions: false,
    });
    expect(signupSchema.parse({ ...signup, selectedPlan: undefined }).selectedPlan).toBe('LIGHT');
    expect(joinAddress('東京都', 'ビル5F')).toBe('東京都 ビル5F');
    expect(joinAddress('東京都')).toBe('東京都');
  });

  it('reports every required field with the spec messages', () => {
    const result = signupSchema.safeParse({});
    const messages = localizeIssues(result.error!, 'jp').map((i) => i.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        '会社名を入力してください',
        'お名前を入力してください',
        '郵便番号を入力してください',
        'ご住所を入力してください',
        'メールアドレスを入力してください',
        'パスワードを入力してください',
        '利用規約に同意してください',
      ]),
    );
  });

  it('checks zipcode digits, password length and confirmation, plan and terms', () => {
    expect(errors(signupSchema, { ...signup, zipcode: '100-0001' })).toEqual([
      'zipcode:validation.zipcodeInvalid',
    ]);
    expect(errors(signupSchema, { ...signup, zipcode: '１０００００１' })).toEqual([
      'zipcode:validation.zipcodeInvalid',
    ]);
    expect(errors(signupSchema, { ...signup, password: 'short', passwordConfirmation: 'short' })).toEqual([
      'password:validation.passwordTooShort',
    ]);
    expect(errors(signupSchema, { ...signup, passwordConfirmation: 'secreT' })).toEqual([
      'passwordConfirmation:validation.passwordMismatch',
    ]);
    expect(errors(signupSchema, { ...signup, companyName: '', passwordConfirmation: 'x' })).toEqual([
      'companyName:validation.companyNameRequired',
      'passwordConfirmation:validation.passwordMismatch',
    ]);
    expect(errors(signupSchema, { ...signup, selectedPlan: 'GOLD' })).toEqual([
      'selectedPlan:validation.planRequired',
    ]);
    expect(errors(signupSchema, { ...signup, isAgreeToTerms: false })).toEqual([
      'isAgreeToTerms:validation.termsRequired',
    ]);
    const mismatch = signupSchema.safeParse({ ...signup, passwordConfirmation: 'other1' });
    expect(localizeIssues(mismatch.error!, 'jp')[0]?.message).toBe('パスワードが一致しません');
    const short = signupSchema.safeParse({ ...signup, password: 'abc', passwordConfirmation: 'abc' });
    expect(localizeIssues(short.error!, 'jp')[0]?.message).toBe('パスワードは6文字以上です');
  });
});

describe('company phone', () => {
  it.each([
    ['+1234567', true],
    ['+123456', false],
    ['+819012345678', true],
    ['+81 90-1234-5678', true],
    ['+123456789012345', true],
    ['+1234567890123456', false],
    ['+0123456789', false],
    ['09012345678', false],
    ['', false],
  ])('%s valid: %s', (phoneNumber, ok) => {
    expect(errors(companyPhoneSchema, { phoneNumber })).toEqual(
      ok ? [] : ['phoneNumber:validation.phoneInvalid'],
    );
  });

  it('normalizes spaces and hyphens and checks the SMS code', () => {
    expect(companyPhoneSchema.parse({ phoneNumber: '+81 90-1234-5678' }).phoneNumber).toBe('+819012345678');
    expect(errors(companyPhoneSchema, {})).toEqual(['phoneNumber:validation.phoneInvalid']);
    expect(errors(verificationCodeSchema, { code: '123456' })).toEqual([]);
    expect(errors(verificationCodeSchema, { code: '12345' })).toEqual([
      'code:validation.verificationCodeInvalid',
    ]);
    expect(errors(verificationCodeSchema, { code: '1234567' })).toEqual([
      'code:validation.verificationCodeInvalid',
    ]);
  });

  it('normalizes phone numbers to E.164', () => {
    expect(normalizePhoneNumber('09012345678')).toBe('+819012345678');
    expect(normalizePhoneNumber('2025550123', '+1')).toBe('+12025550123');
    expect(normalizePhoneNumber('+81 90 1234 5678')).toBe('+819012345678');
    expect(normalizePhoneNumber('+81')).toBeNull();
    expect(normalizePhoneNumber('0901234')).toBeNull();
    expect(normalizePhoneNumber('09012345678', '81')).toBeNull();
  });
});

describe('sub-account', () => {
  it('requires name, email and department', () => {
    const result = subAccountSchema.safeParse({ name: '', email: '', department: '' });
    expect(localizeIssues(result.error!, 'jp').map((i) => i.message)).toEqual([
      '氏名を入力してください',
      'メールアドレスを入力してください',
      '部署名を入力してください',
    ]);
    expect(errors(subAccountSchema, { name: 'a', email: 'x', department: '人事部' })).toEqual([
      'email:validation.emailInvalid',
    ]);
  });

  it('refuses an email already used in the company', () => {
    const schema = subAccountFormSchema({ takenEmails: ['Used@Example.jp'] });
    const result = schema.safeParse({ name: 'a', email: 'used@example.jp', department: '人事部' });
    expect(localizeIssues(result.error!, 'jp')[0]?.message).toBe(
      'ご入力されたメールアドレスは既に使用されております。他のメールアドレスをご入力ください。',
    );
    expect(schema.safeParse({ name: 'a', email: 'new@example.jp', department: '人事部' }).success).toBe(true);
  });

  it('checks the sub-account sign-up', () => {
    expect(
      errors(subAccountSignupSchema, { email: 'a@b.jp', password: 'secret', passwordConfirmation: 'secret' }),
    ).toEqual([]);
    expect(
      errors(subAccountSignupSchema, { email: 'a@b.jp', password: 'secret', passwordConfirmation: 'secre' }),
    ).toEqual(['passwordConfirmation:validation.passwordMismatch']);
  });
});

describe('passwords and login', () => {
  it('checks the settings password change', () => {
    const ok = { currentPassword: 'old', newPassword: 'secret', newPasswordConfirmation: 'secret' };
    expect(errors(passwordChangeSchema, ok)).toEqual([]);
    expect(errors(passwordChangeSchema, { ...ok, currentPassword: '' })).toEqual([
      'currentPassword:validation.currentPasswordRequired',
    ]);
    const short = passwordChangeSchema.safeParse({
      ...ok,
      newPassword: '12345',
      newPasswordConfirmation: '12345',
    });
    expect(localizeIssues(short.error!, 'jp')[0]?.message).toBe('パスワードは6文字以上入力してください');
    expect(errors(passwordChangeSchema, { ...ok, newPasswordConfirmation: 'secrets' })).toEqual([
      'newPasswordConfirmation:validation.passwordMismatch',
    ]);
  });

  it('checks the reset request and the reset page', () => {
    expect(errors(passwordResetRequestSchema, { email: '' })).toEqual(['email:validation.emailRequired']);
    expect(errors(passwordResetSchema, { password: '123456', passwordConfirmation: '123456' })).toEqual([]);
    expect(errors(passwordResetSchema, { password: '12345', passwordConfirmation: '12345' })).toEqual([
      'password:validation.passwordTooShort',
    ]);
    expect(errors(passwordResetSchema, { password: '', passwordConfirmation: '' })).toEqual([
      'password:validation.passwordRequired',
    ]);
  });

  it('checks the login form', () => {
    expect(loginSchema.parse({ email: 'a@b.jp', password: 'x' }).rememberLogin).toBe(false);
    expect(errors(loginSchema, { email: 'a@b.jp', password: '', rememberLogin: true })).toEqual([
      'password:validation.passwordRequired',
    ]);
    expect(errors(loginSchema, { email: 'nope', password: 'x' })).toEqual(['email:validation.emailInvalid']);
  });
});
