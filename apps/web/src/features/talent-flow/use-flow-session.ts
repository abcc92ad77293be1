import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { isApiError } from '../../api/api-error.ts';
import { changeLanguage } from '../../i18n/index.ts';
import { useTalentFlow } from './api/get-me.ts';

const LANGUAGE_APPLIED = 'talent-language-applied';

/**
 * The candidate's flow data; without a live flow cookie (bad, expired or missing link) the page goes to /404.
 * The first load switches the UI to the candidate's language; the language switch still works afterwards.
 */
export function useFlowSession(enabled = true) {
  const navigate = useNavigate();
  const query = useTalentFlow(enabled);
  const { error, data } = query;
  useEffect(() => {
    if (error && isApiError(error) && (error.status === 404 || error.status === 401)) {
      void navigate({ to: '/404', replace: true });
    }
  }, [error, navigate]);
  useEffect(() => {
    if (!data) return;
    try {
      if (sessionStorage.getItem(LANGUAGE_APPLIED)) return;
      sessionStorage.setItem(LANGUAGE_APPLIED, '1');
    } catch {
      return;
    }
    void changeLanguage(data.talent.language);
  }, [data]);
  return query;
}
