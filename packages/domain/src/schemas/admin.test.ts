import { describe, expect, it } from 'vitest';
import {
  adminConfigSchema,
  clientListQuerySchema,
  clientPermissionSchema,
  supportContactSchema,
  yyyymmSchema,
} from './admin.ts';

describe('admin schemas', () => {
  it('reads the support contact: a phone as people write it and a mail address', () => {
    expect(supportContactSchema.parse({ phone: ' 03-1234-5678 ', mail: ' help@example.com ' })).toEqual({
      phone: '03-1234-5678',
      mail: 'help@example.com',
    });
    expect(supportContactSchema.parse({ phone: '+81 (3) 1234 5678', mail: 'a@b.jp' }).phone).toBe(
      '+81 (3) 1234 5678',
    );
    const error = (input: object) =>
      supportContactSchema.safeParse(input).error?.issues.map((i) => i.message);
    expect(error({ phone: '', mail: 'a@b.jp' })).toEqual(['validation.phoneInvalid']);
    expect(error({ phone: 'call us', mail: 'a@b.jp' })).toEqual(['validation.phoneInvalid']);
    expect(error({ phone: '12-34', mail: 'a@b.jp' })).toEqual(['validation.phoneInvalid']);
    expect(error({ phone: '1'.repeat(16), mail: 'a@b.jp' })).toEqual(['validation.phoneInvalid']);
    expect(error({ phone: '1'.repeat(31), mail: 'a@b.jp' })).toEqual(['validation.tooLong']);
    expect(error({ phone: '03-1234-5678', mail: 'nope' })).toEqual(['validation.emailInvalid']);
  });

  it('defaults the client list to unverified first, page 1 of 25', () => {
    expect(clientListQuerySchema.parse({})).toEqual({
      filter: 'all',
      sort: 'unverifiedFirst',
      page: 1,
      pageSize: 25,
    });
    expect(clientListQuerySchema.parse({ page: '3', pageSize: '100', q: ' acme ' })).toMatchObject({
      page: 3,
      pageSize: 100,
      q: 'acme',
    });
    expect(clientListQuerySchema.safeParse({ pageSize: '101' }).success).toBe(false);
    expect(clientListQuerySchema.safeParse({ filter: 'nope' }).success).toBe(false);
  });

  it('reads a permission change: a blank risk-check user ID clears it; unknown fields are refused', () => {
    expect(clientPermissionSchema.parse({ riskEyesId: '  ' })).toEqual({ riskEyesId: null });
    expect(clientPermissionSchema.parse({ riskEyesId: ' RE-1 ' })).toEqual({ riskEyesId: 'RE-1' });
    expect(clientPermissionSchema.parse({ sonar: true })).toEqual({ sonar: true });
    expect(clientPermissionSchema.safeParse({ deletedAt: null }).success).toBe(false);
  });

  it('requires a valid notification address in the admin settings', () => {
    expect(adminConfigSchema.parse({ shopId: ' tshop1 ', mail: 'ops@example.com' })).toEqual({
      shopId: 'tshop1',
      mail: 'ops@example.com',
    });
    const blank = adminConfigSchema.safeParse({ shopId: '', mail: '' });
    expect(blank.error?.issues[0]?.message).toBe('validation.emailRequired');
    const bad = adminConfigSchema.safeParse({ shopId: '', mail: 'nope' });
    expect(bad.error?.issues[0]?.message).toBe('validation.emailInvalid');
  });

  it('accepts months as YYYYMM', () => {
    expect(yyyymmSchema.safeParse('202503').success).toBe(true);
    expect(yyyymmSchema.safeParse('202513').success).toBe(false);
  });
});
