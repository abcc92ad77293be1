import { Alert, Checkbox, List, Stack, Text } from '@mantine/core';
import {
  type FairHiringQuestionHit,
  fairHiringTopicKey,
  questionSetsFairHiringReview,
} from '@refcheck/domain/privacy/index';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useDomainText } from './use-domain-text.ts';

type QuestionList = readonly { key: string; text: string }[];

interface Props {
  /** The questions per language (a template's three, a candidate's one). */
  questions: Readonly<Partial<Record<string, { descriptions?: QuestionList; selections?: QuestionList }>>>;
  confirmed: boolean;
  onConfirm: (confirmed: boolean) => void;
  error?: string;
}

/**
 * The Employment Security Act guard (職業安定法 Art. 5-5): while a question touches a guideline topic, the template
 * and candidate dialogs name the question and the reason, and saving needs the company's confirmation (the domain
 * schema, so the server too, refuses without it).
 */
export function FairHiringWarning({ questions, confirmed, onConfirm, error }: Props) {
  const { m } = useDomainText();
  const review = questionSetsFairHiringReview(questions);
  if (review.length === 0) return null;
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconAlertTriangle size={18} aria-hidden />}
      title={m('fairHiring.warningTitle')}
      data-testid="fair-hiring-warning"
    >
      <Stack gap="xs">
        <Text size="sm">{m('fairHiring.warningBody')}</Text>
        <List size="sm" spacing={4}>
          {byQuestion(review).map((q) => (
            <List.Item key={`${q.lang}-${q.key}`}>
              <Text span size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                「{q.text}」
              </Text>
              {q.lang !== 'jp' && (
                <Text span size="sm">
                  （{m(q.lang === 'en' ? 'common.language_en' : 'common.language_cn')}）
                </Text>
              )}
              <Text span size="sm">
                {' '}
                — {q.topics.map((topic) => m(fairHiringTopicKey(topic))).join('、')}
              </Text>
            </List.Item>
          ))}
        </List>
        <Checkbox
          label={m('fairHiring.confirm')}
          checked={confirmed}
          onChange={(e) => onConfirm(e.currentTarget.checked)}
          error={error}
        />
      </Stack>
    </Alert>
  );
}

/** One line per question text (a question hit in several languages shows each wording once). */
function byQuestion(review: FairHiringQuestionHit[]) {
  const seen = new Set<string>();
  const out: {
    lang: string;
    key: string;
    text: string;
    topics: FairHiringQuestionHit['hits'][number]['topic'][];
  }[] = [];
  for (const q of review) {
    if (seen.has(q.text)) continue;
    seen.add(q.text);
    out.push({ lang: q.lang, key: q.key, text: q.text, topics: q.hits.map((h) => h.topic) });
  }
  return out;
}
