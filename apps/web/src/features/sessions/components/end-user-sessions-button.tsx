/**
 * Ending someone else's sessions after a confirmation (issue 34 item 4): the main account a sub-account's (its
 * sub-account list's menu), an operator a client company's (the client detail). `url` is the server's revoke route.
 */
import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { useEndUserSessions } from '../api/sessions.ts';

interface Target {
  url: string;
  /** A person's name (a sub-account) or a company's. */
  name: string;
  kind: 'user' | 'company';
}

/** The confirmation, opened by the caller (a menu item or EndUserSessionsButton). */
export function EndUserSessionsDialog(props: Target & { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('sessions');
  const end = useEndUserSessions();
  const user = props.kind === 'user';

  const confirm = async () => {
    try {
      const { ended } = await end.mutateAsync(props.url);
      notifications.show({ color: 'teal', message: t('endedCount', { count: ended }) });
    } catch {
      notifications.show({ color: 'red', message: t('endFailed') });
    } finally {
      props.onClose();
    }
  };

  return (
    <ConfirmDialog
      opened={props.opened}
      onClose={props.onClose}
      title={user ? t('endUserTitle', { name: props.name }) : t('endCompanyTitle')}
      centered
      size="md"
      text={user ? t('endUserConfirm', { name: props.name }) : t('endCompanyConfirm', { name: props.name })}
      cancel={t('cancel')}
      confirm={user ? t('endUser') : t('endCompany')}
      loading={end.isPending}
      onConfirm={confirm}
    />
  );
}

export function EndUserSessionsButton(props: Target & { size?: 'xs' | 'sm' }) {
  const { t } = useTranslation('sessions');
  const [open, setOpen] = useState(false);
  const user = props.kind === 'user';
  return (
    <>
      <Button
        size={props.size ?? 'xs'}
        variant="light"
        color="red"
        onClick={() => setOpen(true)}
        aria-label={user ? t('endUserLabel', { name: props.name }) : undefined}
      >
        {user ? t('endUser') : t('endCompany')}
      </Button>
      <EndUserSessionsDialog {...props} opened={open} onClose={() => setOpen(false)} />
    </>
  );
}
