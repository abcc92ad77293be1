import '../styles.ts';
import { Badge, Box, Group, List, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconArrowLeft,
  IconBulb,
  IconChartBar,
  IconMail,
  IconMessageCircleQuestion,
  IconUserPlus,
  IconUsers,
} from '@tabler/icons-react';
import { Navigate, useParams } from '@tanstack/react-router';
import type { FC } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../i18n/index.ts';
import { Heading } from '../../../ui/heading.tsx';
import { AnchorLink } from '../../../ui/links.tsx';
import { ARTICLE_SLUGS, ARTICLES, type ArticleSlug, GUIDE_TEXT, isArticleSlug } from '../articles.ts';
import { GuideIllustration } from '../components/illustration.tsx';

export const ARTICLE_ICONS: Record<ArticleSlug, FC<{ size?: number }>> = {
  candidates: IconUserPlus,
  invitations: IconMail,
  referees: IconUsers,
  report: IconChartBar,
  'regain-trust': IconMessageCircleQuestion,
};

const fill = (text: string, title: string) => text.replace('{{title}}', title);

/** /guide: every article as a card with its sketch. */
export function GuidePage() {
  useTranslation(); // re-renders on a language change
  const language = currentLanguage();
  const text = GUIDE_TEXT[language];
  return (
    <Stack gap="lg" maw={1040} mx="auto">
      <Stack gap={4}>
        <Heading order={1} title={text.title} />
        <Text c="dimmed">{text.lead}</Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {ARTICLE_SLUGS.map((slug) => {
          const article = ARTICLES[language][slug];
          const Icon = ARTICLE_ICONS[slug];
          return (
            <Paper key={slug} withBorder radius="md" p="md" component="article">
              <Stack gap="sm" h="100%">
                <GuideIllustration slug={slug} label={fill(text.illustration, article.title)} />
                <Group gap="xs" wrap="nowrap" align="flex-start">
                  <ThemeIcon variant="light" size={30} radius="md" aria-hidden>
                    <Icon size={18} />
                  </ThemeIcon>
                  <Title order={2} size="h5">
                    <AnchorLink to="/guide/$article" params={{ article: slug }} c="inherit">
                      {article.title}
                    </AnchorLink>
                  </Title>
                </Group>
                <Text size="sm" c="dimmed" style={{ flex: 1 }}>
                  {article.summary}
                </Text>
              </Stack>
            </Paper>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}

/** /guide/$article: the sketch, the steps and a tip. */
export function GuideArticlePage() {
  const { article: slug = '' } = useParams({ strict: false });
  useTranslation(); // re-renders on a language change
  const language = currentLanguage();
  if (!isArticleSlug(slug)) return <Navigate to="/guide" replace />;
  const text = GUIDE_TEXT[language];
  const article = ARTICLES[language][slug];
  const Icon = ARTICLE_ICONS[slug];
  return (
    <Stack gap="lg" maw={760} mx="auto">
      <AnchorLink to="/guide" size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={16} aria-hidden />
          {text.back}
        </Group>
      </AnchorLink>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} component="article">
        <Stack gap="lg">
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <ThemeIcon variant="light" size={40} radius="md" aria-hidden>
              <Icon size={22} />
            </ThemeIcon>
            <Stack gap={4}>
              <Heading order={1} title={article.title} />
              <Text c="dimmed">{article.summary}</Text>
            </Stack>
          </Group>
          <Box maw={520} w="100%" mx="auto">
            <GuideIllustration slug={slug} label={fill(text.illustration, article.title)} />
          </Box>
          <Stack gap="sm">
            <Heading order={2} title={text.steps} />
            <List type="ordered" spacing="md" listStyleType="none" p={0}>
              {article.steps.map((step, index) => (
                <List.Item
                  key={step.title}
                  icon={
                    <Badge size="lg" circle variant="filled" aria-hidden>
                      {index + 1}
                    </Badge>
                  }
                >
                  <Text fw={700}>{step.title}</Text>
                  <Text size="sm">{step.text}</Text>
                </List.Item>
              ))}
            </List>
          </Stack>
          <Paper radius="md" p="md" bg="brand.0">
            <Group gap="sm" wrap="nowrap" align="flex-start">
              <IconBulb
                size={20}
                aria-hidden
                style={{ flexShrink: 0, color: 'var(--mantine-color-brand-8)' }}
              />
              <Stack gap={2}>
                <Text fw={700} size="sm" c="brand.9">
                  {text.tip}
                </Text>
                <Text size="sm">{article.tip}</Text>
              </Stack>
            </Group>
          </Paper>
        </Stack>
      </Paper>
    </Stack>
  );
}
