import '../styles.ts';
import {
  ActionIcon,
  Badge,
  Button,
  Card,
  Group,
  Menu,
  Modal,
  NativeSelect,
  Skeleton,
  Stack,
  Switch,
  Table,
  Text,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { subAccountFormSchema } from '@refcheck/domain/schemas/index';
import { IconDots, IconPlus } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/api-error.ts';
import { schemaValidator, useDomainMessage } from '../../../i18n/domain-messages.ts';
import { useSession } from '../../../session/get-session.ts';
import { formatDate } from '../../../ui/format-date.ts';
import {
  addSubAccount,
  deleteSubAccount,
  editSubAccount,
  resendSubAccountMail,
  type SubAccount,
  type SubAccountInput,
  setSubAccountEnabled,
  setSubAccountPermission,
  subAccountKeys,
  useSubAccounts,
} from '../api/sub-accounts.ts';

function AccountDialog(props: {
  opened: boolean;
  editing: SubAccount | null;
  taken: string[];
  onClose: () => void;
}) {
  const { t } = useTranslation(['auth', 'common']);
  const message = useDomainMessage();
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState(false);
  const form = useForm<SubAccountInput>({
    mode: 'uncontrolled',
    initialValues: {
      name: props.editing?.name ?? '',
      email: props.editing?.email ?? '',
      department: props.editing?.department ?? '',
    },
    validate: schemaValidator(subAccountFormSchema({ takenEmails: props.taken }) as never),
  });

  const submit = async (values: SubAccountInput) => {
    setSaving(true);
    try {
      if (props.editing) await editSubAccount(props.editing.id, values);
      else await addSubAccount(values);
      notifications.show({ color: 'teal', message: t('accounts.saved') });
      await queryClient.invalidateQueries({ queryKey: subAccountKeys.list });
      props.onClose();
    } catch (error) {
      if (isApiError(error) && error.code === 'emailAlreadyUsed') {
        form.setFieldError('email', message('company.subAccountEmailAlreadyUsed'));
        return;
      }
      // Another company's (or the operator's) address: sign-up's neutral answer, nothing mailed.
      if (isApiError(error) && error.code === 'emailAlreadyInUse') {
        form.setFieldError('email', message('auth.emailAlreadyInUse'));
        return;
      }
      notifications.show({ color: 'red', message: message('company.subAccountNetworkError') });
      // Spec 8: a failed add closes the dialog.
      if (!props.editing) props.onClose();
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={props.editing ? t('accounts.editTitle') : t('accounts.addTitle')}
      size="45rem"
    >
      <form onSubmit={form.onSubmit(submit)} noValidate>
        <Stack gap="md">
          <TextInput
            label={t('accounts.name')}
            required
            key={form.key('name')}
            {...form.getInputProps('name')}
          />
          <TextInput
            label={t('login.email')}
            type="email"
            required
            key={form.key('email')}
            {...form.getInputProps('email')}
          />
          <TextInput
            label={t('accounts.department')}
            required
            key={form.key('department')}
            {...form.getInputProps('department')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={props.onClose}>
              {t('common:actions.cancel')}
            </Button>
            <Button type="submit" loading={saving}>
              {props.editing ? t('accounts.save') : t('accounts.add')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** /company/accounts: the company's sub-accounts (spec 2, 4, 6, 8). */
export function AccountsPage() {
  const { t, i18n } = useTranslation(['auth', 'common']);
  const message = useDomainMessage();
  const queryClient = useQueryClient();
  const session = useSession();
  const list = useSubAccounts();
  const wide = useMediaQuery('(min-width: 768px)', true);
  const [dialog, setDialog] = useState<{ editing: SubAccount | null } | null>(null);
  const [deleting, setDeleting] = useState<SubAccount | null>(null);
  const readOnly = session.data?.user.isSubAccount !== false;
  const refresh = () => queryClient.invalidateQueries({ queryKey: subAccountKeys.list });

  const toggle = async (row: SubAccount, enabled: boolean) => {
    try {
      await setSubAccountEnabled(row.id, enabled);
      await refresh();
    } catch {
      notifications.show({ color: 'red', message: message('company.subAccountToggleFailed') });
    }
  };
  const changePermission = async (row: SubAccount, permission: SubAccount['permission']) => {
    try {
      await setSubAccountPermission(row.id, permission);
      notifications.show({ color: 'teal', message: t('accounts.permissionSaved') });
      await refresh();
    } catch {
      notifications.show({ color: 'red', message: t('accounts.permissionFailed') });
    }
  };
  const permissionSelect = (row: SubAccount) => (
    <NativeSelect
      size="xs"
      aria-label={`${t('accounts.permission')}：${row.name}`}
      value={row.permission}
      disabled={readOnly}
      data={[
        { value: 'staff', label: t('accounts.permissionStaff') },
        { value: 'editor', label: t('accounts.permissionEditor') },
      ]}
      onChange={(event) => void changePermission(row, event.currentTarget.value as SubAccount['permission'])}
      data-testid="sub-account-permission"
    />
  );
  const resend = async (row: SubAccount) => {
    try {
      await resendSubAccountMail(row.id);
      notifications.show({ color: 'teal', message: message('company.mailSendSucceeded') });
    } catch {
      notifications.show({ color: 'red', message: message('company.subAccountNetworkError') });
    }
  };
  const remove = async (row: SubAccount) => {
    try {
      await deleteSubAccount(row.id);
      setDeleting(null);
      notifications.show({ color: 'teal', message: message('common.deleteSucceeded') });
      await refresh();
    } catch {
      notifications.show({ color: 'red', message: message('company.subAccountDeleteFailed') });
    }
  };

  const status = (row: SubAccount) =>
    !row.hasUser ? (
      <Badge color="yellow" variant="light">
        {t('accounts.invited')}
      </Badge>
    ) : row.enabled ? (
      <Badge color="teal" variant="light">
        {t('accounts.active')}
      </Badge>
    ) : (
      <Badge color="gray" variant="light">
        {t('accounts.disabled')}
      </Badge>
    );

  const enableSwitch = (row: SubAccount) => (
    <Switch
      aria-label={t('accounts.enabled')}
      checked={row.enabled}
      disabled={readOnly || !row.hasUser}
      onChange={(event) => void toggle(row, event.currentTarget.checked)}
    />
  );

  const menu = (row: SubAccount) => (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={t('accounts.menu')} disabled={readOnly}>
          <IconDots size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => setDialog({ editing: row })}>{t('accounts.edit')}</Menu.Item>
        <Menu.Item disabled={row.hasUser} onClick={() => void resend(row)}>
          {t('accounts.resend')}
        </Menu.Item>
        <Menu.Item color="red" onClick={() => setDeleting(row)}>
          {t('accounts.delete')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );

  const rows = list.data ?? [];
  const lang = i18n.language;

  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={1} size="h2">
          {t('accounts.title')}
        </Title>
        <Tooltip label={message('company.mainAccountOnly')} disabled={!readOnly}>
          <Button
            leftSection={<IconPlus size={16} />}
            disabled={readOnly}
            onClick={() => setDialog({ editing: null })}
          >
            {t('accounts.add')}
          </Button>
        </Tooltip>
      </Group>
      {readOnly && session.data && (
        <Text size="sm" c="dimmed">
          {message('company.mainAccountOnly')}
        </Text>
      )}
      <Text size="sm" c="dimmed">
        {t('accounts.permissionHelp')}
      </Text>
      {list.isPending ? (
        <Skeleton height={160} />
      ) : rows.length === 0 ? (
        <Text c="dimmed">{t('accounts.empty')}</Text>
      ) : wide ? (
        <Table striped highlightOnHover withTableBorder bg="var(--mantine-color-body)">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('accounts.name')}</Table.Th>
              <Table.Th>{t('accounts.registered')}</Table.Th>
              <Table.Th>{t('login.email')}</Table.Th>
              <Table.Th>{t('accounts.department')}</Table.Th>
              <Table.Th>{t('accounts.permission')}</Table.Th>
              <Table.Th>{t('accounts.enabled')}</Table.Th>
              <Table.Th>{t('accounts.status')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.id}>
                <Table.Td>{row.name}</Table.Td>
                <Table.Td>{formatDate(row.createdAt, lang)}</Table.Td>
                <Table.Td>{row.email}</Table.Td>
                <Table.Td>{row.department}</Table.Td>
                <Table.Td>{permissionSelect(row)}</Table.Td>
                <Table.Td>{enableSwitch(row)}</Table.Td>
                <Table.Td>{status(row)}</Table.Td>
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
                <Stack gap={2}>
                  <Text fw={700}>{row.name}</Text>
                  <Text size="sm">{row.email}</Text>
                  <Text size="sm" c="dimmed">
                    {row.department} ・ {formatDate(row.createdAt, lang)}
                  </Text>
                  <Group gap="xs" mt={4}>
                    {status(row)}
                    {enableSwitch(row)}
                  </Group>
                  <div>{permissionSelect(row)}</div>
                </Stack>
                {menu(row)}
              </Group>
            </Card>
          ))}
        </Stack>
      )}
      {dialog && (
        <AccountDialog
          opened
          editing={dialog.editing}
          taken={rows.filter((r) => r.id !== dialog.editing?.id).map((r) => r.email)}
          onClose={() => setDialog(null)}
        />
      )}
      <Modal opened={deleting !== null} onClose={() => setDeleting(null)} title={t('accounts.deleteTitle')}>
        <Stack gap="md">
          <Text size="sm">{t('accounts.deleteText', { name: deleting?.name ?? '' })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setDeleting(null)}>
              {t('common:actions.cancel')}
            </Button>
            <Button color="red" onClick={() => deleting && void remove(deleting)}>
              {t('accounts.delete')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
