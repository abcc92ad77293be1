import '../styles.ts';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  Modal,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDisclosure } from '@mantine/hooks';
import { WITHDRAWAL_REASON_LABELS, WITHDRAWAL_REASONS } from '@refcheck/domain/lists/withdrawal-reasons';
import { RESIGNUP_LOCKOUT_MONTHS } from '@refcheck/domain/rules/constants';
import { type WithdrawalInput, withdrawalSchema } from '@refcheck/domain/schemas/withdrawal';
import { IconAlertTriangle, IconLock } from '@tabler/icons-react';
import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { schemaValidator } from '../../../i18n/domain-messages.ts';
import { currentLanguage } from '../../../i18n/index.ts';
import { useSession } from '../../../session/get-session.ts';
import { useDomainText } from '../../../ui/use-domain-text.ts';
import { withdraw } from '../api.ts';
import { PageTitle } from '../components/page-title.tsx';

interface Values {
  companyName: string;
  userName: string;
  email: string;
  reasons: string[];
  descriptions: string;
}

const toInput = (values: Values): WithdrawalInput => ({
  companyName: values.companyName,
  userName: values.userName,
  email: values.email,
  reasonsForWithdrawal: { selections: values.reasons as never, descriptions: values.descriptions },
});

/** Field errors of the nested schema under the form's flat field names. */
function validate(values: Values) {
  const errors = schemaValidator(withdrawalSchema as never)(toInput(values)) as Record<string, string>;
  const flat: Record<string, string> = {};
  for (const [path, text] of Object.entries(errors)) {
    if (path.startsWith('reasonsForWithdrawal.selections')) flat.reasons ??= text;
    else if (path === 'reasonsForWithdrawal.descriptions') flat.descriptions = text;
    else flat[path] = text;
  }
  return flat;
}

/** /withdrawal (spec 2 Withdrawal, 3 questionnaire, 5, 7): the questionnaire, a confirmation, then withdrawal. */
export function WithdrawalPage() {
  const { t } = useTranslation('customer');
  const { m: message } = useDomainText();
  const session = useSession().data;
  if (session?.user.isSubAccount) {
    return (
      <Stack gap="lg" maw={760}>
        <PageTitle />
        <Alert color="gray" icon={<IconLock size={18} />}>
          {message('company.mainAccountOnly')}
        </Alert>
      </Stack>
    );
  }
  return (
    <Stack gap="lg" maw={760}>
      <PageTitle lead={t('withdrawal.lead')} />
      {session && (
        <WithdrawalForm
          initial={{
            companyName: session.company?.name ?? '',
            userName: session.user.displayName,
            email: session.user.email,
          }}
        />
      )}
    </Stack>
  );
}

function WithdrawalForm({ initial }: { initial: Pick<Values, 'companyName' | 'userName' | 'email'> }) {
  const { t } = useTranslation('customer');
  const router = useRouter();
  const [confirmOpened, confirm] = useDisclosure(false);
  const [submitting, setSubmitting] = useState(false);
  const [failed, setFailed] = useState(false);
  const form = useForm<Values>({
    initialValues: { ...initial, reasons: [], descriptions: '' },
    validate,
  });
  const lang = currentLanguage();

  const submit = async () => {
    setSubmitting(true);
    setFailed(false);
    try {
      await withdraw(toInput(form.getValues()));
      await router.navigate({ to: '/withdrawal/complete', replace: true });
    } catch {
      setFailed(true);
      setSubmitting(false);
    }
  };

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <form onSubmit={form.onSubmit(() => confirm.open())} noValidate>
        <Stack gap="md">
          <Alert color="orange" icon={<IconAlertTriangle size={18} />}>
            {t('withdrawal.warning')}
          </Alert>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput label={t('withdrawal.companyName')} required {...form.getInputProps('companyName')} />
            <TextInput label={t('withdrawal.userName')} required {...form.getInputProps('userName')} />
          </SimpleGrid>
          <TextInput
            label={t('withdrawal.email')}
            type="email"
            required
            autoComplete="email"
            {...form.getInputProps('email')}
          />
          <Checkbox.Group label={t('withdrawal.reasons')} withAsterisk {...form.getInputProps('reasons')}>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" mt="xs">
              {WITHDRAWAL_REASONS.map((reason) => (
                <Checkbox key={reason} value={reason} label={WITHDRAWAL_REASON_LABELS[reason][lang]} />
              ))}
            </SimpleGrid>
          </Checkbox.Group>
          <Textarea
            label={t('withdrawal.descriptions')}
            placeholder={t('withdrawal.descriptionsPlaceholder')}
            required
            autosize
            minRows={4}
            maxRows={10}
            {...form.getInputProps('descriptions')}
          />
          <Group justify="flex-end">
            <Button type="submit" color="red">
              {t('withdrawal.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
      <Modal opened={confirmOpened} onClose={confirm.close} title={t('withdrawal.confirmTitle')} centered>
        <Stack gap="md">
          <Text size="sm">{t('withdrawal.confirmText', { months: RESIGNUP_LOCKOUT_MONTHS })}</Text>
          {failed && <Alert color="red">{t('withdrawal.failed')}</Alert>}
          <Group justify="flex-end">
            <Button variant="default" onClick={confirm.close} disabled={submitting}>
              {t('trial.later')}
            </Button>
            <Button color="red" loading={submitting} onClick={() => void submit()}>
              {t('withdrawal.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}
