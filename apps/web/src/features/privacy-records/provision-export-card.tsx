import { Button, Group, Radio, TextInput } from '@mantine/core';
import { isMessageKey } from '@refcheck/domain/messages/catalog';
import {
  type ProvisionExportEncoding,
  provisionCsvFileName,
  provisionExportQuerySchema,
} from '@refcheck/domain/privacy/provision-records';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { SectionCard } from '../../ui/section-card.tsx';
import { useDomainText } from '../../ui/use-domain-text.ts';

/** Today and a month ago, as YYYY-MM-DD in Tokyo time (the export's default period). */
function defaultPeriod(now = new Date()) {
  const day = (offsetDays: number) =>
    new Date(now.getTime() + 9 * 3_600_000 + offsetDays * 86_400_000).toISOString().slice(0, 10);
  return { from: day(-30), to: day(0) };
}

/**
 * The export of the records of provision (APPI Arts. 29/30) as CSV for a period: in /config for a company's main
 * account (its own records) and on /admin/payment for the operator (every company's, or one company's by id).
 */
export function ProvisionExportCard({ operator = false }: { operator?: boolean }) {
  const { m } = useDomainText();
  const [period, setPeriod] = useState(defaultPeriod);
  const [encoding, setEncoding] = useState<ProvisionExportEncoding>('shift_jis');
  const [companyId, setCompanyId] = useState('');
  const query = {
    from: period.from,
    to: period.to,
    format: 'csv',
    encoding,
    ...(operator && companyId.trim() ? { companyId: companyId.trim() } : {}),
  };
  const parsed = provisionExportQuerySchema.safeParse(query);
  const errorOf = (field: string) => {
    if (parsed.success) return undefined;
    const issue = parsed.error.issues.find((i) => i.path[0] === field);
    if (!issue) return undefined;
    return m(isMessageKey(issue.message) ? issue.message : 'validation.invalid');
  };
  const url = `/api/provision-records?${new URLSearchParams(query as Record<string, string>)}`;

  return (
    <SectionCard
      data-testid="provision-export"
      title={m('privacyRecords.exportTitle')}
      lead={m('privacyRecords.exportLead')}
    >
      <Group align="flex-start" wrap="wrap">
        <TextInput
          type="date"
          label={m('privacyRecords.from')}
          w={180}
          value={period.from}
          onChange={(e) => setPeriod({ ...period, from: e.currentTarget.value })}
          error={errorOf('from')}
          data-testid="provision-from"
        />
        <TextInput
          type="date"
          label={m('privacyRecords.to')}
          w={180}
          value={period.to}
          onChange={(e) => setPeriod({ ...period, to: e.currentTarget.value })}
          error={errorOf('to')}
          data-testid="provision-to"
        />
        {operator && (
          <TextInput
            label={m('privacyRecords.companyId')}
            w={340}
            value={companyId}
            onChange={(e) => setCompanyId(e.currentTarget.value)}
            error={errorOf('companyId')}
            spellCheck={false}
          />
        )}
      </Group>
      <Radio.Group
        label={m('privacyRecords.encoding')}
        value={encoding}
        onChange={(value) => setEncoding(value as ProvisionExportEncoding)}
      >
        <Group mt={4}>
          <Radio value="shift_jis" label="Shift-JIS" />
          <Radio value="utf-8" label="UTF-8" />
        </Group>
      </Radio.Group>
      <Group>
        {/* A link has no disabled state: an invalid period shows a disabled button instead. */}
        {parsed.success ? (
          <Button
            component="a"
            href={url}
            download={provisionCsvFileName(period)}
            leftSection={<IconDownload size={16} />}
            data-testid="provision-download"
          >
            {m('privacyRecords.download')}
          </Button>
        ) : (
          <Button disabled leftSection={<IconDownload size={16} />} data-testid="provision-download">
            {m('privacyRecords.download')}
          </Button>
        )}
      </Group>
    </SectionCard>
  );
}
