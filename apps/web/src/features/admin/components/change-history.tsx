import { Skeleton, Text, Timeline } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime } from '../../../ui/format-date.ts';
import { type AdminChange, useClientChanges } from '../api/clients.ts';

const FIELDS = [
  'verified',
  'enabled',
  'allowedPlan',
  'riskEyesId',
  'sonar',
  'sonarSettings',
  'withdrawn',
  'recovered',
] as const;

/** The audit log of the operator's changes to a client: who, when, before → after. */
export function ChangeHistory({ clientId }: { clientId: string }) {
  const { t, i18n } = useTranslation('admin');
  const changes = useClientChanges(clientId);
  const lang = i18n.language;

  const value = (field: string, v: unknown): string => {
    if (v === null || v === undefined || v === '')
      return field === 'verified' ? t('state.unverified') : t('dialog.empty');
    if (typeof v === 'boolean') return v ? t('dialog.yes') : t('dialog.no');
    if (field === 'verified' && typeof v === 'string')
      return `${t('state.verified')} (${formatDate(v, lang)})`;
    if (field === 'sonarSettings' && typeof v === 'object') {
      const o = v as { baseUrl: string | null; hasPrimaryKey: boolean; hasSecondaryKey: boolean };
      const yesNo = (b: boolean) => (b ? t('dialog.keySet') : t('dialog.keyNotSet'));
      return t('dialog.sonarSummary', {
        baseUrl: o.baseUrl ?? t('dialog.globalBaseUrl'),
        primary: yesNo(o.hasPrimaryKey),
        secondary: yesNo(o.hasSecondaryKey),
      });
    }
    if (typeof v === 'object') {
      const o = v as { deletedAt?: string | null; bannedAt?: string | null };
      return o.deletedAt ? t('state.deleted') : o.bannedAt ? t('state.banned') : t('dialog.empty');
    }
    return String(v);
  };
  const label = (c: AdminChange) =>
    (FIELDS as readonly string[]).includes(c.field)
      ? t(`dialog.fields.${c.field as (typeof FIELDS)[number]}`)
      : c.field;

  if (changes.isPending) return <Skeleton height={60} />;
  if (!changes.data || changes.data.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('dialog.noHistory')}
      </Text>
    );
  }
  return (
    <Timeline bulletSize={12} lineWidth={2} data-testid="change-history">
      {changes.data.map((c) => (
        <Timeline.Item key={c.id}>
          <Text size="sm">
            {t('dialog.historyLine', {
              field: label(c),
              before: value(c.field, c.before),
              after: value(c.field, c.after),
            })}
          </Text>
          <Text size="xs" c="dimmed">
            {formatDateTime(c.at, lang)} ・ {c.actorEmail}
          </Text>
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
