/** /referee/identification: the identification image upload. */

import '../styles.ts';
import { Alert, Badge, Button, Image, Paper, Stack, Text } from '@mantine/core';
import { IconCheck, IconPhoto } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/api-error.ts';
import { useQueryClient } from '../../../api/small-query.ts';
import { Heading } from '../../../ui/heading.tsx';
import { useNavigate } from '../../../ui/navigation.tsx';
import { refereeKeys } from '../api/keys.ts';
import { uploadIdentification } from '../api/upload-identification.ts';
import { Frame, PageSkeleton } from '../components/page-frame.tsx';
import { useReferee } from '../components/use-referee.ts';

export function RefereeIdentificationPage() {
  const { t } = useTranslation('referee');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { me } = useReferee({ verified: true });
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);
  useEffect(() => {
    if (me && !me.isIdentificationRequired) void navigate({ to: '/referee/complete', replace: true });
  }, [me, navigate]);
  if (!me) return <PageSkeleton />;

  const choose = (chosen: File | undefined) => {
    setError(null);
    if (!chosen) return;
    if (chosen.size > 10 * 1024 * 1024) {
      setError(t('identification.tooLarge'));
      return;
    }
    setFile(chosen);
    setPreview(URL.createObjectURL(chosen));
  };
  const next = async () => {
    if (!file) return;
    setBusy(true);
    try {
      await uploadIdentification(file);
      await queryClient.invalidateQueries({ queryKey: refereeKeys.me });
      void navigate({ to: '/referee/complete' });
    } catch (error) {
      // A file the server cannot read as an image (415) is not a connection problem: ask for another file.
      setError(
        isApiError(error) && error.status === 415
          ? t('messages.photoUnsupported')
          : t('messages.photoUploadFailed'),
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <Frame me={me} step="identification">
      <Stack gap="md">
        <Heading order={1} size="h3" title={t('identification.title')} />
        <Text size="sm">{t('messages.identificationPrompt')}</Text>
        <input
          ref={input}
          type="file"
          accept="image/*"
          hidden
          onChange={(e) => choose(e.currentTarget.files?.[0])}
          data-testid="referee-file"
        />
        <Paper withBorder radius="md" p="md" ta="center" bg="white">
          {preview ? (
            <Image
              src={preview}
              alt=""
              mah={260}
              fit="contain"
              onError={() => setError(t('messages.photoLoadFailed'))}
            />
          ) : (
            <IconPhoto size={48} color="var(--mantine-color-gray-5)" />
          )}
          <Button variant="light" mt="md" fullWidth onClick={() => input.current?.click()}>
            {file ? t('identification.change') : t('identification.choose')}
          </Button>
        </Paper>
        {me.hasIdentification && !file && (
          <Badge color="green" variant="light" leftSection={<IconCheck size={12} />}>
            {t('answers.saved')}
          </Badge>
        )}
        {error && <Alert color="red">{error}</Alert>}
        <Button
          fullWidth
          disabled={!file}
          loading={busy}
          onClick={() => void next()}
          data-testid="referee-next"
        >
          {t('identification.next')}
        </Button>
        <Button
          fullWidth
          variant="default"
          onClick={() =>
            void navigate({
              to: me.selectionQuestion ? '/referee/answer/selections' : '/referee/answer/descriptions',
            })
          }
        >
          {t('answers.back')}
        </Button>
      </Stack>
    </Frame>
  );
}
