/**
 * /config (main account): SMS reminders to referees who gave a phone (off by default); issue 36: when reminders
 * go out (the recipient's evening by default, or office hours), after how many days a referee who has not opened
 * the link may be replaced (3 by default, or never) and how many replacements a slot allows (2 by default).
 */
import { Button, Group, NumberInput, Paper, Radio, Stack, Switch } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { ReminderSettingsInput } from '@refcheck/domain/schemas/reminders';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Heading } from '../../../ui/heading.tsx';
import { useReminderSettings, useSaveReminderSettings } from '../api.ts';

export function ReminderSettingsCard() {
  const { t } = useTranslation('reminders');
  const { data } = useReminderSettings();
  const save = useSaveReminderSettings();
  const [window, setWindow] = useState<'evening' | 'office'>('evening');
  const [replaceOn, setReplaceOn] = useState(true);
  const [replaceDays, setReplaceDays] = useState<number | string>(3);
  const [maxReplacements, setMaxReplacements] = useState<number | string>(2);
  useEffect(() => {
    if (!data) return;
    setWindow(data.window);
    setReplaceOn(data.replaceAfterDays !== null);
    setReplaceDays(data.replaceAfterDays ?? 3);
    setMaxReplacements(data.maxReplacementsPerSlot);
  }, [data]);
  const store = (input: ReminderSettingsInput) =>
    save.mutate(input, {
      onSuccess: () => notifications.show({ color: 'teal', message: t('saved') }),
      onError: () => notifications.show({ color: 'red', message: t('saveFailed') }),
    });
  const days = Number(replaceDays);
  const max = Number(maxReplacements);
  const valid =
    (!replaceOn || (Number.isInteger(days) && days >= 1 && days <= 30)) &&
    Number.isInteger(max) &&
    max >= 0 &&
    max <= 5;
  return (
    <Paper withBorder radius="md" p="lg" data-testid="reminder-settings">
      <Stack gap="sm">
        <Heading order={2} title={t('settingsTitle')} lead={t('switchHelp')} />
        <Switch
          label={t('smsLabel')}
          description={t('smsHelp')}
          checked={data?.sms ?? false}
          disabled={!data || save.isPending}
          onChange={(e) => store({ sms: e.currentTarget.checked })}
        />
        <Radio.Group
          label={t('windowLabel')}
          value={window}
          onChange={(v) => setWindow(v as 'evening' | 'office')}
        >
          <Stack gap="xs" mt="xs">
            <Radio value="evening" label={t('windowEvening')} disabled={!data} />
            <Radio value="office" label={t('windowOffice')} disabled={!data} />
          </Stack>
        </Radio.Group>
        <Switch
          label={t('replaceLabel')}
          checked={replaceOn}
          disabled={!data}
          onChange={(e) => setReplaceOn(e.currentTarget.checked)}
          data-testid="replace-after-switch"
        />
        {replaceOn && (
          <NumberInput
            label={t('replaceDays')}
            min={1}
            max={30}
            allowDecimal={false}
            value={replaceDays}
            onChange={setReplaceDays}
            disabled={!data}
            error={days >= 1 && days <= 30 ? null : t('replaceDaysRange')}
            w={200}
          />
        )}
        <NumberInput
          label={t('maxReplacements')}
          min={0}
          max={5}
          allowDecimal={false}
          value={maxReplacements}
          onChange={setMaxReplacements}
          disabled={!data}
          error={max >= 0 && max <= 5 ? null : t('maxReplacementsRange')}
          w={200}
        />
        <Group>
          <Button
            disabled={!data || !valid}
            loading={save.isPending}
            onClick={() =>
              store({
                sms: data?.sms ?? false,
                window,
                replaceAfterDays: replaceOn ? days : null,
                maxReplacementsPerSlot: max,
              })
            }
            data-testid="reminder-settings-save"
          >
            {t('save')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
