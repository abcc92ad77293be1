import '../styles.ts';
import { Accordion, Paper, Stack, Text } from '@mantine/core';
import { useMatches } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../i18n/index.ts';
import { Heading } from '../../../ui/heading.tsx';
import { FAQ, FAQ_TEXT, type FaqFlow } from '../faq-content.ts';

/** /faq/talent and /faq/referee: the short FAQ of the candidate's or the referee's flow. */
export function FaqPage() {
  const flow: FaqFlow = useMatches({
    select: (matches) => (matches.some((m) => m.pathname.startsWith('/faq/referee')) ? 'referee' : 'talent'),
  });
  useTranslation(); // re-renders on a language change
  const language = currentLanguage();
  const text = FAQ_TEXT[language];
  return (
    <Paper withBorder radius="lg" p="lg">
      <Stack gap="md">
        <Heading order={1} size="h3" title={text.title[flow]} lead={text.lead} />
        <Accordion variant="separated" multiple defaultValue={['0']}>
          {FAQ[language][flow].map((entry, index) => (
            <Accordion.Item key={entry.q} value={String(index)}>
              <Accordion.Control>
                <Text fw={600} size="sm" component="span">
                  {entry.q}
                </Text>
              </Accordion.Control>
              <Accordion.Panel>
                <Text size="sm">{entry.a}</Text>
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
        <Text size="sm">{text.contact}</Text>
      </Stack>
    </Paper>
  );
}
