import type { Language } from '@refcheck/domain';
import type { UseQueryResult } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { isApiError } from '../../api/api-error.ts';
import { changeLanguage } from '../../i18n/index.ts';

/**
 * A candidate's page behind a flow cookie (the reference-check flow, the regain-trust flow): without a live cookie
 * (bad, expired or missing link) the page goes to /404. The first load of the flow switches the UI to the
 * candidate's language, once per browser session (`languageKey`); the language switch still works afterwards.
 */
export function useLinkSession<T extends { talent: { language: Language } }>(
  query: UseQueryResult<T>,
  languageKey: string,
) {
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
