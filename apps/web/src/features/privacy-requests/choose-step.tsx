/** The last step of /privacy/request: the companies holding the person's data, the download, the erasure request. */
import { Alert, Button, Card, Group, List, Skeleton, Stack, Text, Textarea } from '@mantine/core';
import { IconDownload, IconFileTypePdf, IconTrash } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError } from '../../api/api-error.ts';
import { currentLanguage } from '../../i18n/index.ts';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { Heading } from '../../ui/heading.tsx';
import { useDomainText } from '../../ui/use-domain-text.ts';
import {
  DISCLOSURE_URL,
  disclosurePdfUrl,
  endPrivacySession,
  fetchPrivacyMe,
  privacyKeys,
  requestErasure,
} from './api.ts';

export function ChooseStep({ onFinish }: { onFinish: () => void }) {
  const { m } = useDomainText();
  const queryClient = useQueryClient();
  const me = useQuery({ queryKey: privacyKeys.me, queryFn: fetchPrivacyMe, staleTime: 0 });
  const [message, setMessage] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  const finish = async () => {
    await endPrivacySession();
    queryClient.removeQueries({ queryKey: privacyKeys.me });
    onFinish();
  };
  const erase = async () => {
    setBusy(true);
    setError(null);
    try {
      const result = await requestErasure(message);
      setDone(result.count);
      setConfirming(false);
    } catch (e) {
      setError(isApiError(e) && e.status === 404 ? m('privacy.sessionExpired') : String(e));
      setConfirming(false);
    } finally {
      setBusy(false);
    }
  };

  if (me.isPending) return <Skeleton h={200} radius="md" />;
  if (me.isError) return <Alert color="red">{m('privacy.sessionExpired')}</Alert>;
  const companies = me.data.companies;

  return (
    <Stack gap="md">
      <Heading order={2} size="h3" title={m('privacy.chooseTitle')} />
      {companies.length === 0 ? (
        <Alert color="gray">{m('privacy.noData')}</Alert>
      ) : (
        <Card withBorder radius="md" p="md">
          <Text fw={600} size="sm" mb={4}>
            {m('privacy.companiesLabel')}
          </Text>
          <List size="sm">
            {companies.map((c) => (
              <List.Item key={c.name}>{c.name}</List.Item>
            ))}
          </List>
        </Card>
      )}
      <Card withBorder radius="md" p="lg">
        <Stack gap="sm">
          <Heading order={3} size="h4" title={m('privacy.disclosureTitle')} />
          <Text size="sm">{m('privacy.disclosureBody')}</Text>
          <Group grow gap="sm">
            <Button
              component="a"
              href={DISCLOSURE_URL}
              download="refcheck-my-data.json"
              leftSection={<IconDownload size={18} aria-hidden />}
              data-testid="privacy-download"
            >
              {m('privacy.download')}
            </Button>
            <Button
              component="a"
              href={disclosurePdfUrl(currentLanguage())}
              download="refcheck-my-data.pdf"
              variant="light"
              leftSection={<IconFileTypePdf size={18} aria-hidden />}
              data-testid="privacy-download-pdf"
            >
              {m('privacy.downloadPdf')}
            </Button>
          </Group>
        </Stack>
      </Card>
      {companies.length > 0 ? (
        <Card withBorder radius="md" p="lg">
          <Stack gap="sm">
            <Heading order={3} size="h4" title={m('privacy.erasureTitle')} />
            <Text size="sm">{m('privacy.erasureBody')}</Text>
            {done !== null ? (
              <Alert color="teal" role="status" data-testid="privacy-erasure-done">
                {m('privacy.erasureDone').replace('{count}', String(done))}
              </Alert>
            ) : (
              <>
                <Textarea
                  label={m('privacy.messageLabel')}
                  value={message}
                  onChange={(e) => setMessage(e.currentTarget.value)}
                  autosize
                  minRows={3}
                  maxLength={2000}
                  data-testid="privacy-message"
                />
                {error ? (
                  <Alert color="red" role="alert">
                    {error}
                  </Alert>
                ) : null}
                <Button
                  color="red"
                  variant="outline"
                  leftSection={<IconTrash size={18} aria-hidden />}
                  onClick={() => setConfirming(true)}
                  data-testid="privacy-erase"
                  fullWidth
                >
                  {m('privacy.erasureSubmit')}
                </Button>
              </>
            )}
          </Stack>
        </Card>
      ) : null}
      <Button variant="default" onClick={() => void finish()}>
        {m('privacy.finish')}
      </Button>
      <ConfirmDialog
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={m('privacy.erasureTitle')}
        centered
        text={m('privacy.erasureConfirm')}
        cancel={m('privacy.cancel')}
        confirm={m('privacy.erasureSubmit')}
        loading={busy}
        onConfirm={() => void erase()}
        confirmTestId="privacy-erase-confirm"
      />
    </Stack>
  );
}
