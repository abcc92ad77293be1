/** Reminders: the candidate's next reminder times and switch, the company's SMS setting. */
import type {
  ReminderSettings,
  ReminderSettingsInput,
  TalentReminders,
} from '@refcheck/domain/schemas/reminders';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../api/client.ts';

export const talentRemindersKey = (talentId: string) => ['talent-reminders', talentId] as const;

export function useTalentReminders(talentId: string) {
  return useQuery(
    queryOptions({
      queryKey: talentRemindersKey(talentId),
      queryFn: () => apiRequest<TalentReminders>(`/api/talents/${encodeURIComponent(talentId)}/reminders`),
    }),
  );
}

export function useSwitchTalentReminders(talentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (enabled: boolean) =>
      apiRequest<TalentReminders>(`/api/talents/${encodeURIComponent(talentId)}/reminders`, {
        method: 'PUT',
        body: { enabled },
      }),
    onSuccess: (data) => queryClient.setQueryData(talentRemindersKey(talentId), data),
  });
}

const settingsKey = ['reminder-settings'] as const;

export function useReminderSettings() {
  return useQuery({
    queryKey: settingsKey,
    queryFn: () => apiRequest<ReminderSettings>('/api/company/reminder-settings'),
  });
}

export function useSaveReminderSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: ReminderSettingsInput) =>
      apiRequest<ReminderSettings>('/api/company/reminder-settings', { method: 'PUT', body: settings }),
    onSuccess: (data) => queryClient.setQueryData(settingsKey, data),
  });
}
