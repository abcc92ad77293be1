import { isMessageKey, translate } from '@refcheck/domain/messages/index';
import type { TFunction } from 'i18next';
import { isApiError } from '../../api/api-error.ts';
import { currentLanguage } from '../../i18n/index.ts';

export interface LoginErrorNotice {
  title: string;
  message: string;
  /** Shown under the message so support can tell failures apart (spec 8: "with a code"). */
  code?: string;
}

/**
 * Spec 8, login: any refusal → 'ログインに失敗しました' / 'アカウントが登録されていないか、権限がありません。';
 * no answer → '通信エラーが発生しました'; rate limit (429) → try again later.
 */
/** The refusal itself; title and message come from the domain catalog only (one source with the server). */
export function loginRefusedNotice(): LoginErrorNotice {
  const language = currentLanguage();
  return {
    title: translate(language, 'auth.loginFailedTitle'),
    message: translate(language, 'auth.loginNotRegistered'),
  };
}

export function loginErrorNotice(error: unknown, t: TFunction<['auth', 'common']>): LoginErrorNotice {
  const { title, message: refused } = loginRefusedNotice();
  if (!isApiError(error)) return { title, message: t('common:errors.unexpected') };
  if (error.isNetworkError) return { title, message: t('errors.network') };
  if (error.code === 'codeResendTooSoon') {
    const seconds = error.retryAfter ?? 30;
    return { title, message: translate(currentLanguage(), 'auth.codeResendTooSoon', { seconds }) };
  }
  if (error.status === 429) return { title, message: t('errors.tooManyAttempts') };
  if (error.code === 'ipNotAllowed')
    return { title, message: translate(currentLanguage(), 'auth.ipNotAllowed') };
  // A disabled or withdrawn account gets the spec's refusal, the same as an unknown one (nothing to enumerate).
  if (error.code === 'BANNED_USER' || error.code === 'accountDisabled') return { title, message: refused };
  if (error.code === 'botCheckFailed')
    return { title, message: translate(currentLanguage(), 'auth.botCheckFailed') };
  if (error.code === 'codeSendFailed')
    return { title, message: translate(currentLanguage(), 'auth.codeSendFailed') };
  // The login policy's refusals (issue 34): passkey required, SMS refused once an app or passkey is required…
  if (error.code.startsWith('factors.') && isMessageKey(error.code))
    return { title, message: translate(currentLanguage(), error.code) };
  if (error.code === 'INVALID_CODE' || error.code === 'INVALID_BACKUP_CODE')
    return { title, message: translate(currentLanguage(), 'auth.wrongCode') };
  if (error.code === 'OTP_HAS_EXPIRED' || error.code === 'TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE') {
    return { title, message: t('errors.codeExpired') };
  }
  if (error.status >= 500) return { title, message: t('common:errors.unexpected'), code: error.code };
  return { title, message: refused, code: error.code };
}
