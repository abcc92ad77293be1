import { Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Heading } from '../../../ui/heading.tsx';
import { useDomainText } from '../../../ui/use-domain-text.ts';
import { FlowSkeleton } from '../../talent-flow/index.ts';
import { useConfirmRegainTrust } from '../api/calls.ts';
import { regainTrustKeys } from '../api/types.ts';
import { ExcuseItems } from '../components/excuse-items.tsx';
import { RegainTrustSteps } from '../components/steps.tsx';
import { useRegainSession } from '../use-regain-session.ts';
import { valuesOf } from '../values.ts';

/** /regain_trust/confirm: the explanations as they will be sent; sending sets excuseCompletedAt (once). */
export function RegainTrustConfirmPage() {
  const { t } = useTranslation('regainTrust');
  const { t: tl } = useTranslation('layout');
  const { m } = useDomainText();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { data } = useRegainSession();
  const confirm = useConfirmRegainTrust();
  useEffect(() => {
    if (data?.state === 'answered') void navigate({ to: '/regain_trust/complete', replace: true });
  }, [data, navigate]);
  if (!data || data.state === 'answered') return <FlowSkeleton />;

  const send = () =>
    confirm.mutate(valuesOf(data), {
      onSuccess: () => {
        queryClient.setQueryData(regainTrustKeys.me, { ...data, state: 'answered', canAnswer: false });
        notifications.show({ color: 'green', message: m('talent.regainTrustSent') });
        void navigate({ to: '/regain_trust/complete' });
      },
      onError: () => notifications.show({ color: 'red', message: m('talent.regainTrustFailed') }),
    });

  return (
    <Stack gap="lg">
      <RegainTrustSteps active={2} />
      <Heading order={1} title={tl('routes.regainTrustConfirm')} />
      <Text>{t('confirm.lead')}</Text>
      <ExcuseItems
        data={data}
        renderExcuse={(path, value, label) => (
          <Stack gap={2} key={path}>
            <Text size="xs" c="dimmed">
              {label}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} data-testid="regain-trust-excuse">
              {value}
            </Text>
          </Stack>
        )}
      />
      <Group grow>
        <Button variant="default" onClick={() => void navigate({ to: '/regain_trust/excuse' })}>
          {t('confirm.back')}
        </Button>
        <Button loading={confirm.isPending} onClick={send}>
          {t('confirm.send')}
        </Button>
      </Group>
    </Stack>
  );
}
