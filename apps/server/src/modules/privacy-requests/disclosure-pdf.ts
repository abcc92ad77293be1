/**
 * The disclosure as a readable A4 PDF (@react-pdf/renderer, the shared Japanese font), in the person's language: the
 * same sections as the JSON download, with labels from the domain catalog. Loaded lazily on the first PDF.
 */
import { Document, Page, renderToBuffer, StyleSheet, Text, View } from '@react-pdf/renderer';
import {
  EVALUATION_CATEGORY_LABELS,
  type Language,
  type MessageKey,
  RELATIONSHIP_LABELS,
  TALENT_STATUS_LABELS,
  translate,
} from '@refcheck/domain';
import { createElement as h, type ReactNode } from 'react';
import { PDF_FONT, registerPdfFonts } from '../../platform/pdf/index.ts';
import type { Disclosure } from './disclosure.ts';

const styles = StyleSheet.create({
  page: { padding: 36, fontFamily: PDF_FONT, fontSize: 10, color: '#212529' },
  h1: { fontSize: 18, fontWeight: 700, marginBottom: 8 },
  h2: { fontSize: 14, fontWeight: 700, marginTop: 16, marginBottom: 6, color: '#224d90' },
  h3: { fontSize: 11, fontWeight: 700, marginTop: 10, marginBottom: 4 },
  row: { flexDirection: 'row', borderBottom: '0.5pt solid #dee2e6', paddingVertical: 2 },
  label: { width: 130, color: '#5c6475' },
  value: { flex: 1 },
  answer: { marginLeft: 8, marginBottom: 4 },
  question: { color: '#5c6475' },
  dim: { color: '#868e96' },
});

type Field = [MessageKey, string | number | null | undefined];

function dateText(d: Date | null | undefined, lang: Language) {
  if (!d) return '';
  const tokyo = new Date(d.getTime() + 9 * 3600_000).toISOString();
  const [date, time] = [tokyo.slice(0, 10), tokyo.slice(11, 16)];
  const [y, m, day] = date.split('-');
  return lang === 'jp' ? `${y}年${m}月${day}日 ${time}` : `${day}/${m}/${y} ${time}`;
}

export async function renderDisclosurePdf(d: Disclosure, lang: Language): Promise<Buffer> {
  await registerPdfFonts();
  const t = (key: MessageKey) => translate(lang, key as never);
  const fields = (list: Field[]) =>
    list
      .filter(([, v]) => v !== null && v !== undefined && v !== '')
      .map(([k, v]) =>
        h(View, { style: styles.row, key: k, wrap: false }, [
          h(Text, { style: styles.label, key: 'l' }, t(k)),
          h(Text, { style: styles.value, key: 'v' }, String(v)),
        ]),
      );
  type Answer = Disclosure['asReferee'][number]['answers'][number];
  const answers = (list: Answer[]) =>
    list.map((a, i) =>
      h(View, { style: styles.answer, key: `a${i}`, wrap: false }, [
        h(Text, { style: styles.question, key: 'q' }, a.question ?? a.questionKey),
        h(
          Text,
          { key: 't' },
          a.text ?? (a.level !== null ? `${t('privacy.field_level')}: ${a.level} / 5` : ''),
        ),
      ]),
    );
  const none = (key: string) => h(Text, { style: styles.dim, key }, t('privacy.pdfNone'));
  const relationship = (r: string) => RELATIONSHIP_LABELS[r as keyof typeof RELATIONSHIP_LABELS]?.[lang] ?? r;

  const children: ReactNode[] = [
    h(Text, { style: styles.h1, key: 'title' }, t('privacy.pdfTitle')),
    ...fields([
      ['privacy.pdfGeneratedAt', dateText(d.generatedAt, lang)],
      ['privacy.pdfContact', d.subject.contact],
    ]),
    h(Text, { style: styles.h2, key: 'cand' }, t('privacy.pdfAsCandidate')),
  ];
  if (d.asCandidate.length === 0) children.push(none('cand-none'));
  d.asCandidate.forEach((c, i) => {
    const status = TALENT_STATUS_LABELS[c.candidate.status as keyof typeof TALENT_STATUS_LABELS]?.[lang];
    children.push(
      h(Text, { style: styles.h3, key: `c${i}` }, c.company),
      ...fields([
        ['privacy.field_name', c.candidate.name],
        ['privacy.field_email', c.candidate.email],
        ['privacy.field_phoneNumber', c.candidate.phoneNumber],
        ['privacy.field_currentCompany', c.candidate.currentCompany],
        ['privacy.field_status', status ?? c.candidate.status],
        ['privacy.field_createdAt', dateText(c.candidate.createdAt, lang)],
        ['privacy.field_consentedAt', dateText(c.candidate.consentedAt, lang)],
        ['privacy.field_completedAt', dateText(c.candidate.completedAt, lang)],
        ['privacy.field_declineDescription', c.candidate.declineDescription],
        ['privacy.field_totalGrade', c.candidate.totalGrade],
        ['privacy.field_ipAddress', c.candidate.ipAddress],
      ]),
      h(Text, { style: styles.h3, key: `cr${i}` }, t('privacy.pdfReferees')),
    );
    c.referees.forEach((r, j) => {
      children.push(
        h(
          Text,
          { key: `c${i}r${j}`, style: { fontWeight: 700, marginTop: 4 } },
          `${r.name}（${r.belongsCompany}・${relationship(r.relationship)}）`,
        ),
        ...answers(r.answers),
      );
    });
    if (c.evaluations.length > 0)
      children.push(
        h(Text, { style: styles.h3, key: `ce${i}` }, t('privacy.pdfEvaluations')),
        h(
          Text,
          { key: `cev${i}` },
          c.evaluations
            .map(
              (e) =>
                `${EVALUATION_CATEGORY_LABELS[e.category as keyof typeof EVALUATION_CATEGORY_LABELS]?.[lang] ?? e.category}: ${e.grade}`,
            )
            .join(' / '),
        ),
      );
  });

  children.push(h(Text, { style: styles.h2, key: 'ref' }, t('privacy.pdfAsReferee')));
  if (d.asReferee.length === 0) children.push(none('ref-none'));
  d.asReferee.forEach((r, i) => {
    children.push(
      h(Text, { style: styles.h3, key: `r${i}` }, r.company),
      ...fields([
        ['privacy.field_candidateName', r.candidateName],
        ['privacy.field_name', r.referee.name],
        ['privacy.field_email', r.referee.email],
        ['privacy.field_phoneNumber', r.referee.phoneNumber],
        ['privacy.field_belongsCompany', r.referee.belongsCompany],
        ['privacy.field_belongsTitle', r.referee.belongsTitle],
        ['privacy.field_relationship', relationship(r.referee.relationship)],
        ['privacy.field_period', `${r.referee.timeToBegin} – ${r.referee.timeToEnd ?? ''}`],
        ['privacy.field_consentedAt', dateText(r.referee.consentedAt, lang)],
        ['privacy.field_phoneVerifiedAt', dateText(r.referee.phoneVerifiedAt, lang)],
        ['privacy.field_completedAt', dateText(r.referee.completedAt, lang)],
        ['privacy.field_ipAddress', r.referee.ipAddress],
        ['privacy.field_userAgent', r.referee.userAgent],
      ]),
      ...answers(r.answers),
    );
    if (r.files.length > 0)
      children.push(
        h(Text, { key: `rf${i}`, style: styles.dim }, `${t('privacy.pdfFiles')}: ${r.files.length}`),
      );
  });

  children.push(h(Text, { style: styles.h2, key: 'req' }, t('privacy.pdfRequests')));
  if (d.requests.length === 0) children.push(none('req-none'));
  d.requests.forEach((q, i) => {
    children.push(
      h(
        Text,
        { key: `q${i}` },
        `${q.company}: ${t(`privacy.status_${q.status}` as MessageKey)}（${t('privacy.colReceived')} ${dateText(q.createdAt, lang)}）`,
      ),
    );
  });

  children.push(h(Text, { style: styles.h2, key: 'prov' }, t('privacy.pdfProvisions')));
  if (d.provisionRecords.length === 0) children.push(none('prov-none'));
  d.provisionRecords.forEach((p, i) => {
    const line = translate(lang, 'privacy.pdfProvisionLine', {
      date: dateText(p.providedAt, lang),
      recipient: p.recipient,
      person: p.person,
      providers: p.providers.join('、'),
    });
    children.push(h(Text, { key: `p${i}` }, line));
  });

  children.push(h(Text, { style: styles.h2, key: 'cons' }, t('privacy.pdfConsents')));
  if (d.consentRecords.length === 0) children.push(none('cons-none'));
  d.consentRecords.forEach((c, i) => {
    const line = translate(lang, 'privacy.pdfConsentLine', {
      date: dateText(c.at, lang),
      version: c.textVersion.slice(0, 12),
      language: c.language,
    });
    children.push(h(Text, { key: `c${i}` }, line));
  });

  const doc = h(
    Document,
    { title: t('privacy.pdfTitle'), language: lang === 'cn' ? 'zh' : lang === 'jp' ? 'ja' : 'en' },
    h(Page, { size: 'A4', style: styles.page, wrap: true }, ...children),
  );
  // biome-ignore lint/suspicious/noExplicitAny: react-pdf's renderToBuffer takes its own Document element type.
  return renderToBuffer(doc as any);
}
