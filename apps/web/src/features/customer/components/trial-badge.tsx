import '../styles.ts';
import { Badge, Button, Group, Modal, Stack, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { tokyoDayKey, trialModalAutoOpens } from '@refcheck/domain/billing/trial-warnings';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../ui/links.tsx';
import { useDomainText } from '../../../ui/use-domain-text.ts';

const AUTO_OPENED = 'refcheck.trialModalDay';

/**
 * The header's days-left text (the domain's trial rule, from the session) opening the trial modal: what happens at
 * the trial's end and, for the main account, the way to register a card (or that invoice payment is arranged).
 * In the last 3 days the modal opens by itself once a (Tokyo) day per browser.
 */
export function TrialBadge({
  daysLeft,
  isSubAccount,
  invoice = false,
}: {
  daysLeft: number;
  isSubAccount: boolean;
  invoice?: boolean;
}) {
  const { t } = useTranslation(['layout', 'customer']);
  const { m } = useDomainText();
  const [opened, modal] = useDisclosure(false);
  useEffect(() => {
    if (!trialModalAutoOpens(daysLeft)) return;
    const today = tokyoDayKey(new Date());
    if (localStorage.getItem(AUTO_OPENED) === today) return;
    localStorage.setItem(AUTO_OPENED, today);
    modal.open();
  }, [daysLeft, modal]);
  const card = !isSubAccount && !invoice;
  return (
    <>
      <UnstyledButton onClick={modal.open} aria-haspopup="dialog">
        <Badge
          variant="light"
          color="orange"
          radius="sm"
          data-testid="trial-days"
          style={{ cursor: 'pointer' }}
        >
          {t('header.trialDaysLeft', { days: daysLeft })}
        </Badge>
      </UnstyledButton>
      <Modal
        opened={opened}
        onClose={modal.close}
        centered
        title={t('customer:trial.title')}
        withCloseButton={false}
      >
        <Stack gap="md" data-testid="trial-modal">
          <Text fw={600}>{m('company.trialDaysLeft', { days: daysLeft })}</Text>
          <Text size="sm">{invoice ? t('customer:trial.invoiceText') : t('customer:trial.text')}</Text>
          {isSubAccount && !invoice && (
            <Text size="sm" c="dimmed">
              {m('company.mainAccountOnly')}
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={modal.close}>
              {t('customer:trial.later')}
            </Button>
            {card && (
              <ButtonLink to="/config/card" onClick={modal.close}>
                {t('customer:trial.registerCard')}
              </ButtonLink>
            )}
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
