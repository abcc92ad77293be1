import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { companySettingsSchema } from './company-settings.ts';
import { localizeIssues } from './localize.ts';
import { emailChangeSchema, phoneChangeSchema, profileNameSchema } from './profile.ts';

function errors(schema: z.ZodType, input: unknown) {
  const result = schema.safeParse(input);
  return result.success ? [] : localizeIssues(result.error, 'jp').map(({ path, code }) => `${path}:${code}`);
}

const company = {
  companyName: '株式会社リファチェ',
  displayName: '',
  staffName: '人事 花子',
  zipcode: '1000001',
  address: '東京都千代田区千代田1-1',
  isFreemailAllowed: false,
  isBusinessCardRequired: true,
};

describe('company settings', () => {
  it('accepts a complete form; a blank display name is cleared', () => {
    const parsed = companySettingsSchema.parse({ ...company, companyName: ' 株式会社リファチェ ' });
    expect(parsed.companyName).toBe('株式会社リファチェ');
    expect(parsed.displayName).toBeUndefined();
  });

  it('uses the sign-up messages', () => {
    expect(
      errors(companySettingsSchema, {
        ...company,
        companyName: ' ',
        staffName: '',
        zipcode: '',
        address: '',
      }),
    ).toEqual([
      'companyName:validation.companyNameRequired',
      'staffName:validation.staffNameRequired',
      // As at sign-up: a blank zipcode reports the required message first (the field shows the first one).
      'zipcode:validation.zipcodeRequired',
      'zipcode:validation.zipcodeInvalid',
      'address:validation.address1Required',
    ]);
    expect(errors(companySettingsSchema, { ...company, zipcode: '100-0001' })).toEqual([
      'zipcode:validation.zipcodeInvalid',
    ]);
    expect(errors(companySettingsSchema, { ...company, isFreemailAllowed: 'yes' })).toEqual([
      'isFreemailAllowed:validation.invalid',
    ]);
  });
});

describe('profile', () => {
  it('requires a name', () => {
    expect(errors(profileNameSchema, { name: ' ' })).toEqual(['name:validation.nameRequired']);
    expect(profileNameSchema.parse({ name: ' 山田 ' }).name).toBe('山田');
  });

  it('email and phone changes need the current password', () => {
    expect(errors(emailChangeSchema, { email: 'x', currentPassword: '' })).toEqual([
      'email:validation.emailInvalid',
      'currentPassword:validation.currentPasswordRequired',
    ]);
    expect(errors(emailChangeSchema, { email: 'a@b.jp', currentPassword: 'secret' })).toEqual([]);
    expect(errors(phoneChangeSchema, { phoneNumber: '090', currentPassword: 'secret' })).toEqual([
      'phoneNumber:validation.phoneInvalid',
    ]);
    expect(
      phoneChangeSchema.parse({ phoneNumber: '+81 90-1234-5678', currentPassword: 's' }).phoneNumber,
    ).toBe('+819012345678');
  });
});
