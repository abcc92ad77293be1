import '../styles.ts';
import { ActionIcon, Badge, Card, Group, Menu, Skeleton, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { RANK_LABELS } from '@refcheck/domain/lists/enum-labels';
import { formatDeadline } from '@refcheck/domain/rules/dates';
import { mayDo } from '@refcheck/domain/rules/permissions';
import { IconDots } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../session/get-session.ts';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { Heading } from '../../../ui/heading.tsx';
import { MainAccountAction, MainAccountNote } from '../../../ui/main-account-action.tsx';
import { TableOrCards } from '../../../ui/table-or-cards.tsx';
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
          <Heading order={1} title={t('title')} lead={t('lead')} />
        </Stack>
        <MainAccountAction readOnly={readOnly} onClick={() => setDialog({ id: null })}>
          {t('add')}
        </MainAccountAction>
      </Group>
      <MainAccountNote show={readOnly && !!session.data} />
      {list.isPending ? (
        <Skeleton height={160} />
      ) : rows.length === 0 ? (
        <Card withBorder padding="xl">
          <Text c="dimmed" ta="center">
            {t('empty')}
          </Text>
        </Card>
      ) : (
        <TableOrCards
          wide={wide}
          rows={rows}
          head={[t('name'), t('type'), t('counts'), t('createdAt')]}
          menuWidth={48}
          cells={(row) => (
            <>
              <Table.Td fw={500}>{row.name}</Table.Td>
              <Table.Td>{type(row)}</Table.Td>
              <Table.Td>{counts(row)}</Table.Td>
              <Table.Td>{formatDeadline(new Date(row.createdAt), lang)}</Table.Td>
            </>
          )}
          card={(row) => (
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
          )}
          menu={menu}
        />
      )}
      {dialog &&
        (dialog.id ? (
          <EditDialog id={dialog.id} onClose={() => setDialog(null)} />
        ) : (
          <TemplateDialog onClose={() => setDialog(null)} />
        ))}
      <ConfirmDialog
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t('deleteTitle')}
        centered
        text={t('deleteText', { name: deleting?.name ?? '' })}
        cancel={m('common.cancel')}
        confirm={t('delete')}
        loading={remove.isPending}
        onConfirm={() => deleting && confirmDelete(deleting)}
      />
    </Stack>
  );
}
