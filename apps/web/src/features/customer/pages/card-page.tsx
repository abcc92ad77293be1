import '../styles.ts';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Checkbox,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDisclosure } from '@mantine/hooks';
import {
  CARD_EXPIRE_MONTHS,
  cardExpire,
  cardExpireYears,
  cardNumberMaxLength,
  cardSchema,
  cutSecurityCode,
  formatCardNumber,
} from '@refcheck/domain/schemas/card';
import { IconAlertCircle, IconCreditCard, IconLock } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/api-error.ts';
import { schemaValidator } from '../../../i18n/domain-messages.ts';
import { useSession } from '../../../session/get-session.ts';
import { authKeys } from '../../../session/keys.ts';
import { Heading } from '../../../ui/heading.tsx';
import { ButtonLink } from '../../../ui/links.tsx';
import { useDomainText } from '../../../ui/use-domain-text.ts';
import { useRouteTitle } from '../../../ui/use-route-title.ts';
import { TermsDialog } from '../../auth/index.ts';
import { type CardView, customerKeys, registerCard, useCard } from '../api.ts';
import { CardState } from '../components/card-state.tsx';
import { ExpirySelects } from '../components/expiry-selects.tsx';
import { TokenizeError, tokenizeCard } from '../tokenizer.ts';

const SANDBOX_CARDS = [
  ['4111 1111 1111 1111', 'sandboxSuccess'],
  ['4000 0000 0000 3220', 'sandboxChallenge'],
  ['4000 0000 0000 0002', 'sandboxDeclined'],
  ['4000 0000 0000 0119', 'sandboxError'],
] as const;

/** /config/card (spec 2 Card page, 3 Card form, 5, 7, 8): the main account registers or changes the card. */
export function CardPage() {
  const title = useRouteTitle();
  const { t } = useTranslation('customer');
  const { m: message } = useDomainText();
  const session = useSession().data;
  const isSubAccount = session?.user.isSubAccount ?? false;
  const card = useCard(session !== undefined && !isSubAccount);

  return (
    <Stack gap="lg" maw={720}>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Heading order={1} title={title} />
        <ButtonLink to="/config" variant="subtle" size="compact-sm">
          {t('card.backToConfig')}
        </ButtonLink>
      </Group>
      {isSubAccount ? (
        <Alert color="gray" icon={<IconLock size={18} />} data-testid="card-main-only">
          {message('company.mainAccountOnly')}
        </Alert>
      ) : card.data ? (
        <>
          <CurrentCard card={card.data} />
          <CardForm card={card.data} />
          {card.data.tokenizer.provider === 'sandbox' && <SandboxCards />}
        </>
      ) : null}
    </Stack>
  );
}

function CurrentCard({ card }: { card: CardView }) {
  const { t } = useTranslation('customer');
  return (
    <Paper withBorder radius="md" p="lg">
      <Group gap="md" wrap="nowrap">
        <IconCreditCard size={28} stroke={1.5} aria-hidden />
        <Stack gap={2}>
          <Text size="sm" c="dimmed">
            {t('card.current')}
          </Text>
          <CardState card={card} noneText={t('card.none')} />
        </Stack>
      </Group>
    </Paper>
  );
}

interface Values {
  cardNumber: string;
  name: string;
  expireMonth: string;
  expireYear: string;
  securityCode: string;
  isAgreeToTerms: boolean;
}

function CardForm({ card }: { card: CardView }) {
  const { t } = useTranslation('customer');
  const { m: message } = useDomainText();
  const router = useRouter();
  const queryClient = useQueryClient();
  const [termsOpened, terms] = useDisclosure(false);
  // Like sign-up: the terms checkbox is enabled once the terms were opened.
  const [termsRead, setTermsRead] = useState(false);
  const { t: tAuth } = useTranslation('auth');
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const now = useMemo(() => new Date(), []);
  const years = useMemo(() => cardExpireYears(now), [now]);
  const schema = useMemo(() => cardSchema(now), [now]);
  const form = useForm<Values>({
    initialValues: {
      cardNumber: '',
      name: '',
      expireMonth: '',
      expireYear: '',
      securityCode: '',
      isAgreeToTerms: false,
    },
    validate: schemaValidator(schema as never),
  });

  const submit = async (values: Values) => {
    setSubmitting(true);
    setFailure(null);
    try {
      const parsed = schema.parse(values);
      const { token, maskedCardNo } = await tokenizeCard(card.tokenizer, {
        cardNumber: parsed.cardNumber,
        expire: cardExpire(parsed),
        securityCode: parsed.securityCode,
        holderName: parsed.name,
      });
      const answer = await registerCard({ token, maskedCardNo, isAgreeToTerms: parsed.isAgreeToTerms });
      if (answer.result === 'redirect') {
        // The card issuer's 3-D Secure page; it brings the browser back to /config with the result.
        window.location.assign(answer.redirectUrl);
        return;
      }
      await queryClient.invalidateQueries({ queryKey: authKeys.session });
      await queryClient.invalidateQueries({ queryKey: customerKeys.card });
      await router.navigate({ to: '/config', search: { card: 'CardRegistrationSuccessful' } as never });
    } catch (error) {
      const invalid =
        (isApiError(error) && error.code === 'INVALID_CARD') ||
        (error instanceof TokenizeError && /^1\d\d$/.test(error.resultCode));
      setFailure(invalid ? message('company.cardInvalidCard') : message('company.cardRegistrationFailed'));
      setSubmitting(false);
    }
  };

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <form onSubmit={form.onSubmit(submit)} noValidate>
        <Stack gap="md">
          <Heading
            order={2}
            title={card.cardStatus !== 'none' ? t('card.replaceTitle') : t('card.formTitle')}
          />
          {failure && (
            <Alert color="red" icon={<IconAlertCircle size={18} />} data-testid="card-error">
              {failure}
            </Alert>
          )}
          <TextInput
            label={t('card.number')}
            required
            inputMode="numeric"
            autoComplete="cc-number"
            placeholder="1234 5678 9012 3456"
            maxLength={cardNumberMaxLength(form.values.cardNumber)}
            {...form.getInputProps('cardNumber')}
            onChange={(event) =>
              form.setFieldValue('cardNumber', formatCardNumber(event.currentTarget.value))
            }
          />
          <ExpirySelects form={form} years={years} months={CARD_EXPIRE_MONTHS} />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label={t('card.securityCode')}
              description={t('card.securityCodeHint')}
              required
              inputMode="numeric"
              autoComplete="cc-csc"
              maxLength={4}
              {...form.getInputProps('securityCode')}
              onChange={(event) =>
                form.setFieldValue('securityCode', cutSecurityCode(event.currentTarget.value))
              }
            />
            <TextInput
              label={t('card.holder')}
              description="TARO YAMADA"
              required
              autoComplete="cc-name"
              maxLength={50}
              {...form.getInputProps('name')}
            />
          </SimpleGrid>
          <Group gap="xs" wrap="wrap">
            <Checkbox
              label={t('card.agree')}
              description={termsRead ? undefined : tAuth('signup.termsHint')}
              disabled={!termsRead}
              {...form.getInputProps('isAgreeToTerms', { type: 'checkbox' })}
            />
            <Anchor
              component="button"
              type="button"
              size="sm"
              onClick={() => {
                terms.open();
                setTermsRead(true);
              }}
            >
              {t('card.readTerms')}
            </Anchor>
          </Group>
          <Text size="xs" c="dimmed">
            {t('card.secure')}
          </Text>
          <Group justify="flex-end">
            <Button type="submit" loading={submitting} leftSection={<IconLock size={16} />}>
              {t('card.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
      <TermsDialog opened={termsOpened} onClose={terms.close} />
    </Paper>
  );
}

function SandboxCards() {
  const { t } = useTranslation('customer');
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} bg="gray.0" data-testid="sandbox-cards">
      <Stack gap="xs">
        <Group gap="xs">
          <Badge variant="light" color="gray" radius="sm">
            SANDBOX
          </Badge>
          <Text fw={600} size="sm">
            {t('card.sandboxTitle')}
          </Text>
        </Group>
        <Text size="xs" c="dimmed">
          {t('card.sandboxText')}
        </Text>
        <Table fz="sm" verticalSpacing={4} withRowBorders={false}>
          <Table.Tbody>
            {SANDBOX_CARDS.map(([number, label]) => (
              <Table.Tr key={number}>
                <Table.Td ff="monospace" style={{ whiteSpace: 'nowrap' }}>
                  {number}
                </Table.Td>
                <Table.Td>{t(`card.${label}`)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Stack>
    </Paper>
  );
}
