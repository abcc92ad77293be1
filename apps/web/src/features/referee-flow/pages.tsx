/** Referee pages, reached by link with company, talent and token; phone first (390 px), tap targets ≥ 44 px. */
import './styles.ts';
import {
  Alert,
  Anchor,
  Badge,
  Box,
  Button,
  Checkbox,
  Group,
  Image,
  Paper,
  Progress,
  Radio,
  Skeleton,
  Stack,
  Text,
  Textarea,
  TextInput,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { MessageKey } from '@refcheck/domain/messages/catalog';
import { AGREEMENT_SCALE_LABELS } from '@refcheck/domain/questions/scale';
import { interestEmailSchema } from '@refcheck/domain/schemas/interest-email';
import { IconCheck, IconCircleCheck, IconClock, IconCloudCheck, IconPhoto } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useBlocker, useNavigate } from '@tanstack/react-router';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/api-error.ts';
import { changeLanguage, currentLanguage } from '../../i18n/index.ts';
import { isLanguage } from '../../i18n/languages.ts';
import { useDomainText } from '../../ui/use-domain-text.ts';
import { complete } from './api/complete.ts';
import { consent } from './api/consent.ts';
import { useAnswers } from './api/get-answers.ts';
import { getMe } from './api/get-me.ts';
import { sendInterestEmail } from './api/interest-email.ts';
import { refereeKeys } from './api/keys.ts';
import { resendCode } from './api/resend-code.ts';
import { saveAnswer } from './api/save-answer.ts';
import { sendCode } from './api/send-code.ts';
import { startSession } from './api/start-session.ts';
import type { RefereeMe } from './api/types.ts';
import { unsubscribeRemind } from './api/unsubscribe-remind.ts';
import { uploadIdentification } from './api/upload-identification.ts';
import { verifyCode } from './api/verify-code.ts';
import { RefereeSteps, type StepName } from './components/steps.tsx';
import { useConversionTag } from './components/use-conversion-tag.ts';
import { useReferee } from './components/use-referee.ts';

function readLinkQuery() {
  const params = new URLSearchParams(window.location.search);
  const company = params.get('company');
  const talent = params.get('talent');
  const token = params.get('token');
  return company && talent && token ? { company, talent, token } : null;
}

function PageSkeleton() {
  return (
    <Stack gap="md" aria-busy="true">
      <Skeleton h={28} w="60%" />
      <Skeleton h={16} />
      <Skeleton h={16} w="80%" />
      <Skeleton h={120} />
      <Skeleton h={50} />
    </Stack>
  );
}

function Frame({ me, step, children }: { me: RefereeMe; step: StepName; children: ReactNode }) {
  return (
    <Stack gap={0}>
      <RefereeSteps active={step} withIdentification={me.isBusinessCardRequired} />
      {children}
    </Stack>
  );
}

/** Where a verified referee goes after the questionnaire. */
const afterQuestionnaire = (me: RefereeMe) =>
  me.isBusinessCardRequired ? '/referee/identification' : '/referee/complete';

// ------------------------------------------------------------------ /referee (link entry, finished, closed)

export function RefereeChoicePage() {
  const { t } = useTranslation('referee');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [state, setState] = useState<'finished' | 'closed' | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const link = readLinkQuery();
    const go = async () => {
      let next: string;
      if (link) {
        const session = await startSession(link);
        // The token leaves the address bar (and the history) as soon as it has been exchanged.
        window.history.replaceState(null, '', '/referee');
        if (isLanguage(session.language) && session.language !== currentLanguage()) {
          await changeLanguage(session.language);
        }
        await queryClient.invalidateQueries({ queryKey: refereeKeys.all });
        next = session.state;
      } else {
        // Without a link: the flow cookie of an earlier visit, if any.
        const me = await queryClient.fetchQuery({
          queryKey: refereeKeys.me,
          queryFn: () => getMe(),
        });
        next = me.state;
      }
      if (next === 'finished' || next === 'closed') setState(next);
      else
        void navigate({
          to: next === 'authentication' ? '/referee/authentication' : '/referee/instruction',
          replace: true,
        });
    };
    go().catch(() => void navigate({ to: '/404', replace: true }));
  }, [navigate, queryClient]);

  if (!state) return <PageSkeleton />;
  return (
    <Paper p="lg" radius="md" withBorder data-testid={`referee-${state}`}>
      <Stack align="center" ta="center" gap="md">
        <ThemeIcon size={56} radius="xl" color={state === 'finished' ? 'green' : 'gray'} variant="light">
          {state === 'finished' ? <IconCircleCheck size={32} /> : <IconClock size={32} />}
        </ThemeIcon>
        <Title order={2} size="h3">
          {state === 'finished' ? t('choice.finishedTitle') : t('choice.closedTitle')}
        </Title>
        <Text>{state === 'finished' ? t('messages.alreadyCompleted') : t('messages.deadlinePassed')}</Text>
      </Stack>
    </Paper>
  );
}

// ------------------------------------------------------------------ /referee/instruction

export function RefereeInstructionPage() {
  const { t } = useTranslation('referee');
  const { t: layout } = useTranslation('layout');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { me } = useReferee();
  const [agreed, setAgreed] = useState(false);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (me?.isAgreeToPrivacyPolicy) setAgreed(true);
  }, [me?.isAgreeToPrivacyPolicy]);

  if (!me) return <PageSkeleton />;
  const next = async () => {
    setBusy(true);
    try {
      await consent();
      await queryClient.invalidateQueries({ queryKey: refereeKeys.me });
      void navigate({ to: '/referee/authentication' });
    } catch {
      notifications.show({ color: 'red', message: t('messages.completionFailed') });
    } finally {
      setBusy(false);
    }
  };
  const flow = [
    [t('instruction.flow1'), t('instruction.flow1Text')],
    [t('instruction.flow2'), t('instruction.flow2Text')],
    [t('instruction.flow3'), t('instruction.flow3Text')],
  ] as const;
  return (
    <Frame me={me} step="consent">
      <Stack gap="lg">
        <Stack gap="xs">
          <Text size="sm" c="brand" fw={600}>
            {layout('routes.refereeInstruction')}
          </Text>
          <Title order={1} size="h2" data-testid="referee-greeting">
            {t('messages.greeting', { name: me.refereeName })}
          </Title>
          <Text>{t('messages.introduction', { talentName: me.talentName })}</Text>
        </Stack>
        <Paper withBorder radius="md" p="md">
          <Group gap="lg" wrap="wrap">
            <Stack gap={2}>
              <Text size="sm" c="dimmed">
                {t('instruction.deadline')}
              </Text>
              <Text fw={700} data-testid="referee-deadline">
                {me.deadlineText}
              </Text>
            </Stack>
            <Stack gap={2}>
              <Text size="sm" c="dimmed">
                {t('instruction.questions', { count: me.questionsCount })}
              </Text>
              <Text fw={700} data-testid="referee-minutes">
                {t('messages.estimatedMinutes', { minutes: me.estimatedMinutes })}
              </Text>
            </Stack>
          </Group>
        </Paper>
        <Stack gap="xs">
          <Title order={2} size="h4">
            {t('instruction.whatTitle')}
          </Title>
          <Text size="sm">{t('instruction.whatText')}</Text>
          <Text size="sm">{t('instruction.serviceText', { company: me.companyName })}</Text>
        </Stack>
        <Stack gap="xs">
          <Title order={2} size="h4">
            {t('instruction.flowTitle')}
          </Title>
          {flow.map(([title, text], i) => (
            <Group key={title} align="flex-start" wrap="nowrap" gap="sm">
              <ThemeIcon radius="xl" size={28} variant="light">
                <Text fw={700} size="sm">
                  {i + 1}
                </Text>
              </ThemeIcon>
              <Stack gap={0}>
                <Text fw={600}>{title}</Text>
                <Text size="sm" c="dimmed">
                  {text}
                </Text>
              </Stack>
            </Group>
          ))}
        </Stack>
        <Checkbox
          size="md"
          checked={agreed}
          onChange={(e) => setAgreed(e.currentTarget.checked)}
          label={
            <>
              {t('messages.agreeToTerms')}（
              <Anchor href="/privacy_policy" target="_blank" rel="noopener">
                {t('instruction.privacy')}
              </Anchor>
              ）
            </>
          }
          styles={{ body: { alignItems: 'center', minHeight: 44 } }}
          data-testid="referee-consent"
        />
        <Button
          fullWidth
          disabled={!agreed}
          loading={busy}
          onClick={() => void next()}
          data-testid="referee-next"
        >
          {t('instruction.next')}
        </Button>
      </Stack>
    </Frame>
  );
}

// ------------------------------------------------------------------ /referee/authentication

export function RefereeAuthenticationPage() {
  const { t } = useTranslation('referee');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { me } = useReferee();
  const [phase, setPhase] = useState<'phone' | 'code' | null>(null);
  const [countryCode, setCountryCode] = useState('+81');
  const [phoneNumber, setPhoneNumber] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const autoSent = useRef(false);

  const explain = useCallback(
    (e: unknown): string => {
      if (!isApiError(e) || e.isNetworkError) return t('messages.errorPhoneRegisteredCheck');
      switch (e.code) {
        case 'validation':
        case 'referee.invalidNumber':
          return t('messages.invalidNumber');
        case 'referee.numberIsAlreadyRegistered':
          return t('messages.numberIsAlreadyRegistered');
        case 'referee.wrongAuthorizationCode':
          return t('messages.wrongAuthorizationCode');
        case 'referee.codeExpired':
          return t('auth.codeExpired');
        case 'referee.resendTooSoon':
          return t('auth.tooSoon');
        default:
          return t('messages.errorSmsAuthentication', { code: e.code });
      }
    },
    [t],
  );

  useEffect(() => {
    if (!me || phase) return;
    if (me.phoneVerified) {
      void navigate({ to: '/referee/answer/descriptions', replace: true });
    } else if (!me.isAgreeToPrivacyPolicy) {
      void navigate({ to: '/referee/instruction', replace: true });
    } else if (me.hasPhoneNumber) {
      // A stored number goes straight to code entry, and the code is sent.
      setPhase('code');
      if (!autoSent.current) {
        autoSent.current = true;
        resendCode().catch((e) => {
          if (!(isApiError(e) && e.code === 'referee.resendTooSoon')) setError(explain(e));
        });
      }
    } else {
      setPhase('phone');
    }
  }, [me, phase, navigate, explain]);

  if (!me || !phase) return <PageSkeleton />;

  const submitPhone = async () => {
    setError(null);
    if (!/^\d[\d-]{7,14}$/.test(phoneNumber.trim())) {
      setError(t('messages.invalidNumber'));
      return;
    }
    setBusy(true);
    try {
      const sent = await sendCode({ countryCode, phoneNumber: phoneNumber.replace(/-/g, '') });
      setSentTo(sent.phone);
      setPhase('code');
    } catch (e) {
      setError(explain(e));
    } finally {
      setBusy(false);
    }
  };
  const submitCode = async () => {
    setError(null);
    setBusy(true);
    try {
      await verifyCode(code.trim());
      await queryClient.invalidateQueries({ queryKey: refereeKeys.all });
      void navigate({ to: '/referee/answer/descriptions' });
    } catch (e) {
      setError(explain(e));
    } finally {
      setBusy(false);
    }
  };
  const resend = async () => {
    setError(null);
    try {
      if (sentTo || !me.hasPhoneNumber)
        await sendCode({ countryCode, phoneNumber: phoneNumber.replace(/-/g, '') });
      else await resendCode();
      notifications.show({ color: 'teal', message: t('auth.resent') });
    } catch (e) {
      setError(explain(e));
    }
  };

  return (
    <Frame me={me} step="phone">
      {phase === 'phone' ? (
        <Stack
          component="form"
          gap="md"
          onSubmit={(e) => {
            e.preventDefault();
            void submitPhone();
          }}
        >
          <Title order={1} size="h3">
            {t('auth.phoneTitle')}
          </Title>
          <Text size="sm">{t('auth.phoneLead')}</Text>
          <Group gap="sm" align="flex-start" wrap="nowrap">
            <TextInput
              label={t('auth.countryCode')}
              value={countryCode}
              onChange={(e) => setCountryCode(e.currentTarget.value)}
              w={96}
              inputMode="tel"
            />
            <TextInput
              label={t('auth.phoneNumber')}
              value={phoneNumber}
              onChange={(e) => setPhoneNumber(e.currentTarget.value)}
              placeholder="09012345678"
              inputMode="tel"
              autoComplete="tel-national"
              style={{ flex: 1 }}
              error={error ?? undefined}
              data-testid="referee-phone"
            />
          </Group>
          <Button type="submit" fullWidth loading={busy} data-testid="referee-send-code">
            {t('auth.send')}
          </Button>
        </Stack>
      ) : (
        <Stack
          component="form"
          gap="md"
          onSubmit={(e) => {
            e.preventDefault();
            void submitCode();
          }}
        >
          <Title order={1} size="h3">
            {t('auth.codeTitle')}
          </Title>
          <Text size="sm">{sentTo ? t('auth.codeLead', { phone: sentTo }) : t('auth.codeLeadStored')}</Text>
          <TextInput
            label={t('auth.code')}
            value={code}
            onChange={(e) => setCode(e.currentTarget.value.replace(/\D/g, '').slice(0, 6))}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            error={error ?? undefined}
            styles={{ input: { letterSpacing: '0.4em', fontSize: 22, textAlign: 'center' } }}
            data-testid="referee-code"
          />
          <Button
            type="submit"
            fullWidth
            loading={busy}
            disabled={code.length !== 6}
            data-testid="referee-verify"
          >
            {t('auth.verify')}
          </Button>
          <Group justify="space-between">
            <Button variant="subtle" onClick={() => void resend()}>
              {t('auth.resend')}
            </Button>
            {!me.hasPhoneNumber && (
              <Button
                variant="subtle"
                color="gray"
                onClick={() => {
                  setPhase('phone');
                  setCode('');
                  setError(null);
                }}
              >
                {t('auth.changeNumber')}
              </Button>
            )}
          </Group>
        </Stack>
      )}
    </Frame>
  );
}

// ------------------------------------------------------------------ answers (autosave)

type SaveState = 'idle' | 'saving' | 'saved' | 'error';

function SaveIndicator({ state }: { state: SaveState }) {
  const { t } = useTranslation('referee');
  return (
    <Text
      size="xs"
      c={state === 'error' ? 'red' : 'dimmed'}
      aria-live="polite"
      data-testid="referee-save-state"
      h={18}
    >
      {state === 'saving' && t('answers.saving')}
      {state === 'saved' && (
        <Group component="span" gap={4} display="inline-flex">
          <IconCloudCheck size={14} />
          {t('answers.saved')}
        </Group>
      )}
      {state === 'error' && t('messages.answerNotSaved')}
    </Text>
  );
}

/** Autosave of one answer at a time; the last value per key wins. */
function useAutosave() {
  const { t } = useTranslation('referee');
  const [state, setState] = useState<SaveState>('idle');
  const queryClient = useQueryClient();
  const save = useCallback(
    async (key: string, value: { text: string } | { level: number }) => {
      setState('saving');
      try {
        await saveAnswer(key, value);
        setState('saved');
        queryClient.setQueryData(
          refereeKeys.answers,
          (old: { descriptions: Record<string, string>; selections: Record<string, number> } | undefined) =>
            old
              ? 'text' in value
                ? { ...old, descriptions: { ...old.descriptions, [key]: value.text } }
                : { ...old, selections: { ...old.selections, [key]: value.level } }
              : old,
        );
        return true;
      } catch (e) {
        setState('error');
        notifications.show({
          color: 'red',
          message:
            isApiError(e) && e.code === 'referee.reauthenticate'
              ? t('messages.reauthenticate')
              : t('messages.errorSaving'),
        });
        return false;
      }
    },
    [queryClient, t],
  );
  return { state, save };
}

export function AnswerDescriptionsPage() {
  const { t } = useTranslation('referee');
  const navigate = useNavigate();
  const { me } = useReferee({ verified: true });
  const answers = useAnswers(Boolean(me?.phoneVerified));
  const questions = useMemo(() => me?.questions.filter((q) => q.kind === 'description') ?? [], [me]);
  const [values, setValues] = useState<Record<string, string> | null>(null);
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const lastSaved = useRef<Record<string, string>>({});
  const timers = useRef<Record<string, ReturnType<typeof setTimeout>>>({});
  const { state, save } = useAutosave();

  useEffect(() => {
    if (answers.data && values === null) {
      setValues(answers.data.descriptions);
      lastSaved.current = { ...answers.data.descriptions };
    }
  }, [answers.data, values]);
  useEffect(() => () => Object.values(timers.current).forEach(clearTimeout), []);

  if (!me || !values) return <PageSkeleton />;

  const flush = (key: string, text: string) => {
    clearTimeout(timers.current[key]);
    if (lastSaved.current[key] === text) return;
    lastSaved.current[key] = text;
    void save(key, { text }).then((ok) => {
      if (!ok) delete lastSaved.current[key];
    });
  };
  const change = (key: string, text: string) => {
    setValues((v) => ({ ...v, [key]: text }));
    clearTimeout(timers.current[key]);
    timers.current[key] = setTimeout(() => flush(key, text), 800);
  };
  const done = questions.filter((q) => (values[q.key] ?? '').trim()).length;
  const next = () => {
    setTouched(Object.fromEntries(questions.map((q) => [q.key, true])));
    for (const q of questions) flush(q.key, values[q.key] ?? '');
    if (done < questions.length) {
      notifications.show({ color: 'red', message: t('messages.pleaseAnswerAll') });
      return;
    }
    void navigate({ to: me.selectionQuestion ? '/referee/answer/selections' : afterQuestionnaire(me) });
  };

  return (
    <Frame me={me} step="questionnaire">
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={1} size="h3">
            {t('answers.descriptionsTitle')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('answers.descriptionsLead')}
          </Text>
        </Stack>
        <Box pos="sticky" top={0} bg="gray.0" py={6} style={{ zIndex: 2 }}>
          <Group justify="space-between" mb={4}>
            <Text size="xs">{t('answers.progress', { done, total: questions.length })}</Text>
            <SaveIndicator state={state} />
          </Group>
          <Progress value={(100 * done) / Math.max(1, questions.length)} size="sm" />
        </Box>
        {questions.map((q, i) => {
          const value = values[q.key] ?? '';
          const missing = touched[q.key] && !value.trim();
          return (
            <Textarea
              key={q.key}
              label={`Q${i + 1}. ${q.text}`}
              value={value}
              onChange={(e) => change(q.key, e.currentTarget.value)}
              onBlur={() => {
                setTouched((s) => ({ ...s, [q.key]: true }));
                flush(q.key, value);
              }}
              autosize
              minRows={3}
              maxRows={12}
              required
              error={missing ? t('messages.inputIncomplete') : undefined}
              data-testid={`answer-${q.key}`}
              styles={{
                label: {
                  whiteSpace: 'normal',
                  marginBottom: 6,
                  lineHeight: 1.5,
                  fontSize: 'var(--mantine-font-size-md)',
                },
              }}
            />
          );
        })}
        <Button fullWidth onClick={next} data-testid="referee-next">
          {t('answers.next')}
        </Button>
      </Stack>
    </Frame>
  );
}

export function AnswerSelectionsPage() {
  const { t, i18n } = useTranslation('referee');
  const navigate = useNavigate();
  const { me } = useReferee({ verified: true });
  const answers = useAnswers(Boolean(me?.phoneVerified));
  const questions = useMemo(() => me?.questions.filter((q) => q.kind === 'selection') ?? [], [me]);
  const [values, setValues] = useState<Record<string, number> | null>(null);
  const [touched, setTouched] = useState(false);
  const { state, save } = useAutosave();
  useEffect(() => {
    if (answers.data && values === null) setValues(answers.data.selections);
  }, [answers.data, values]);

  if (!me || !values) return <PageSkeleton />;
  const lang = isLanguage(i18n.language) ? i18n.language : 'jp';
  const labels = AGREEMENT_SCALE_LABELS[lang];
  const done = questions.filter((q) => values[q.key] !== undefined).length;
  const next = () => {
    setTouched(true);
    if (done < questions.length) {
      notifications.show({ color: 'red', message: t('messages.pleaseAnswerAll') });
      return;
    }
    void navigate({ to: afterQuestionnaire(me) });
  };
  return (
    <Frame me={me} step="questionnaire">
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={1} size="h3">
            {t('answers.selectionsTitle')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('answers.selectionsLead')}
          </Text>
        </Stack>
        <Box pos="sticky" top={0} bg="gray.0" py={6} style={{ zIndex: 2 }}>
          <Group justify="space-between" mb={4}>
            <Text size="xs">{t('answers.progress', { done, total: questions.length })}</Text>
            <SaveIndicator state={state} />
          </Group>
          <Progress value={(100 * done) / Math.max(1, questions.length)} size="sm" />
        </Box>
        {questions.map((q, i) => (
          <Radio.Group
            key={q.key}
            label={`Q${i + 1}. ${q.text}`}
            value={values[q.key] ? String(values[q.key]) : null}
            onChange={(v) => {
              const level = Number(v);
              setValues((s) => ({ ...s, [q.key]: level }));
              void save(q.key, { level });
            }}
            error={touched && values[q.key] === undefined ? t('messages.inputIncomplete') : undefined}
            data-testid={`answer-${q.key}`}
            styles={{
              label: {
                whiteSpace: 'normal',
                lineHeight: 1.5,
                marginBottom: 8,
                fontSize: 'var(--mantine-font-size-md)',
              },
            }}
          >
            <Stack gap={6}>
              {labels.map((label, index) => (
                <Radio.Card
                  key={label}
                  value={String(index + 1)}
                  radius="md"
                  px="md"
                  py={10}
                  mih={44}
                  data-level={index + 1}
                >
                  <Group wrap="nowrap" gap="sm">
                    <Radio.Indicator />
                    <Text size="sm">{label}</Text>
                  </Group>
                </Radio.Card>
              ))}
            </Stack>
          </Radio.Group>
        ))}
        <Group grow>
          <Button variant="default" onClick={() => void navigate({ to: '/referee/answer/descriptions' })}>
            {t('answers.back')}
          </Button>
          <Button onClick={next} data-testid="referee-next">
            {t('answers.next')}
          </Button>
        </Group>
      </Stack>
    </Frame>
  );
}

// ------------------------------------------------------------------ /referee/identification

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
    if (me && !me.isBusinessCardRequired) void navigate({ to: '/referee/complete', replace: true });
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
        <Title order={1} size="h3">
          {t('identification.title')}
        </Title>
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

// ------------------------------------------------------------------ /referee/complete

export function RefereeCompletePage() {
  const { t } = useTranslation('referee');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { me } = useReferee({ verified: true, allowFinished: true });
  const [busy, setBusy] = useState(false);
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);
  const [interestSent, setInterestSent] = useState(false);
  const { m } = useDomainText();
  const done = me?.state === 'finished';
  useConversionTag(done ? (me?.conversionTagUrl ?? null) : null);
  // Once completed, leaving the page is blocked (spec).
  useBlocker({ shouldBlockFn: () => true, disabled: !done, enableBeforeUnload: false });

  useEffect(() => {
    if (me && me.state !== 'finished' && !me.phoneVerified)
      void navigate({ to: '/referee/authentication', replace: true });
  }, [me, navigate]);
  if (!me) return <PageSkeleton />;

  const submit = async () => {
    setBusy(true);
    try {
      await complete();
      await queryClient.invalidateQueries({ queryKey: refereeKeys.me });
    } catch (e) {
      const code = isApiError(e) ? e.code : '';
      notifications.show({
        color: 'red',
        message:
          code === 'referee.pleaseAnswerAll'
            ? t('messages.pleaseAnswerAll')
            : code === 'referee.identificationRequired'
              ? t('messages.identificationPrompt')
              : code === 'referee.reauthenticate'
                ? t('messages.reauthenticate')
                : t('messages.answerSentFailed'),
      });
    } finally {
      setBusy(false);
    }
  };
  const interest = async () => {
    setEmailError(null);
    // The same schema as the server's: '無効なメールアドレスです。' (spec).
    const parsed = interestEmailSchema.safeParse({ email });
    if (!parsed.success) {
      setEmailError(m(parsed.error.issues[0]!.message as MessageKey));
      return;
    }
    try {
      await sendInterestEmail(parsed.data.email);
      setInterestSent(true);
    } catch (e) {
      setEmailError(isApiError(e) && e.errors[0] ? e.errors[0].message : t('messages.errorSaving'));
    }
  };

  return (
    <Frame me={me} step={done ? 'done' : 'complete'}>
      {done ? (
        <Stack gap="lg" data-testid="referee-done">
          <Paper withBorder radius="md" p="lg">
            <Stack align="center" ta="center" gap="sm">
              <ThemeIcon size={56} radius="xl" color="green" variant="light">
                <IconCircleCheck size={32} />
              </ThemeIcon>
              <Title order={1} size="h3">
                {t('complete.doneTitle')}
              </Title>
              <Text>{t('messages.thankYou')}</Text>
              <Text size="sm" c="dimmed">
                {t('complete.closeHint')}
              </Text>
            </Stack>
          </Paper>
          <Paper withBorder radius="md" p="lg">
            {interestSent ? (
              <Text>{t('complete.interestThanks')}</Text>
            ) : (
              <form
                noValidate
                onSubmit={(e) => {
                  e.preventDefault();
                  void interest();
                }}
              >
                <Stack gap="sm">
                  <Title order={2} size="h4">
                    {t('complete.interestTitle')}
                  </Title>
                  <Text size="sm">{t('complete.interestLead')}</Text>
                  <TextInput
                    type="email"
                    label={t('complete.interestEmail')}
                    value={email}
                    onChange={(e) => setEmail(e.currentTarget.value)}
                    error={emailError ?? undefined}
                    autoComplete="email"
                  />
                  <Button type="submit" variant="light" fullWidth>
                    {t('complete.interestSubmit')}
                  </Button>
                </Stack>
              </form>
            )}
          </Paper>
        </Stack>
      ) : (
        <Stack gap="md">
          <Title order={1} size="h3">
            {t('complete.title')}
          </Title>
          <Text>{t('complete.lead')}</Text>
          <Button fullWidth loading={busy} onClick={() => void submit()} data-testid="referee-submit">
            {t('complete.submit')}
          </Button>
          <Button
            variant="default"
            fullWidth
            onClick={() =>
              void navigate({
                to: me.isBusinessCardRequired ? '/referee/identification' : '/referee/answer/descriptions',
              })
            }
          >
            {t('answers.back')}
          </Button>
        </Stack>
      )}
    </Frame>
  );
}

// ------------------------------------------------------------------ /referee/unsubscribe/remind

export function RefereeUnsubscribeRemindPage() {
  const { t } = useTranslation('referee');
  const navigate = useNavigate();
  const [result, setResult] = useState<{ talentName: string } | 'failed' | null>(null);
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const link = readLinkQuery();
    if (!link) {
      void navigate({ to: '/404', replace: true });
      return;
    }
    unsubscribeRemind(link)
      .then((r) => setResult(r))
      .catch(() => setResult('failed'));
  }, [navigate]);
  if (!result) return <PageSkeleton />;
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="sm">
        <Title order={1} size="h3">
          {t('unsubscribe.title')}
        </Title>
        {result === 'failed' ? (
          <Alert color="red">{t('unsubscribe.failed')}</Alert>
        ) : (
          <Text>{t('unsubscribe.done', { talent: result.talentName })}</Text>
        )}
      </Stack>
    </Paper>
  );
}
