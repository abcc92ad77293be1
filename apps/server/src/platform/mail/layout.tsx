/** @jsxRuntime automatic */
/** @jsxImportSource react */
/** The shared branded layout of every mail: logo and company, the content, a footer with the operator's contact. */
import {
  Body,
  Button,
  Container,
  Head,
  Hr,
  Html,
  Link,
  Preview,
  Section,
  Text,
} from '@react-email/components';
import type { Language } from '@refcheck/domain';
import type { MailContent, MailFrame } from './define.ts';

const BRAND = '#3059a2';
const FONT =
  '"Hiragino Sans","Hiragino Kaku Gothic ProN","Noto Sans JP","Noto Sans CJK SC","Microsoft YaHei",Meiryo,Helvetica,Arial,sans-serif';

const FOOTER: Record<
  Language,
  { sent: string; contact: string; unsubscribe: string; privacy: string; lang: string; colon: string }
> = {
  jp: {
    sent: 'このメールはRefcheck（リファレンスチェックサービス）から送信されています。',
    contact: 'お問い合わせ',
    unsubscribe: 'リマインドメールの配信停止はこちら',
    privacy: 'ご自身のデータの開示・削除のご請求',
    lang: 'ja',
    colon: '：',
  },
  en: {
    sent: 'This email was sent by Refcheck, the reference check service.',
    contact: 'Contact',
    unsubscribe: 'Stop reminder emails',
    privacy: 'See or erase your data',
    lang: 'en',
    colon: ': ',
  },
  cn: {
    sent: '此邮件由Refcheck（背景调查服务）发送。',
    contact: '联系我们',
    unsubscribe: '停止发送提醒邮件',
    privacy: '申请查阅或删除本人数据',
    lang: 'zh-CN',
    colon: '：',
  },
};

export interface LayoutProps {
  language: Language;
  content: MailContent;
  frame: MailFrame;
  /** The support contact the operator set (admin settings), and the privacy request page's address. */
  support: { phone: string; mail: string; privacyRequestUrl?: string };
}

export function MailLayout({ language, content, frame, support }: LayoutProps) {
  const f = FOOTER[language];
  return (
    <Html lang={f.lang}>
      <Head />
      <Preview>{content.preview ?? content.paragraphs[0] ?? content.subject}</Preview>
      <Body style={{ backgroundColor: '#f1f4f9', margin: 0, padding: '24px 12px', fontFamily: FONT }}>
        <Container style={{ maxWidth: 560, width: '100%', margin: '0 auto' }}>
          <Section style={{ padding: '0 20px 14px' }}>
            <table role="presentation" cellPadding={0} cellSpacing={0}>
              <tbody>
                <tr>
                  <td
                    className="mark"
                    style={{
                      width: 28,
                      height: 28,
                      borderRadius: 7,
                      backgroundColor: BRAND,
                      color: '#ffffff',
                      fontSize: 17,
                      fontWeight: 700,
                      textAlign: 'center',
                      lineHeight: '28px',
                    }}
                  >
                    ✓
                  </td>
                  <td style={{ paddingLeft: 8, fontSize: 19, fontWeight: 800, color: '#224d90' }}>
                    Refcheck
                  </td>
                  {frame.companyName ? (
                    <td style={{ paddingLeft: 12, fontSize: 13, color: '#5c6475' }}>| {frame.companyName}</td>
                  ) : null}
                </tr>
              </tbody>
            </table>
          </Section>
          <Section
            style={{
              backgroundColor: '#ffffff',
              borderRadius: 10,
              borderTop: `4px solid ${BRAND}`,
              padding: '28px 28px 20px',
            }}
          >
            {content.greeting ? <Text style={{ ...para, marginTop: 0 }}>{content.greeting}</Text> : null}
            {content.paragraphs.map((p) => (
              <Text key={p} style={para}>
                {p}
              </Text>
            ))}
            {content.details?.length ? (
              <Section
                style={{
                  backgroundColor: '#f6f8fc',
                  borderRadius: 8,
                  padding: '10px 16px',
                  margin: '16px 0',
                }}
              >
                {content.details.map(([label, value]) => (
                  <Text key={label} style={{ ...para, margin: '4px 0' }}>
                    <span style={{ color: '#5c6475' }}>
                      {label}
                      {f.colon}
                    </span>
                    <strong>{value}</strong>
                  </Text>
                ))}
              </Section>
            ) : null}
            {content.action ? (
              <Section style={{ textAlign: 'center', margin: '24px 0 8px' }}>
                <Button
                  className="btn"
                  href={content.action.url}
                  style={{
                    backgroundColor: BRAND,
                    color: '#ffffff',
                    borderRadius: 8,
                    fontSize: 15,
                    fontWeight: 700,
                    padding: '13px 28px',
                    textDecoration: 'none',
                  }}
                >
                  {content.action.label}
                </Button>
                <Text style={{ ...small, wordBreak: 'break-all', marginTop: 14 }}>
                  <Link href={content.action.url} style={{ color: BRAND }}>
                    {content.action.url}
                  </Link>
                </Text>
              </Section>
            ) : null}
            {content.notes?.map((n) => (
              <Text key={n} style={small}>
                {n}
              </Text>
            ))}
          </Section>
          <Section style={{ padding: '16px 20px' }}>
            <Text style={{ ...small, margin: '0 0 6px' }}>{f.sent}</Text>
            <Text style={{ ...small, margin: '0 0 6px' }}>
              {f.contact}
              {f.colon}
              <Link href={`mailto:${support.mail}`} style={{ color: '#5c6475' }}>
                {support.mail}
              </Link>
              {' / '}
              {support.phone}
            </Text>
            {support.privacyRequestUrl ? (
              <Text style={{ ...small, margin: '0 0 6px' }}>
                <Link
                  href={support.privacyRequestUrl}
                  style={{ color: '#5c6475', textDecoration: 'underline' }}
                >
                  {f.privacy}
                </Link>
              </Text>
            ) : null}
            {frame.unsubscribeUrl ? (
              <>
                <Hr style={{ borderColor: '#dfe3ea', margin: '10px 0' }} />
                <Text style={{ ...small, margin: 0 }}>
                  <Link href={frame.unsubscribeUrl} style={{ color: '#5c6475', textDecoration: 'underline' }}>
                    {f.unsubscribe}
                  </Link>
                </Text>
              </>
            ) : null}
            <Text style={{ ...small, margin: '10px 0 0' }}>© Refcheck</Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

const para = { fontSize: 15, lineHeight: '1.75', color: '#1f2533', margin: '0 0 12px' };
const small = { fontSize: 12, lineHeight: '1.6', color: '#5c6475', margin: '0 0 8px' };
