/**
 * /config (main account): step-up identification (issue 22 item 5), 「リスクが中以上のチェックでは本人確認書類の
 * 画像を必須にする」, off by default.
 */
import { Paper, Stack, Switch, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useDomainText } from '../../../ui/use-domain-text.ts';
import { useSaveStepUpSettings, useStepUpSettings } from '../api/step-up-settings.ts';

export function StepUpSettingsCard() {
  const { m } = useDomainText();
  const { data } = useStepUpSettings();
  const save = useSaveStepUpSettings();
  return (
    <Paper withBorder radius="md" p="lg" data-testid="step-up-settings">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {m('trust.stepUpTitle')}
        </Title>
        <Switch
          label={m('trust.stepUpLabel')}
          description={m('trust.stepUpHelp')}
          // While saving, the switch shows the value being saved (reverts if the save fails).
          checked={
            save.isPending ? save.variables.stepUpIdentification : (data?.stepUpIdentification ?? false)
          }
          disabled={!data || save.isPending}
          onChange={(e) =>
            save.mutate(
              { stepUpIdentification: e.currentTarget.checked },
              {
                onSuccess: () => notifications.show({ color: 'teal', message: m('trust.stepUpSaved') }),
                onError: () => notifications.show({ color: 'red', message: m('trust.stepUpSaveFailed') }),
              },
            )
          }
        />
      </Stack>
    </Paper>
  );
}
