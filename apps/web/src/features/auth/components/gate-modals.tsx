import '@mantine/core/styles/Modal.css';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { type Gate, gateFor } from '@refcheck/domain/rules/company-access';
import { shouldShowFirstLoginDialog } from '@refcheck/domain/rules/trial';
import { useQueryClient } from '@tanstack/react-query';
import { useRouterState } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../session/get-session.ts';
import { authKeys } from '../../../session/keys.ts';
import { useLogout } from '../../../session/use-logout.ts';
import { ButtonLink } from '../../../ui/links.tsx';
import { useDomainText } from '../../../ui/use-domain-text.ts';

const FIRST_LOGIN_SEEN = 'refcheck.firstLoginSeen';

/** The gate the current page shows: the server's refusal for the company, except for admins and on the card page. */
export function useGate(): Gate {
  const session = useSession().data;
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const company = session?.company;
  if (!session || !company) return 'none';
  return gateFor({ role: session.user.role, access: company.access, path: pathname });
}

/**
 * While the company is gated, its event stream (open on the server in every gate state) tells when the operator
 * verified it or the card changed: the session is read again and the modal closes without a reload.
 */
function useCompanyEvents(enabled: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    const source = new EventSource('/api/talents/events', { withCredentials: true });
    source.addEventListener(
      'company',
      () => void queryClient.invalidateQueries({ queryKey: authKeys.session }),
    );
    return () => source.close();
  }, [enabled, queryClient]);
}

/**
 * The blocking modals of spec 2/4, mirroring the server's gate (GET /api/session `company.access`): review pending
 * (unverified company), card not set (trial over without a valid payment method), card invalid, and the first-login
 * dialog. The card page stays reachable; admins pass.
 */
export function GateModals() {
  const { t } = useTranslation(['auth', 'common']);
  const { m: message } = useDomainText();
  const session = useSession().data;
  const gate = useGate();
  const { logout, pending } = useLogout();
  const [firstLoginSeen, setFirstLoginSeen] = useState(
    () => sessionStorage.getItem(FIRST_LOGIN_SEEN) === '1',
  );
  useCompanyEvents(gate !== 'none');
  if (!session) return null;
  const company = session.company;
  const firstLogin =
    gate === 'none' &&
    !firstLoginSeen &&
    company !== null &&
    company.access === 'open' &&
    shouldShowFirstLoginDialog({ isAdmin: session.user.role === 'admin', loginCount: company.loginCount });

  const closeFirstLogin = () => {
    sessionStorage.setItem(FIRST_LOGIN_SEEN, '1');
    setFirstLoginSeen(true);
  };
  const title =
    gate === 'reviewPending'
      ? t('gate.reviewTitle')
      : gate === 'cardInvalid'
        ? message('company.cardInvalid')
        : message('company.cardNotSet');
  const text =
    gate === 'reviewPending'
      ? message('company.reviewPending')
      : gate === 'cardInvalid'
        ? t('gate.cardInvalidText')
        : message('company.limitedFeatures');
  const payment = gate === 'paymentRequired' || gate === 'cardInvalid';

  return (
    <>
      <Modal
        opened={gate !== 'none'}
        onClose={() => undefined}
        withCloseButton={false}
        closeOnClickOutside={false}
        closeOnEscape={false}
        centered
        title={title}
      >
        <Stack gap="md">
          <Text size="sm">{text}</Text>
          {payment && session.user.isSubAccount && (
            <Text size="sm" c="dimmed">
              {message('company.mainAccountOnly')}
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" loading={pending} onClick={() => void logout()}>
              {t('gate.logout')}
            </Button>
            {payment && !session.user.isSubAccount && (
              <ButtonLink to="/config/card">{t('gate.registerCard')}</ButtonLink>
            )}
          </Group>
        </Stack>
      </Modal>
      <Modal opened={firstLogin} onClose={closeFirstLogin} centered title={t('gate.welcomeTitle')}>
        <Stack gap="md">
          <Text size="sm">{t('gate.welcomeText')}</Text>
          <Group justify="flex-end">
            <Button onClick={closeFirstLogin}>{t('gate.start')}</Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
