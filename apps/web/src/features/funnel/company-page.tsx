/** /company/funnel 「回答状況」: the company's funnel, time to complete and the checks stalled now (issue 36). */
import { Button, Group, Paper, Select, Table, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { RELATIONSHIPS } from '@refcheck/domain/enums';
import { RELATIONSHIP_LABELS } from '@refcheck/domain/lists/enum-labels';
import type { StalledActionResult } from '@refcheck/domain/schemas/referee-decline';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/api-error.ts';
import { formatDate } from '../../ui/format-date.ts';
import { useDomainText } from '../../ui/use-domain-text.ts';
import { useSave } from '../../ui/use-save.ts';
import { defaultRange, type StalledAction, stalledAction, useCompanyFunnel } from './api.ts';
import { FunnelFrame } from './funnel-view.tsx';

export function CompanyFunnelPage() {
  const { t, i18n } = useTranslation('funnel');
  const { lang } = useDomainText();
  const [range, setRange] = useState(defaultRange);
  const [relationship, setRelationship] = useState<string | null>(null);
  const [recruiterText, setRecruiterText] = useState('');
  const [recruiter] = useDebouncedValue(recruiterText.trim(), 400);
  const query = useCompanyFunnel(range, { relationship, recruiter });
  const filters = (
    <Group gap="sm" wrap="wrap" align="flex-end">
      <Select
        label={t('relationship')}
        placeholder={t('all')}
        clearable
        data={RELATIONSHIPS.map((r) => ({ value: r, label: RELATIONSHIP_LABELS[r][lang] }))}
        value={relationship}
        onChange={setRelationship}
        data-testid="funnel-relationship"
      />
      <TextInput
        label={t('recruiter')}
        placeholder={t('all')}
        value={recruiterText}
        onChange={(e) => setRecruiterText(e.currentTarget.value)}
        data-testid="funnel-recruiter"
      />
    </Group>
  );
  return (
    <FunnelFrame title={t('title')} range={range} onRange={setRange} query={query} filters={filters}>
      {(data) => (
        <Paper withBorder radius="md" p="md">
          <Title order={2} size="h4" mb="xs">
            {t('stalledTitle')}
          </Title>
          <Text size="sm" c="dimmed" mb="sm">
            {t('stalledNote')}
          </Text>
          {data.stalled.length === 0 ? (
            <Text data-testid="funnel-stalled-empty">{t('stalledNone')}</Text>
          ) : (
            <Table.ScrollContainer minWidth={480}>
              <Table data-testid="funnel-stalled">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">{t('candidate')}</Table.Th>
                    <Table.Th scope="col">{t('deadline')}</Table.Th>
                    <Table.Th scope="col">{t('pending')}</Table.Th>
                    <Table.Th scope="col">{t('actions')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.stalled.map((s) => (
                    <Table.Tr key={s.talentId}>
                      <Table.Td>{s.name}</Table.Td>
                      <Table.Td>{formatDate(s.deadline, i18n.language)}</Table.Td>
                      <Table.Td>
                        {s.pendingReferees}
                        {s.declinedReferees > 0 && ` (${t('declinedCount', { count: s.declinedReferees })})`}
                      </Table.Td>
                      <Table.Td>
                        <StalledActions
                          talentId={s.talentId}
                          name={s.name}
                          declined={s.declinedReferees > 0}
                        />
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </Paper>
      )}
    </FunnelFrame>
  );
}

/**
 * A stalled check's one-click actions; each is a save of its own (ui/use-save.ts: its button's loading, then what it
 * did or why not in a toast, then the funnel reloads); while one runs the others wait.
 */
function StalledActions({ talentId, name, declined }: { talentId: string; name: string; declined: boolean }) {
  const { t, i18n } = useTranslation('funnel');
  const queryClient = useQueryClient();
  const saves: Record<StalledAction, ReturnType<typeof useSave>> = {
    reminder: useSave(),
    deadline: useSave(),
    'replacement-request': useSave(),
  };
  const busy = Object.values(saves).some((s) => s.saving);
  const done = (action: StalledAction, r: StalledActionResult) =>
    action === 'reminder'
      ? t('remindDone', { count: r.count })
      : action === 'deadline'
        ? t('extendDone', { date: formatDate(r.deadline, i18n.language) })
        : t('askReplacementDone');
  const run = (action: StalledAction) =>
    saves[action].save(() => stalledAction(talentId, action), {
      success: (result) => done(action, result),
      afterSuccess: () => queryClient.invalidateQueries({ queryKey: ['company-funnel'] }),
      failure: (error) => (isApiError(error) ? error.message : t('actionFailed')),
    });
  const button = (action: StalledAction, label: string) => (
    <Button
      size="compact-sm"
      variant="light"
      loading={saves[action].saving}
      disabled={busy && !saves[action].saving}
      onClick={() => void run(action)}
      aria-label={`${label}（${name}）`}
      data-testid={`stalled-${action}`}
    >
      {label}
    </Button>
  );
  return (
    <Group gap="xs" wrap="wrap">
      {button('reminder', t('remindNow'))}
      {button('deadline', t('extend'))}
      {declined && button('replacement-request', t('askReplacement'))}
    </Group>
  );
}
