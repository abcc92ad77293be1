import type { Language } from '@refcheck/domain';
import { useEffect } from 'react';
import { isApiError } from '../../api/api-error.ts';
import { changeLanguage } from '../../i18n/instance.ts';
import { useNavigate } from '../../ui/navigation.tsx';

/**
 * A candidate's page behind a flow cookie (the reference-check flow, the regain-trust flow): without a live cookie
 * (bad, expired or missing link) the page goes to /404. The first load of the flow switches the UI to the
 * candidate's language, once per browser session (`languageKey`); the language switch still works afterwards.
 */
export function useLinkSession<
  T extends { talent: { language: Language } },
  Q extends { error: unknown; data: T | undefined },
>(query: Q, languageKey: string) {
  const navigate = useNavigate();
  const { error, data } = query;
  useEffect(() => {
    if (error && isApiError(error) && (error.status === 404 || error.status === 401)) {
      void navigate({ to: '/404', replace: true });
    }
  }, [error, navigate]);
  useEffect(() => {
    if (!data) return;
    try {
      if (sessionStorage.getItem(languageKey)) return;
      sessionStorage.setItem(languageKey, '1');
    } catch {
      return;
    }
    void changeLanguage(data.talent.language);
  }, [data, languageKey]);
  return query;
}
