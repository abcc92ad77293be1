import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/api-error.ts';
import { useQueryClient } from '../../../api/small-query.ts';
import { isLanguage } from '../../../i18n/languages.ts';
import { useNavigate } from '../../../ui/navigation.tsx';
import { useMe } from '../api/get-me.ts';
import { refereeKeys } from '../api/keys.ts';
import { setLanguage } from '../api/set-language.ts';

/**
 * The referee of this browser's flow cookie. Sends to /404 without one, to /referee once completed or closed,
 * and (when `verified`) to /referee/authentication until the phone was verified in this browser.
 * A language switch is stored as the referee's questionnaire language.
 */
export function useReferee(options: { verified?: boolean; allowFinished?: boolean } = {}) {
  const me = useMe();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { i18n } = useTranslation();
  const data = me.data;

  useEffect(() => {
    if (me.error) {
      void navigate({ to: '/404', replace: true });
      return;
    }
    if (!data) return;
    if (data.state === 'declined') {
      void navigate({ to: '/referee', replace: true });
    } else if ((data.state === 'finished' || data.state === 'closed') && !options.allowFinished) {
      void navigate({ to: '/referee', replace: true });
    } else if (options.verified && !data.phoneVerified && data.state !== 'finished') {
      void navigate({ to: '/referee/authentication', replace: true });
    }
  }, [me.error, data, navigate, options.verified, options.allowFinished]);

  useEffect(() => {
    if (!data) return;
    const lang = i18n.language;
    if (isLanguage(lang) && lang !== data.language) {
      void setLanguage(lang)
        .then(() => queryClient.invalidateQueries({ queryKey: refereeKeys.me }))
        .catch(() => undefined);
    }
  }, [data, i18n.language, queryClient]);

  return { me: data, isPending: me.isPending, error: me.error && isApiError(me.error) ? me.error : null };
}
