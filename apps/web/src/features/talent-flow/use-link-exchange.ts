import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearch } from '../../ui/navigation.tsx';

type LinkStart = '/talent/instruction' | '/regain_trust/instruction';

/**
 * The first page of a candidate's link flow (?company=…&token=…): exchanges the link for the flow cookie once, then
 * takes the token out of the address bar (`path` without a query); a missing company or a bad link goes to /404.
 * True once the flow cookie can be used (at once when the page was opened without a token).
 */
export function useLinkExchange(
  exchange: (input: { company: string; token: string }) => Promise<unknown>,
  path: LinkStart,
  onExchanged?: () => void,
): boolean {
  const navigate = useNavigate();
  const search = useSearch();
  const hasToken = Boolean(search.token);
  const [ready, setReady] = useState(!hasToken);
  const started = useRef(false);
  useEffect(() => {
    if (!hasToken || started.current) return;
    started.current = true;
    if (!search.company) {
      void navigate({ to: '/404', replace: true });
      return;
    }
    exchange({ company: search.company, token: search.token! }).then(
      () => {
        onExchanged?.();
        void navigate({ to: path, search: {}, replace: true });
        setReady(true);
      },
      () => void navigate({ to: '/404', replace: true }),
    );
  }, [hasToken, search.company, search.token, navigate, exchange, path, onExchanged]);
  return ready && !hasToken;
}
