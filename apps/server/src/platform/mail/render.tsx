/** @jsxRuntime automatic */
/** @jsxImportSource react */
/**
 * Renders a template in a language to subject, HTML and plain text (react-email). react-email (its components and
 * react-dom's server renderer, about 15 MiB of heap) is imported on the first mail, not at start-up (issue 39).
 */
import type { Language } from '@refcheck/domain';
import type { MailTemplate } from './define.ts';
import { MAIL_TEMPLATES, type MailData, type MailName } from './registry.ts';

/** Plain text: no logo mark, the button's URL once (printed below it), links as "text https://…". */
const TEXT_OPTIONS = {
  wordwrap: false as const,
  selectors: [
    { selector: 'td.mark', format: 'skip' },
    { selector: 'a.btn', format: 'skip' },
    { selector: 'a', options: { hideLinkHrefIfSameAsText: true } },
  ],
};

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

export async function renderMail<N extends MailName>(
  name: N,
  language: Language,
  data: MailData<N>,
  support: { phone: string; mail: string; privacyRequestUrl?: string },
): Promise<RenderedMail> {
  const template = MAIL_TEMPLATES[name] as unknown as MailTemplate<MailData<N>>;
  const content = template.texts[language](data);
  const frame = template.frame?.(data) ?? {};
  const [{ render }, { MailLayout }] = await Promise.all([
    import('@react-email/render'),
    import('./layout.tsx'),
  ]);
  const element = <MailLayout language={language} content={content} frame={frame} support={support} />;
  const [html, text] = await Promise.all([
    render(element),
    render(element, { plainText: true, htmlToTextOptions: TEXT_OPTIONS }),
  ]);
  return { subject: content.subject, html, text };
}
