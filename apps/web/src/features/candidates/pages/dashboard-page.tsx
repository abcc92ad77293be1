import { Box, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../session/get-session.ts';
import { useTalentEvents } from '../api/talent-events.ts';
import { CandidateFormDialog } from '../components/candidate-form-dialog.tsx';
import { HomePanel } from '../components/home-panel.tsx';
import { StatsHeader } from '../components/stats-header.tsx';
import { TalentDetail } from '../components/talent-detail.tsx';
import { TalentList } from '../components/talent-list.tsx';
import '../styles.ts';
import { Heading } from '../../../ui/heading.tsx';
import classes from '../dashboard.module.css';

/**
 * /company: the graph header (charts by site, evaluation and occupation for a date range) above the candidate
 * list (350 px) beside the selected candidate, or announcements and the guide.
 */
export function DashboardPage() {
  const { t } = useTranslation('layout');
  const session = useSession().data;
  const [selected, setSelected] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  useTalentEvents();
  if (!session) return null;
  const isLightPlan = session.company?.planStatus !== 'PLAN_STATUS_STANDARD';

  return (
    <Stack gap="md">
      <Heading order={1} title={t('routes.company')} />
      <StatsHeader />
      <div className={classes.layout}>
        <Box className={classes.list}>
          <TalentList selectedId={selected} onSelect={setSelected} onAdd={() => setAdding(true)} canAdd />
        </Box>
        <Box className={classes.main}>
          {selected ? (
            <TalentDetail
              key={selected}
              talentId={selected}
              isLightPlan={isLightPlan}
              isSubAccount={session.user.isSubAccount}
              onDeleted={() => setSelected(null)}
            />
          ) : (
            <HomePanel session={session} />
          )}
        </Box>
      </div>
      <CandidateFormDialog opened={adding} onClose={() => setAdding(false)} onCreated={setSelected} />
    </Stack>
  );
}
