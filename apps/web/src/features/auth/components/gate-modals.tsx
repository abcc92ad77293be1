import '@mantine/core/styles/Modal.css';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { gateFor, shouldShowFirstLoginDialog } from '@refcheck/domain/rules/trial';
import { useRouterState } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../ui/links.tsx';
import { useSession } from '../api/get-session.ts';
import { useDomainMessage } from '../domain-messages.ts';
import { useLogout } from '../hooks/use-logout.ts';

const FIRST_LOGIN_SEEN = 'refcheck.firstLoginSeen';

/**
 * The blocking modals of spec 2/4: review pending (unverified company), card not set (neither trial nor valid
 * card: limited features, the card page stays reachable), and the first-login dialog. Admins pass.
 */
export function GateModals() {
  const { t } = useTranslation(['auth', 'common']);
  const message = useDomainMessage();
  const session = useSession().data;
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const { logout, pending } = useLogout();
  const [firstLoginSeen, setFirstLoginSeen] = useState(
    () => sessionStorage.getItem(FIRST_LOGIN_SEEN) === '1',
  );
  if (!session) return null;
  const company = session.company;
  const gate = company
    ? gateFor({
        role: session.user.role,
        verified: company.verified,
        onTrial: company.onTrial,
        cardValid: company.cardValid,
        path: pathname,
      })
    : 'none';
  const firstLogin =
    gate === 'none' &&
    !firstLoginSeen &&
    company !== null &&
    shouldShowFirstLoginDialog({ isAdmin: session.user.role === 'admin', loginCount: company.loginCount });

  const closeFirstLogin = () => {
    sessionStorage.setItem(FIRST_LOGIN_SEEN, '1');
    setFirstLoginSeen(true);
  };

  return (
    <>
      <Modal
        opened={gate !== 'none'}
        onClose={() => undefined}
        withCloseButton={false}
        closeOnClickOutside={false}
        closeOnEscape={false}
        centered
        title={gate === 'reviewPending' ? t('gate.reviewTitle') : message('company.cardNotSet')}
      >
        <Stack gap="md">
          <Text size="sm">
            {gate === 'reviewPending' ? message('company.reviewPending') : message('company.limitedFeatures')}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" loading={pending} onClick={() => void logout()}>
              {t('gate.logout')}
            </Button>
            {gate === 'cardNotSet' && !session.user.isSubAccount && (
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
