import { Alert, Button, Group, Modal, Paper, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { formatDeadline } from '@refcheck/domain/rules/dates';
import { isFollowUpDeadlineValid } from '@refcheck/domain/rules/regain-trust';
import { followUpSchema } from '@refcheck/domain/schemas/follow-up';
import { fieldErrors } from '@refcheck/domain/schemas/localize';
import { IconClock, IconMailForward, IconMessageCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Heading } from '../../../ui/heading.tsx';
import { useDomainText } from '../../../ui/use-domain-text.ts';
import type { Report } from '../api/get-report.ts';
import { type AnswerKey, splitAnswerKey } from './answer-key.ts';
import { useSendRegainTrust } from './send-request.ts';

/** The date input's day → the end of that day in Tokyo. */
const deadlineIso = (day: string) => (day ? `${day}T23:59:59+09:00` : '');

/**
 * The regain-trust request on the report: the form until it is sent (once only, main account), then a disabled
 * "waiting for the candidate" or "answered" button, and the company's own question with its explanation.
 */
export function RegainTrustCard({
  report,
  picked,
  isSubAccount,
  onSent,
}: {
  report: Report;
  picked: ReadonlySet<AnswerKey>;
  isSubAccount: boolean;
  onSent: () => void;
}) {
  const { t } = useTranslation('regainTrust');
  const { m, lang } = useDomainText();
  const rt = report.regainTrust;
  const date = (iso: string | null) => (iso ? formatDeadline(new Date(iso), lang) : '');
  return (
    <Paper withBorder p="lg" radius="md" data-testid="regain-trust-card">
      <Stack gap="md">
        <Heading order={2} title={t('request.title')} />
        {rt.state === 'notSent' ? (
          isSubAccount ? (
            <Alert color="gray">{t('request.subAccount')}</Alert>
          ) : (
            <RequestForm report={report} picked={picked} onSent={onSent} />
          )
        ) : (
          <>
            <Group gap="md" wrap="wrap">
              <Button
                disabled
                leftSection={
                  rt.state === 'waiting' ? <IconClock size={18} /> : <IconMessageCheck size={18} />
                }
                data-testid="regain-trust-state"
              >
                {rt.state === 'waiting' ? m('company.regainTrustWaiting') : m('company.regainTrustAnswered')}
              </Button>
              <Text size="sm" c="dimmed">
                {t('request.sentAt', { date: date(rt.createdAt), deadline: date(rt.deadline) })}
                {rt.completedAt ? `　${t('request.answeredAt', { date: date(rt.completedAt) })}` : ''}
              </Text>
            </Group>
            {rt.fromCompany && (
              <Stack gap={4}>
                <Text size="sm" fw={700}>
                  {t('request.companyQuestion')}
                </Text>
                <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                  {rt.fromCompany.text}
                </Text>
                {rt.state === 'answered' && (
                  <Paper bg="blue.0" p="xs" radius="sm" data-testid="report-explanation">
                    <Text size="xs" c="blue.8" fw={700}>
                      {t('request.explanation')}
                    </Text>
                    <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                      {rt.fromCompany.excuse}
                    </Text>
                  </Paper>
                )}
              </Stack>
            )}
          </>
        )}
      </Stack>
    </Paper>
  );
}

function RequestForm({
  report,
  picked,
  onSent,
}: {
  report: Report;
  picked: ReadonlySet<AnswerKey>;
  onSent: () => void;
}) {
  const { t } = useTranslation('regainTrust');
  const { m, lang } = useDomainText();
  const send = useSendRegainTrust(report.talent.id);
  const [day, setDay] = useState('');
  const [question, setQuestion] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [confirming, setConfirming] = useState(false);
  const anyAnswered = report.referees.some(
    (r) => Object.keys(r.descriptions).length > 0 || Object.keys(r.selections).length > 0,
  );
  const body = () => ({
    excuseDeadline: deadlineIso(day),
    fromCompanyText: question,
    items: [...picked].map(splitAnswerKey),
  });

  const check = () => {
    const result = followUpSchema.safeParse(body());
    const next = result.success ? {} : fieldErrors(result.error, lang);
    if (result.success && !isFollowUpDeadlineValid(result.data.excuseDeadline, new Date())) {
      next.excuseDeadline = m('validation.followUpDeadlinePast');
    }
    setErrors(next);
    if (Object.keys(next).length === 0) setConfirming(true);
  };

  const submit = () =>
    send.mutate(body(), {
      onSuccess: () => {
        setConfirming(false);
        onSent();
        notifications.show({
          color: 'green',
          title: m('notify.success'),
          message: m('company.mailSendSucceeded'),
        });
      },
      onError: () => {
        setConfirming(false);
        notifications.show({ color: 'red', title: m('notify.error'), message: m('company.mailSendFailed') });
      },
    });

  return (
    <Stack gap="sm">
      <Text size="sm">{t('request.lead')}</Text>
      <Text size="sm" fw={700} data-testid="regain-trust-picked">
        {picked.size > 0
          ? t('request.picked', { count: picked.size })
          : anyAnswered
            ? t('request.nonePicked')
            : t('request.noAnswers')}
      </Text>
      {errors.items && (
        <Text size="sm" c="red">
          {errors.items}
        </Text>
      )}
      <Textarea
        label={t('request.companyQuestion')}
        placeholder={t('request.companyQuestionPlaceholder')}
        autosize
        minRows={2}
        maxLength={2000}
        value={question}
        onChange={(e) => setQuestion(e.currentTarget.value)}
        error={errors.fromCompanyText}
      />
      <TextInput
        type="date"
        label={t('request.deadline')}
        withAsterisk
        maw={260}
        value={day}
        onChange={(e) => setDay(e.currentTarget.value)}
        error={errors.excuseDeadline}
      />
      <Group>
        <Button leftSection={<IconMailForward size={18} />} onClick={check}>
          {t('request.send')}
        </Button>
      </Group>
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('request.confirmTitle')}
        centered
      >
        <Stack>
          <Text>{m('common.confirmSend')}</Text>
          <Text size="sm" c="dimmed">
            {t('request.confirmNote')}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {m('common.cancel')}
            </Button>
            <Button loading={send.isPending} onClick={submit}>
              {m('common.send')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
