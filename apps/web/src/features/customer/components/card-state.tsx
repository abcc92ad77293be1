import { Badge, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDomainText } from '../../../ui/use-domain-text.ts';
import type { CardView } from '../api.ts';

/**
 * The company's card as /config and /config/card show it: the masked number with its expiry (MM/YY), or the
 * spec's 'クレジットカードが無効です' with why (expired, declined by the monthly charge), or no card.
 */
export function CardState({
  card,
  noneText,
  maskedTestId = 'masked-card',
}: {
  card: CardView;
  noneText: string;
  maskedTestId?: string;
}) {
  const { t } = useTranslation('customer');
  const { m: message } = useDomainText();
  if (card.cardStatus === 'none' || !card.maskedCardNo) return <Text size="sm">{noneText}</Text>;
  const invalid = card.cardStatus === 'invalid';
  return (
    <Stack gap={4} data-testid="card-state" data-status={card.cardStatus}>
      <Group gap="sm" wrap="wrap">
        <Text fw={600} ff="monospace" data-testid={maskedTestId} td={invalid ? 'line-through' : undefined}>
          {card.maskedCardNo}
        </Text>
        {card.expiry && (
          <Text size="sm" c="gray.7" data-testid="card-expiry">
            {t('card.expiryShort', { expiry: card.expiry })}
          </Text>
        )}
        {invalid && (
          <Badge color="red" c="red.9" variant="light" radius="sm" data-testid="card-invalid">
            {message('company.cardInvalid')}
          </Badge>
        )}
      </Group>
      {invalid && card.invalidReason && (
        <Text size="sm" c="red.9">
          {t(`card.invalidReason.${card.invalidReason}`)}
        </Text>
      )}
    </Stack>
  );
}
