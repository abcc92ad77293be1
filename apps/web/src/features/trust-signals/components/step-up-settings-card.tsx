/**
 * /config (main account): step-up identification (issue 22 item 5), 「リスクが中以上のチェックでは本人確認書類の
 * 画像を必須にする」, off by default.
 */
import { Paper, Stack, Switch } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { Heading } from '../../../ui/heading.tsx';
import { useDomainText } from '../../../ui/use-domain-text.ts';
import { useSaveStepUpSettings, useStepUpSettings } from '../api/step-up-settings.ts';

export function StepUpSettingsCard() {
  const { m } = useDomainText();
  const { data } = useStepUpSettings();
  const save = useSaveStepUpSettings();
  // The value being saved shows at once (set in the change event, so the switch moves on the click itself) and
  // gives way to the server's answer when the save settles (the old value again if it failed).
  const [saving, setSaving] = useState<boolean | null>(null);
  return (
    <Paper withBorder radius="md" p="lg" data-testid="step-up-settings">
      <Stack gap="sm">
        <Heading order={2} title={m('trust.stepUpTitle')} />
        <Switch
          label={m('trust.stepUpLabel')}
          description={m('trust.stepUpHelp')}
          checked={saving ?? data?.stepUpIdentification ?? false}
          disabled={!data || saving !== null}
          onChange={(e) => {
            const stepUpIdentification = e.currentTarget.checked;
            setSaving(stepUpIdentification);
            save.mutate(
              { stepUpIdentification },
              {
                onSuccess: () => notifications.show({ color: 'teal', message: m('trust.stepUpSaved') }),
                onError: () => notifications.show({ color: 'red', message: m('trust.stepUpSaveFailed') }),
                onSettled: () => setSaving(null),
              },
            );
          }}
        />
      </Stack>
    </Paper>
  );
}
