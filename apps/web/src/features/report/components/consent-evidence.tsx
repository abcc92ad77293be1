import { Group, Paper, Text } from '@mantine/core';
import type { Language } from '@refcheck/domain/enums';
import { consentSummary } from '@refcheck/domain/privacy/consent-version';
import type { Report } from '@refcheck/domain/schemas/report-response';
import { Heading } from '../../../ui/heading.tsx';

/** The candidate's consent: when, and the version of the text agreed to (the same lines as the PDF). */
export function ConsentEvidence({ consent, lang }: { consent: Report['consent']; lang: Language }) {
  const { title, lines } = consentSummary(consent, lang);
  return (
    <Paper withBorder p="md" radius="md" data-testid="report-consent">
      <Group gap="lg" wrap="wrap">
        <Heading order={2} size="h5" title={title} />
        {lines.map((line) => (
          <Text key={line} size="sm">
            {line}
          </Text>
        ))}
      </Group>
    </Paper>
  );
}
