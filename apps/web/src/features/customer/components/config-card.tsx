import '../styles.ts';
import { Alert, Group, Paper, Stack, Text } from '@mantine/core';
import {
  CARD_REGISTRATION_FLAGS,
  type CardRegistrationFlag,
  cardFlagMessageKey,
} from '@refcheck/domain/schemas/card-registration';
import { IconAlertCircle, IconCircleCheck, IconCreditCard } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { authKeys } from '../../../session/keys.ts';
import { Heading } from '../../../ui/heading.tsx';
import { ButtonLink } from '../../../ui/links.tsx';
import { useDomainText } from '../../../ui/use-domain-text.ts';
import { customerKeys, useCard } from '../api.ts';
import { CardState } from './card-state.tsx';

const isFlag = (value: unknown): value is CardRegistrationFlag =>
  CARD_REGISTRATION_FLAGS.includes(value as CardRegistrationFlag);

/** The /config card-registration flag (spec 2, 8): CardRegistrationSuccessful or CardRegistrationFailed. */
export function CardResultNotice() {
  const { m: message } = useDomainText();
  const queryClient = useQueryClient();
  const search = useRouterState({ select: (state) => state.location.search as Record<string, unknown> });
  const flag = isFlag(search.card) ? search.card : null;
  useEffect(() => {
    // Back from the provider: the session's card state has changed.
    if (flag) {
      void queryClient.invalidateQueries({ queryKey: authKeys.session });
      void queryClient.invalidateQueries({ queryKey: customerKeys.card });
    }
  }, [flag, queryClient]);
  if (!flag) return null;
  const ok = flag === 'CardRegistrationSuccessful';
  return (
    <Alert
      color={ok ? 'teal' : 'red'}
      icon={ok ? <IconCircleCheck size={18} /> : <IconAlertCircle size={18} />}
      data-testid="card-result"
    >
      {message(cardFlagMessageKey(flag, typeof search.reason === 'string' ? search.reason : null))}
    </Alert>
  );
}

/** 「クレジットカード」 in /config: the masked card and the way to /config/card (main account only, spec 6). */
export function CardSettingsCard({ isSubAccount }: { isSubAccount: boolean }) {
  const { t } = useTranslation('customer');
  const { m: message } = useDomainText();
  const card = useCard(!isSubAccount);
  return (
    <Paper withBorder radius="md" p="lg" data-testid="card-settings">
      <Stack gap="md">
        <Heading order={2} title={t('card.configTitle')} />
        {isSubAccount ? (
          <Text size="sm" c="dimmed">
            {message('company.mainAccountOnly')}
          </Text>
        ) : (
          <Group justify="space-between" wrap="wrap" gap="sm">
            <Group gap="sm" wrap="nowrap">
              <IconCreditCard size={24} stroke={1.5} aria-hidden />
              {card.data ? (
                <CardState
                  card={card.data}
                  noneText={message('company.cardNotSet')}
                  maskedTestId="config-masked-card"
                />
              ) : (
                <Text size="sm">{message('company.cardNotSet')}</Text>
              )}
            </Group>
            <ButtonLink to="/config/card" variant="light">
              {t('card.configChange')}
            </ButtonLink>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
