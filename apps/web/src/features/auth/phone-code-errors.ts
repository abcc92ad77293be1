import { translate } from '@refcheck/domain/messages/index';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/api-error.ts';
import { currentLanguage } from '../../i18n/index.ts';
import { useDomainText } from '../../ui/use-domain-text.ts';

/**
 * The spec's messages for a failed phone-code send or check (phone registration, phone change), or null when the
 * failure is not one of them (the caller then shows its own message).
 */
export function usePhoneCodeErrorText() {
  const { t } = useTranslation(['auth', 'common']);
  const { m: message } = useDomainText();
  return (error: unknown): string | null => {
    if (!isApiError(error)) return null;
    if (error.code === 'phoneAlreadyRegistered') return message('auth.phoneAlreadyRegistered');
    if (error.code === 'codeSendFailed') return message('auth.codeSendFailed');
    if (error.code === 'botCheckFailed') return message('auth.botCheckFailed');
    if (error.code === 'wrongCode') return message('auth.verificationCodeWrong');
    if (error.code === 'codeExpired') return t('errors.codeExpired');
    if (error.code === 'codeResendTooSoon')
      return translate(currentLanguage(), 'auth.codeResendTooSoon', { seconds: error.retryAfter ?? 30 });
    if (error.status === 429) return t('common:errors.tooManyRequests');
    return null;
  };
}
