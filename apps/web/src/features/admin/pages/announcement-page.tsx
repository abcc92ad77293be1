import '../styles.ts';
import { ActionIcon, Button, Grid, Paper, Select, Stack, Text, Textarea, Tooltip } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { ANNOUNCEMENT_CATEGORIES } from '@refcheck/domain/enums';
import { announcementSchema } from '@refcheck/domain/schemas/announcement';
import { IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { schemaValidator } from '../../../i18n/domain-messages.ts';
import { FormTextInput } from '../../../ui/form-input.tsx';
import { Heading } from '../../../ui/heading.tsx';
import { useDomainText } from '../../../ui/use-domain-text.ts';
import { useRouteTitle } from '../../../ui/use-route-title.ts';
import { useSave } from '../../../ui/use-save.ts';
import {
  type Announcement,
  type AnnouncementInput,
  AnnouncementList,
  announcementKeys,
  deleteAnnouncement,
  postAnnouncement,
  useAnnouncements,
} from '../../announcements/index.ts';
import { ConfirmModal } from '../components/confirm-modal.tsx';

const today = () => {
  const d = new Date();
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}`;
};

/** /admin/announcement: the posting form and the list with delete (spec 2, 5, 8). */
export function AnnouncementPage() {
  const { t } = useTranslation(['admin', 'common']);
  const title = useRouteTitle();
  const { m: message } = useDomainText();
  const queryClient = useQueryClient();
  const list = useAnnouncements();
  const { saving, save: saveWith } = useSave();
  const [deleting, setDeleting] = useState<Announcement | null>(null);
  const form = useForm<AnnouncementInput>({
    mode: 'uncontrolled',
    initialValues: { category: '', title: '', date: today(), href: '', text: '' },
    validate: schemaValidator(announcementSchema as never),
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: announcementKeys.list });

  const submit = async (values: AnnouncementInput) => {
    await saveWith(() => postAnnouncement(values), {
      success: message('admin.announcementSaved'),
      afterSuccess: async () => {
        form.reset();
        await refresh();
      },
      failure: message('admin.announcementSaveFailed'),
    });
  };
  const remove = async (item: Announcement) => {
    setDeleting(null);
    try {
      await deleteAnnouncement(item.id);
      notifications.show({ color: 'teal', message: message('admin.announcementDeleted') });
    } catch {
      notifications.show({ color: 'red', message: message('admin.announcementDeleteFailed') });
    } finally {
      await refresh();
    }
  };

  return (
    <Stack gap="lg">
      <Heading order={1} title={title} />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Paper withBorder radius="md" p="lg">
            <form onSubmit={form.onSubmit(submit)} noValidate>
              <Stack gap="sm">
                <Heading order={2} title={t('announcements.formTitle')} />
                <Select
                  label={t('announcements.category')}
                  required
                  data={ANNOUNCEMENT_CATEGORIES.map((c) => ({
                    value: c,
                    label: t(`announcements.categories.${c}`),
                  }))}
                  key={form.key('category')}
                  {...form.getInputProps('category')}
                />
                <FormTextInput form={form} path="title" label={t('announcements.title')} required />
                <FormTextInput form={form} path="date" label={t('announcements.date')} type="date" required />
                <FormTextInput
                  form={form}
                  path="href"
                  label={t('announcements.href')}
                  type="url"
                  placeholder="https://"
                />
                <Textarea
                  label={t('announcements.text')}
                  required
                  autosize
                  minRows={4}
                  key={form.key('text')}
                  {...form.getInputProps('text')}
                />
                <Button type="submit" loading={saving} fullWidth>
                  {t('announcements.post')}
                </Button>
              </Stack>
            </form>
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Paper withBorder radius="md" p="lg">
            <Stack gap="sm">
              <Heading order={2} title={t('announcements.listTitle')} />
              <AnnouncementList
                items={list.data}
                loading={list.isPending}
                empty={t('announcements.empty')}
                actions={(item) => (
                  <Tooltip label={t('announcements.delete')}>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={`${t('announcements.delete')}: ${item.title}`}
                      onClick={() => setDeleting(item)}
                    >
                      <IconTrash size={18} />
                    </ActionIcon>
                  </Tooltip>
                )}
              />
              {list.isError && (
                <Text c="red" size="sm">
                  {t('common:errors.loadFailed')}
                </Text>
              )}
            </Stack>
          </Paper>
        </Grid.Col>
      </Grid>
      <ConfirmModal
        opened={deleting !== null}
        text={t('announcements.deleteConfirm', { title: deleting?.title ?? '' })}
        confirm={t('announcements.delete')}
        color="red"
        onConfirm={() => deleting && void remove(deleting)}
        onDismiss={() => setDeleting(null)}
      />
    </Stack>
  );
}
