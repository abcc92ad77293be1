import './styles.ts';
import { Badge, Button, Group, Modal, Stack, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../ui/links.tsx';
import { useDomainText } from '../../ui/use-domain-text.ts';

/**
 * The header's days-left text (the domain's trial rule, from the session) opening the trial modal: what happens at
 * the trial's end and, for the main account, the way to register a card.
 */
export function TrialBadge({ daysLeft, isSubAccount }: { daysLeft: number; isSubAccount: boolean }) {
  const { t } = useTranslation(['layout', 'customer']);
  const { m } = useDomainText();
  const [opened, modal] = useDisclosure(false);
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
      <Modal opened={opened} onClose={modal.close} centered title={t('customer:trial.title')}>
        <Stack gap="md" data-testid="trial-modal">
          <Text fw={600}>{m('company.trialDaysLeft', { days: daysLeft })}</Text>
          <Text size="sm">{t('customer:trial.text')}</Text>
          {isSubAccount && (
            <Text size="sm" c="dimmed">
              {m('company.mainAccountOnly')}
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={modal.close}>
              {t('customer:trial.later')}
            </Button>
            {!isSubAccount && (
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
