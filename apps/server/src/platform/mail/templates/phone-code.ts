/**
 * The SMS that carries a phone code (sign-in, phone registration and change, the referee's phone check): one
 * text per language, beside the mail templates. Plain text: an SMS has no layout.
 */
import type { Language } from '@refcheck/domain';

export interface PhoneCodeData {
  code: string;
  /** How long the code is valid. */
  minutes: number;
}

export const phoneCodeSms: Record<Language, (data: PhoneCodeData) => string> = {
  jp: ({ code, minutes }) => `Refcheck 認証コード：${code}（${minutes}分間有効です）`,
  en: ({ code, minutes }) => `Refcheck verification code: ${code} (valid for ${minutes} minutes)`,
  cn: ({ code, minutes }) => `Refcheck 验证码：${code}（${minutes}分钟内有效）`,
};
