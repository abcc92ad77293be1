import '../styles.ts';
import { Alert, Badge, Button, Group, List, Modal, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { MINIMUM_TERM_MONTHS } from '@refcheck/domain/billing/contract';
import { planPagePrices } from '@refcheck/domain/billing/pricing';
import { RESIGNUP_LOCKOUT_MONTHS, TRIAL_DAYS } from '@refcheck/domain/rules/constants';
import { IconCheck, IconClock } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { authKeys } from '../../../session/keys.ts';
import { Heading } from '../../../ui/heading.tsx';
import { useDomainText } from '../../../ui/use-domain-text.ts';
import { customerKeys, orderStandardPlan, type PlanStatus, usePlan } from '../api.ts';
import { PageTitle } from '../components/page-title.tsx';

const yen = (amount: number) => amount.toLocaleString('ja-JP');

/** /company/plan (spec 2 Plan page, 4 plan transitions, 8, 9): the plans side by side and the standard order. */
export function PlanPage() {
  const { t } = useTranslation('customer');
  const plan = usePlan();
  const status = plan.data?.planStatus;
  return (
    <Stack gap="lg">
      <PageTitle lead={t('plan.lead')} />
      {status === 'PLAN_STATUS_ORDERING_STANDARD' && (
        <PendingNotice orderedAt={plan.data?.orderedAt ?? null} />
      )}
      {status && <Plans status={status} />}
      <ContractTerms />
    </Stack>
  );
}

function PendingNotice({ orderedAt }: { orderedAt: string | null }) {
  const { t, i18n } = useTranslation('customer');
  const { m: message } = useDomainText();
  return (
    <Alert
      color="blue"
      icon={<IconClock size={18} />}
      title={message('company.planOrderSucceeded')}
      data-testid="plan-pending"
    >
      <Stack gap={4}>
        <Text size="sm">{message('company.planOrderPending')}</Text>
        {orderedAt && (
          <Text size="xs" c="dimmed">
            {t('plan.orderedAt', {
              date: new Date(orderedAt).toLocaleString(i18n.language === 'jp' ? 'ja-JP' : i18n.language, {
                timeZone: 'Asia/Tokyo',
              }),
            })}
          </Text>
        )}
      </Stack>
    </Alert>
  );
}

function PriceRow({
  label,
  amount,
  unit,
  note,
}: {
  label: string;
  amount: number;
  unit: string;
  note?: string;
}) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm" align="baseline">
      <Text size="sm">
        {label}
        {note && (
          <Text span size="xs" c="dimmed" ml={6}>
            {note}
          </Text>
        )}
      </Text>
      <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
        {yen(amount)}
        {unit}
      </Text>
    </Group>
  );
}

function PlanCard(props: {
  name: string;
  text: string;
  monthly: number;
  current: boolean;
  pending?: boolean;
  children: ReactNode;
  action?: ReactNode;
  testId: string;
}) {
  const { t } = useTranslation('customer');
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      data-testid={props.testId}
      style={props.current ? { borderColor: 'var(--mantine-color-brand-6)', borderWidth: 2 } : undefined}
    >
      <Stack gap="md" h="100%">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Heading order={2} title={props.name} />
          {props.current && (
            <Badge color="brand" variant="filled" radius="sm">
              {t('plan.current')}
            </Badge>
          )}
          {props.pending && (
            <Badge color="blue" variant="light" radius="sm">
              {t('plan.pending')}
            </Badge>
          )}
        </Group>
        <Text size="sm" c="dimmed" mih={40}>
          {props.text}
        </Text>
        <Group gap={4} align="baseline">
          <Text fz={32} fw={800} lh={1}>
            {yen(props.monthly)}
          </Text>
          <Text size="sm" c="dimmed">
            {t('plan.perMonth')}〜
          </Text>
        </Group>
        <Stack gap={6}>{props.children}</Stack>
        {props.action && <Group mt="auto">{props.action}</Group>}
      </Stack>
    </Paper>
  );
}

function Plans({ status }: { status: PlanStatus }) {
  const { t } = useTranslation('customer');
  const { m: message } = useDomainText();
  const queryClient = useQueryClient();
  const [confirmOpened, confirm] = useDisclosure(false);
  const [ordering, setOrdering] = useState(false);
  const [failed, setFailed] = useState(false);
  const prices = planPagePrices();
  const perMonth = t('plan.perMonth');
  const each = t('plan.yen');

  const order = async () => {
    setOrdering(true);
    setFailed(false);
    try {
      const next = await orderStandardPlan();
      queryClient.setQueryData(customerKeys.plan, next);
      await queryClient.invalidateQueries({ queryKey: authKeys.session });
      confirm.close();
    } catch {
      setFailed(true);
    } finally {
      setOrdering(false);
    }
  };

  return (
    <>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <PlanCard
          testId="plan-light"
          name={t('plan.light')}
          text={t('plan.lightText')}
          monthly={prices.basePerMonth}
          current={status !== 'PLAN_STATUS_STANDARD'}
        >
          <PriceRow label={t('plan.base')} amount={prices.basePerMonth} unit={perMonth} />
          <PriceRow label={t('plan.perAccount')} amount={prices.perHrAccount} unit={perMonth} />
        </PlanCard>
        <PlanCard
          testId="plan-standard"
          name={t('plan.standard')}
          text={t('plan.standardText')}
          monthly={prices.basePerMonth + prices.riskOptionPerMonth}
          current={status === 'PLAN_STATUS_STANDARD'}
          pending={status === 'PLAN_STATUS_ORDERING_STANDARD'}
          action={
            status === 'PLAN_STATUS_LIGHT' ? (
              <Button fullWidth onClick={confirm.open}>
                {t('plan.order')}
              </Button>
            ) : undefined
          }
        >
          <PriceRow label={t('plan.base')} amount={prices.basePerMonth} unit={perMonth} />
          <PriceRow label={t('plan.perAccount')} amount={prices.perHrAccount} unit={perMonth} />
          <PriceRow label={t('plan.riskOption')} amount={prices.riskOptionPerMonth} unit={perMonth} />
          <PriceRow
            label={t('plan.newspaperSearch')}
            note={t('plan.metered')}
            amount={prices.newspaperSearchFee}
            unit={each}
          />
          <PriceRow
            label={t('plan.webSearch')}
            note={t('plan.metered')}
            amount={prices.webSearchFee}
            unit={each}
          />
        </PlanCard>
      </SimpleGrid>
      <Modal opened={confirmOpened} onClose={confirm.close} title={t('plan.confirmTitle')} centered>
        <Stack gap="md">
          <Text size="sm">{t('plan.confirmText')}</Text>
          {failed && (
            <Alert color="red" data-testid="plan-order-failed">
              {message('company.planOrderFailed')}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={confirm.close}>
              {t('trial.later')}
            </Button>
            <Button loading={ordering} onClick={() => void order()}>
              {t('plan.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

function ContractTerms() {
  const { t } = useTranslation('customer');
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="sm">
        <Heading order={2} size="h5" title={t('plan.termsTitle')} />
        <List
          size="sm"
          spacing={6}
          icon={<IconCheck size={16} color="var(--mantine-color-brand-6)" aria-hidden />}
        >
          <List.Item>{t('plan.termCard', { months: MINIMUM_TERM_MONTHS.card })}</List.Item>
          <List.Item>{t('plan.termInvoice', { months: MINIMUM_TERM_MONTHS.invoice })}</List.Item>
          <List.Item>{t('plan.noProration')}</List.Item>
          <List.Item>{t('plan.trial', { days: TRIAL_DAYS })}</List.Item>
          <List.Item>{t('plan.lockout', { months: RESIGNUP_LOCKOUT_MONTHS })}</List.Item>
        </List>
      </Stack>
    </Paper>
  );
}
