/** A legal document of the domain (terms of service, privacy policy): preamble, numbered articles, dates. */

import { Stack, Text } from '@mantine/core';
import type { LegalDocument } from '@refcheck/domain/legal/index';

export function LegalDocumentView({ document }: { document: LegalDocument }) {
  return (
    <Stack gap="md">
      {document.preamble.map((p) => (
        <Text key={p} size="sm">
          {p}
        </Text>
      ))}
      {document.articles.map((article) => (
        <Stack key={article.title} gap={4}>
          <Text fw={700} size="sm">
            {article.title}
          </Text>
          {article.paragraphs.map((p) => (
            <Text key={p} size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {p}
            </Text>
          ))}
        </Stack>
      ))}
      {document.dates.map((d) => (
        <Text key={d} size="xs" c="dimmed" ta="right">
          {d}
        </Text>
      ))}
    </Stack>
  );
}
