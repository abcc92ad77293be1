import '../styles.ts';
import {
  ActionIcon,
  Badge,
  Button,
  Group,
  Menu,
  Modal,
  NativeSelect,
  Skeleton,
  Stack,
  Switch,
  Table,
  Text,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { subAccountFormSchema } from '@refcheck/domain/schemas/index';
import { IconDots } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/api-error.ts';
import { schemaValidator } from '../../../i18n/domain-messages.ts';
import { useSession } from '../../../session/get-session.ts';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { FormTextInput } from '../../../ui/form-input.tsx';
import { formatDate } from '../../../ui/format-date.ts';
import { Heading } from '../../../ui/heading.tsx';
import { MainAccountAction, MainAccountNote } from '../../../ui/main-account-action.tsx';
import { TableOrCards } from '../../../ui/table-or-cards.tsx';
import { useDomainText } from '../../../ui/use-domain-text.ts';
import { useSave } from '../../../ui/use-save.ts';
import { EndUserSessionsDialog } from '../../sessions/index.ts';
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
import { useAccountEvents } from '../use-account-events.ts';

function AccountDialog(props: {
  opened: boolean;
  editing: SubAccount | null;
  taken: string[];
  onClose: () => void;
}) {
  const { t } = useTranslation(['auth', 'common']);
  const { m: message } = useDomainText();
  const queryClient = useQueryClient();
  const { saving, save: saveWith } = useSave();
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
    // On the form, nothing else: the address is this company's, or another company's (or the operator's: sign-up's
    // neutral answer, nothing mailed).
    const emailError = (error: unknown) =>
      isApiError(error) && error.code === 'emailAlreadyUsed'
        ? message('company.subAccountEmailAlreadyUsed')
        : isApiError(error) && error.code === 'emailAlreadyInUse'
          ? message('auth.emailAlreadyInUse')
          : undefined;
    await saveWith(() => (props.editing ? editSubAccount(props.editing.id, values) : addSubAccount(values)), {
      success: t('accounts.saved'),
      afterSuccess: async () => {
        await queryClient.invalidateQueries({ queryKey: subAccountKeys.list });
        props.onClose();
      },
      failure: (error) => {
        const onField = emailError(error);
        if (onField === undefined) return message('company.subAccountNetworkError');
        form.setFieldError('email', onField);
        return undefined;
      },
      // Spec 8: a failed add closes the dialog.
      afterFailure: (error) => emailError(error) === undefined && !props.editing && props.onClose(),
    });
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
          <FormTextInput form={form} path="name" label={t('accounts.name')} required />
          <FormTextInput form={form} path="email" label={t('login.email')} type="email" required />
          <FormTextInput form={form} path="department" label={t('accounts.department')} required />
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
  const { t, i18n } = useTranslation(['auth', 'common', 'sessions']);
  const { m: message } = useDomainText();
  const queryClient = useQueryClient();
  const session = useSession();
  const list = useSubAccounts();
  useAccountEvents();
  const wide = useMediaQuery('(min-width: 768px)', true);
  const [dialog, setDialog] = useState<{ editing: SubAccount | null } | null>(null);
  const [deleting, setDeleting] = useState<SubAccount | null>(null);
  const [endingSessions, setEndingSessions] = useState<SubAccount | null>(null);
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
        <Menu.Item disabled={!row.hasUser} onClick={() => setEndingSessions(row)}>
          {t('sessions:endUser')}
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
        <Heading order={1} title={t('accounts.title')} />
        <MainAccountAction readOnly={readOnly} onClick={() => setDialog({ editing: null })}>
          {t('accounts.add')}
        </MainAccountAction>
      </Group>
      <MainAccountNote show={readOnly && !!session.data} />
      <Text size="sm" c="dimmed">
        {t('accounts.permissionHelp')}
      </Text>
      {list.isPending ? (
        <Skeleton height={160} />
      ) : rows.length === 0 ? (
        <Text c="dimmed">{t('accounts.empty')}</Text>
      ) : (
        <TableOrCards
          wide={wide}
          rows={rows}
          head={[
            t('accounts.name'),
            t('accounts.registered'),
            t('login.email'),
            t('accounts.department'),
            t('accounts.permission'),
            t('accounts.enabled'),
            t('accounts.status'),
          ]}
          cells={(row) => (
            <>
              <Table.Td>{row.name}</Table.Td>
              <Table.Td>{formatDate(row.createdAt, lang)}</Table.Td>
              <Table.Td>{row.email}</Table.Td>
              <Table.Td>{row.department}</Table.Td>
              <Table.Td>{permissionSelect(row)}</Table.Td>
              <Table.Td>{enableSwitch(row)}</Table.Td>
              <Table.Td>{status(row)}</Table.Td>
            </>
          )}
          card={(row) => (
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
          )}
          menu={menu}
        />
      )}
      {dialog && (
        <AccountDialog
          opened
          editing={dialog.editing}
          taken={rows.filter((r) => r.id !== dialog.editing?.id).map((r) => r.email)}
          onClose={() => setDialog(null)}
        />
      )}
      <EndUserSessionsDialog
        opened={endingSessions !== null}
        onClose={() => setEndingSessions(null)}
        url={`/api/company/sub-accounts/${endingSessions?.id ?? ''}/sessions/revoke`}
        name={endingSessions?.name ?? ''}
        kind="user"
      />
      <ConfirmDialog
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t('accounts.deleteTitle')}
        text={t('accounts.deleteText', { name: deleting?.name ?? '' })}
        cancel={t('common:actions.cancel')}
        confirm={t('accounts.delete')}
        onConfirm={() => deleting && void remove(deleting)}
      />
    </Stack>
  );
}
