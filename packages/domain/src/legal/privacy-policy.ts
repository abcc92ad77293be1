/** The company privacy policy (dated 2020-09-01), with the contact phone {phone} and support email {email}. */
import type { Language } from '../enums.ts';
import { interpolate } from '../messages/catalog.ts';
import { articles, type LegalDocument } from './types.ts';

const JP: LegalDocument = {
  title: 'プライバシーポリシー',
  preamble: [
    '当社は、リファレンスチェックサービス「Refcheck」（以下「本サービス」といいます。）において取り扱う個人情報の重要性を認識し、個人情報の保護に関する法律その他の関係法令を遵守するとともに、以下のとおり個人情報を適切に取り扱います。',
  ],
  articles: articles([
    [
      '第1条（個人情報）',
      '本ポリシーにおいて「個人情報」とは、個人情報の保護に関する法律に定める個人情報をいい、氏名、メールアドレス、電話番号、勤務先、役職、回答内容その他の特定の個人を識別できる情報をいいます。',
    ],
    [
      '第2条（取得する情報）',
      '当社は、利用企業のご担当者、候補者および推薦者から、氏名、メールアドレス、電話番号、所属会社・役職、アンケートの回答内容、本人確認書類の画像、IPアドレス等の情報を取得します。',
    ],
    [
      '第3条（利用目的）',
      '当社は、取得した個人情報を次の目的で利用します。',
      '(1) 本サービスの提供、本人確認および不正利用の防止のため',
      '(2) リファレンスチェックの結果を利用企業に提供するため',
      '(3) お問い合わせへの対応およびサービスに関するご連絡のため',
      '(4) 本サービスの改善および新サービスの開発のため（統計的に処理し、個人を特定できない形で利用します。）',
    ],
    [
      '第4条（第三者提供）',
      '当社は、次の場合を除き、あらかじめご本人の同意を得ることなく個人情報を第三者に提供しません。',
      '(1) 法令に基づく場合',
      '(2) 人の生命、身体または財産の保護のために必要であって、ご本人の同意を得ることが困難な場合',
      '(3) 推薦者の回答内容を、候補者の同意に基づき利用企業に提供する場合',
    ],
    [
      '第5条（業務委託）',
      '当社は、利用目的の達成に必要な範囲で、個人情報の取扱いの全部または一部を外部に委託することがあります。その場合、委託先を適切に選定し、必要かつ適切な監督を行います。',
    ],
    [
      '第6条（安全管理措置）',
      '当社は、個人情報の漏えい、滅失または毀損を防止するため、アクセス制御、通信の暗号化その他の必要かつ適切な安全管理措置を講じます。',
    ],
    [
      '第7条（開示・訂正・利用停止等）',
      'ご本人から個人情報の開示、訂正、追加、削除、利用停止または消去のご請求があった場合、ご本人であることを確認のうえ、法令に従い遅滞なく対応いたします。',
    ],
    [
      '第8条（Cookie等の利用）',
      '本サービスでは、利便性の向上および利用状況の分析のためCookieおよびこれに類する技術を利用することがあります。ブラウザの設定によりCookieを無効にすることができますが、本サービスの一部がご利用いただけなくなる場合があります。',
    ],
    [
      '第9条（本ポリシーの変更）',
      '当社は、法令の改正その他必要に応じて本ポリシーを変更することがあります。変更後の本ポリシーは、本サービス上に掲載した時点から効力を生じるものとします。',
    ],
    [
      '第10条（お問い合わせ窓口）',
      '本ポリシーおよび個人情報の取扱いに関するお問い合わせは、下記までご連絡ください。',
      '電話番号：{phone}',
      'メールアドレス：{email}',
    ],
  ]),
  dates: ['2020年9月1日 制定'],
};

const EN: LegalDocument = {
  title: 'Privacy Policy',
  preamble: [
    'Recognising the importance of the personal information handled in the reference-check service "Refcheck" (the "Service"), the Company complies with the Act on the Protection of Personal Information and other applicable laws and handles personal information appropriately as follows.',
  ],
  articles: articles([
    [
      'Article 1 (Personal Information)',
      'In this Policy, "personal information" means personal information as defined in the Act on the Protection of Personal Information, including names, email addresses, phone numbers, employers, job titles, answers and any other information that identifies a specific individual.',
    ],
    [
      'Article 2 (Information Collected)',
      'The Company collects from the persons in charge at user companies, candidates and referees information such as names, email addresses, phone numbers, company and title, questionnaire answers, images of identification documents and IP addresses.',
    ],
    [
      'Article 3 (Purposes of Use)',
      'The Company uses personal information for the following purposes:',
      '(1) to provide the Service, verify identities and prevent misuse;',
      '(2) to provide the results of reference checks to user companies;',
      '(3) to respond to inquiries and contact you about the Service;',
      '(4) to improve the Service and develop new services (processed statistically, in a form that does not identify individuals).',
    ],
    [
      'Article 4 (Provision to Third Parties)',
      'The Company does not provide personal information to third parties without the prior consent of the person concerned, except:',
      '(1) where required by law;',
      "(2) where necessary to protect a person's life, body or property and consent is difficult to obtain;",
      "(3) where referees' answers are provided to the user company on the basis of the candidate's consent.",
    ],
    [
      'Article 5 (Outsourcing)',
      'The Company may outsource all or part of the handling of personal information to the extent necessary for the purposes of use. In that case it selects contractors appropriately and supervises them as necessary and appropriate.',
    ],
    [
      'Article 6 (Security Measures)',
      'The Company takes necessary and appropriate security measures, such as access control and encrypted communication, to prevent leakage, loss or damage of personal information.',
    ],
    [
      'Article 7 (Disclosure, Correction and Suspension of Use)',
      'When a person requests disclosure, correction, addition, deletion, suspension of use or erasure of their personal information, the Company confirms their identity and responds without delay in accordance with the law.',
    ],
    [
      'Article 8 (Cookies)',
      'The Service may use cookies and similar technologies for convenience and to analyse usage. You can disable cookies in your browser settings, but parts of the Service may then be unavailable.',
    ],
    [
      'Article 9 (Changes to this Policy)',
      'The Company may change this Policy following changes in the law or as otherwise necessary. The changed Policy takes effect when it is published on the Service.',
    ],
    [
      'Article 10 (Contact)',
      'For inquiries about this Policy and the handling of personal information, please contact us:',
      'Phone: {phone}',
      'Email: {email}',
    ],
  ]),
  dates: ['Enacted 1 September 2020'],
};

const CN: LegalDocument = {
  title: '隐私政策',
  preamble: [
    '本公司认识到在背景调查服务"Refcheck"（以下简称"本服务"）中处理的个人信息的重要性，遵守《个人信息保护法》及其他相关法律法规，并按以下方式妥善处理个人信息。',
  ],
  articles: articles([
    [
      '第1条（个人信息）',
      '本政策中的"个人信息"是指《个人信息保护法》规定的个人信息，包括姓名、电子邮箱地址、电话号码、工作单位、职务、回答内容及其他可识别特定个人的信息。',
    ],
    [
      '第2条（收集的信息）',
      '本公司从用户企业的负责人、候选人及推荐人处收集姓名、电子邮箱地址、电话号码、所属公司及职务、问卷回答内容、身份证明文件图片、IP地址等信息。',
    ],
    [
      '第3条（使用目的）',
      '本公司将收集的个人信息用于以下目的：',
      '(1) 提供本服务、确认身份及防止不正当使用',
      '(2) 向用户企业提供背景调查结果',
      '(3) 回复咨询及发送与服务相关的通知',
      '(4) 改进本服务及开发新服务（经统计处理，以无法识别个人的形式使用）',
    ],
    [
      '第4条（向第三方提供）',
      '除下列情形外，本公司不会在未事先取得本人同意的情况下向第三方提供个人信息：',
      '(1) 依据法律法规的情形',
      '(2) 为保护人的生命、身体或财产所必需，且难以取得本人同意的情形',
      '(3) 基于候选人的同意，将推荐人的回答内容提供给用户企业的情形',
    ],
    [
      '第5条（业务委托）',
      '本公司可能在实现使用目的所需范围内，将个人信息处理的全部或部分委托给外部。此时，本公司将妥善选择受托方，并进行必要且适当的监督。',
    ],
    [
      '第6条（安全管理措施）',
      '为防止个人信息泄露、灭失或损毁，本公司采取访问控制、通信加密等必要且适当的安全管理措施。',
    ],
    [
      '第7条（公开、更正、停止使用等）',
      '本人请求公开、更正、添加、删除、停止使用或消除其个人信息时，本公司将在确认本人身份后，依法及时处理。',
    ],
    [
      '第8条（Cookie等的使用）',
      '本服务可能为提高便利性及分析使用情况而使用Cookie及类似技术。您可以通过浏览器设置禁用Cookie，但可能因此无法使用本服务的部分功能。',
    ],
    [
      '第9条（本政策的变更）',
      '本公司可能因法律修订或其他需要而变更本政策。变更后的本政策自在本服务上公布之时起生效。',
    ],
    [
      '第10条（咨询窗口）',
      '有关本政策及个人信息处理的咨询，请通过以下方式联系我们。',
      '电话号码：{phone}',
      '电子邮箱：{email}',
    ],
  ]),
  dates: ['2020年9月1日 制定'],
};

const BY_LANGUAGE: Record<Language, LegalDocument> = { jp: JP, en: EN, cn: CN };

export interface PrivacyPolicyContact {
  phone: string;
  email: string;
}

function fill(text: string, contact: PrivacyPolicyContact): string {
  return interpolate(text, { phone: contact.phone, email: contact.email });
}

/** The privacy policy in `lang` with the contact phone and email filled in. */
export function privacyPolicy(lang: Language, contact: PrivacyPolicyContact): LegalDocument {
  const doc = BY_LANGUAGE[lang];
  return {
    title: doc.title,
    preamble: doc.preamble.map((p) => fill(p, contact)),
    articles: doc.articles.map((a) => ({
      title: a.title,
      paragraphs: a.paragraphs.map((p) => fill(p, contact)),
    })),
    dates: doc.dates,
  };
}
