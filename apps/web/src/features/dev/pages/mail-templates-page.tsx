import {
  Alert,
  Box,
  Group,
  Paper,
  SegmentedControl,
  Select,
  Skeleton,
  Stack,
  Tabs,
  Text,
} from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Heading } from '../../../ui/heading.tsx';
import { type MailAudience, useMailTemplates, useRenderedMail } from '../api/get-mail-templates.ts';
import { MailText } from '../components/mail-text.tsx';

const LANGUAGES = ['jp', 'en', 'cn'] as const;
type Language = (typeof LANGUAGES)[number];
const AUDIENCES: MailAudience[] = ['candidate', 'referee', 'company', 'operator'];

function initial() {
  const search = new URLSearchParams(window.location.search);
  const language = search.get('language');
  return {
    template: search.get('template'),
    language: (LANGUAGES as readonly string[]).includes(language ?? '') ? (language as Language) : 'jp',
  };
}

/** /dev/outbox/templates: every mail template rendered with sample data, in jp, en and cn (not in production). */
export function MailTemplatesPage() {
  const { t } = useTranslation(['mail', 'layout', 'common', 'dev']);
  const [state, setState] = useState(initial);
  const templates = useMailTemplates();
  const selected = state.template ?? templates.data?.[0]?.name ?? null;
  const mail = useRenderedMail(selected, state.language);
  const [height, setHeight] = useState(640);

  const data = AUDIENCES.map((audience) => ({
    group: t(`templates.audience.${audience}`),
    items: (templates.data ?? []).filter((x) => x.audience === audience).map((x) => x.name),
  })).filter((g) => g.items.length > 0);

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Heading order={1} title={t('layout:routes.devMailTemplates')} lead={t('templates.lead')} />
      </Stack>
      {templates.error ? (
        <Alert color="gray" variant="light" icon={<IconAlertTriangle size={20} />}>
          {t('dev:outbox.unavailable')}
        </Alert>
      ) : (
        <Group gap="md" align="flex-end" wrap="wrap">
          <Select
            label={t('templates.template')}
            data={data}
            value={selected}
            onChange={(template) => template && setState((s) => ({ ...s, template }))}
            allowDeselect={false}
            searchable
            w={{ base: '100%', xs: 320 }}
          />
          <SegmentedControl
            value={state.language}
            onChange={(language) => setState((s) => ({ ...s, language: language as Language }))}
            data={LANGUAGES.map((value) => ({ value, label: t(`languages.${value}`) }))}
          />
        </Group>
      )}
      {mail.data ? (
        <Paper withBorder radius="md" p={{ base: 0, xs: 'sm' }} data-testid="mail-preview">
          <Box px="sm" py="xs">
            <Text size="xs" c="dimmed">
              {t('templates.subject')}
            </Text>
            <Text fw={600} data-testid="mail-preview-subject">
              {mail.data.subject}
            </Text>
          </Box>
          <Tabs defaultValue="html" keepMounted={false}>
            <Tabs.List px="sm">
              <Tabs.Tab value="html">{t('dev:outbox.html')}</Tabs.Tab>
              <Tabs.Tab value="text">{t('dev:outbox.text')}</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="html" pt="sm">
              {/* The mail's HTML without scripts; same origin only so its height can be read. */}
              <iframe
                key={`${mail.data.name}-${mail.data.language}`}
                title={mail.data.subject}
                sandbox="allow-same-origin"
                srcDoc={mail.data.html}
                onLoad={(event) => {
                  const doc = event.currentTarget.contentDocument;
                  if (doc) setHeight(doc.documentElement.scrollHeight + 8);
                }}
                style={{ width: '100%', height, border: 0, display: 'block', background: '#f1f4f9' }}
              />
            </Tabs.Panel>
            <Tabs.Panel value="text" p="sm">
              <MailText text={mail.data.text} />
            </Tabs.Panel>
          </Tabs>
        </Paper>
      ) : (
        !templates.error && <Skeleton height={480} />
      )}
    </Stack>
  );
}
