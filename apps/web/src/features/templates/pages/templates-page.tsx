import '../styles.ts';
import {
  ActionIcon,
  Badge,
  Button,
  Card,
  Group,
  Menu,
  Modal,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { RANK_LABELS } from '@refcheck/domain/lists/enum-labels';
import { formatDeadline } from '@refcheck/domain/rules/dates';
import { mayDo } from '@refcheck/domain/rules/permissions';
import { IconDots, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../session/get-session.ts';
import { useDomainText } from '../../../ui/use-domain-text.ts';
import { type TemplateListItem, useDeleteTemplate, useTemplate, useTemplates } from '../api.ts';
import { TemplateDialog } from '../components/template-dialog.tsx';
import { useTemplateEvents } from '../use-template-events.ts';

/** Loads the template, then opens the dialog on it. */
function EditDialog({ id, onClose }: { id: string; onClose: () => void }) {
  const detail = useTemplate(id);
  return detail.data ? <TemplateDialog template={detail.data} onClose={onClose} /> : null;
}

/** /template_questions: the company's template question sets, newest first (spec 2, 3). */
export function TemplateQuestionsPage() {
  const { t } = useTranslation('templates');
  const { m, lang } = useDomainText();
  const session = useSession();
  const list = useTemplates();
  useTemplateEvents();
  const remove = useDeleteTemplate();
  const wide = useMediaQuery('(min-width: 768px)', true);
  const [dialog, setDialog] = useState<{ id: string | null } | null>(null);
  const [deleting, setDeleting] = useState<TemplateListItem | null>(null);
  // The main account and editor sub-accounts edit templates; HR staff read them (the server enforces it).
  const permission = session.data?.user.permission;
  const readOnly = !permission || !mayDo(permission, 'editTemplates');
  const rows = list.data ?? [];

  const confirmDelete = (row: TemplateListItem) =>
    remove.mutate(row.id, {
      onSuccess: () => {
        setDeleting(null);
        notifications.show({
          color: 'green',
          title: m('notify.success'),
          message: m('common.deleteSucceeded'),
        });
      },
      onError: () =>
        notifications.show({ color: 'red', title: m('notify.error'), message: m('common.deleteFailed') }),
    });

  const counts = (row: TemplateListItem) =>
    t('countsValue', { descriptions: row.descriptionCount, selections: row.selectionCount });
  const type = (row: TemplateListItem) => (
    <Badge variant="light" color={row.templateType === 'rookie' ? 'grape' : 'blue'}>
      {RANK_LABELS[row.templateType][lang]}
    </Badge>
  );
  const menu = (row: TemplateListItem) => (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={`${t('menu')} ${row.name}`} disabled={readOnly}>
          <IconDots size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => setDialog({ id: row.id })}>{t('edit')}</Menu.Item>
        <Menu.Item color="red" onClick={() => setDeleting(row)}>
          {t('delete')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Title order={1} size="h2">
            {t('title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('lead')}
          </Text>
        </Stack>
        <Tooltip label={m('company.mainAccountOnly')} disabled={!readOnly}>
          <Button
            leftSection={<IconPlus size={16} />}
            disabled={readOnly}
            onClick={() => setDialog({ id: null })}
          >
            {t('add')}
          </Button>
        </Tooltip>
      </Group>
      {readOnly && session.data && (
        <Text size="sm" c="dimmed">
          {m('company.mainAccountOnly')}
        </Text>
      )}
      {list.isPending ? (
        <Skeleton height={160} />
      ) : rows.length === 0 ? (
        <Card withBorder padding="xl">
          <Text c="dimmed" ta="center">
            {t('empty')}
          </Text>
        </Card>
      ) : wide ? (
        <Table striped highlightOnHover withTableBorder bg="var(--mantine-color-body)">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('name')}</Table.Th>
              <Table.Th>{t('type')}</Table.Th>
              <Table.Th>{t('counts')}</Table.Th>
              <Table.Th>{t('createdAt')}</Table.Th>
              <Table.Th w={48} />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.id}>
                <Table.Td fw={500}>{row.name}</Table.Td>
                <Table.Td>{type(row)}</Table.Td>
                <Table.Td>{counts(row)}</Table.Td>
                <Table.Td>{formatDeadline(new Date(row.createdAt), lang)}</Table.Td>
                <Table.Td>{menu(row)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      ) : (
        <Stack gap="sm">
          {rows.map((row) => (
            <Card key={row.id} withBorder padding="md">
              <Group justify="space-between" align="flex-start" wrap="nowrap">
                <Stack gap={4}>
                  <Text fw={700}>{row.name}</Text>
                  <Group gap="xs">
                    {type(row)}
                    <Text size="sm" c="dimmed">
                      {formatDeadline(new Date(row.createdAt), lang)}
                    </Text>
                  </Group>
                  <Text size="sm">{counts(row)}</Text>
                </Stack>
                {menu(row)}
              </Group>
            </Card>
          ))}
        </Stack>
      )}
      {dialog &&
        (dialog.id ? (
          <EditDialog id={dialog.id} onClose={() => setDialog(null)} />
        ) : (
          <TemplateDialog onClose={() => setDialog(null)} />
        ))}
      <Modal opened={deleting !== null} onClose={() => setDeleting(null)} title={t('deleteTitle')} centered>
        <Stack gap="md">
          <Text size="sm">{t('deleteText', { name: deleting?.name ?? '' })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setDeleting(null)}>
              {m('common.cancel')}
            </Button>
            <Button
              color="red"
              loading={remove.isPending}
              onClick={() => deleting && confirmDelete(deleting)}
            >
              {t('delete')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
