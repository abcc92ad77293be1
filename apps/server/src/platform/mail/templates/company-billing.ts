/**
 * Mails to a client company's main account about paying: the trial ends in 3 days / 1 day, the card expires in
 * 30 / 7 days, the card became invalid (expired, or declined by the monthly card batch).
 */
import { defineMail } from '../define.ts';

interface TrialEndingData {
  companyName: string;
  staffName: string;
  daysLeft: number;
  /** The trial's last day, already formatted for the recipient's language. */
  endsOn: string;
  cardUrl: string;
}

interface CardData {
  companyName: string;
  staffName: string;
  maskedCardNo: string;
  /** MM/YY */
  expiry: string;
  cardUrl: string;
}

interface CardExpiringData extends CardData {
  daysLeft: number;
}

interface CardInvalidData extends CardData {
  reason: 'expired' | 'declined';
}

const CARD = 'https://refcheck.example/config/card';
const frame = (d: { companyName: string }) => ({ companyName: d.companyName });
const names = {
  jp: { companyName: '株式会社アクメ', staffName: '山田 太郎' },
  en: { companyName: 'Acme Inc.', staffName: 'Taro Yamada' },
  cn: { companyName: '艾克米株式会社', staffName: '王 伟' },
};
const card = { maskedCardNo: '411111******1111', expiry: '03/26', cardUrl: CARD };

/** The trial ends in 3 days or 1 day: register a card (invoice companies are not sent it). */
export const companyTrialEnding = defineMail<TrialEndingData>({
  name: 'companyTrialEnding',
  audience: 'company',
  frame,
  sample: {
    jp: { ...names.jp, daysLeft: 3, endsOn: '2026年03月11日', cardUrl: CARD },
    en: { ...names.en, daysLeft: 3, endsOn: '11/03/2026', cardUrl: CARD },
    cn: { ...names.cn, daysLeft: 3, endsOn: '11/03/2026', cardUrl: CARD },
  },
  texts: {
    jp: (d) => ({
      subject: `【Refcheck】無料トライアルの終了まであと${d.daysLeft}日です`,
      greeting: `${d.staffName}様`,
      paragraphs: [
        `無料トライアルは${d.endsOn}に終了します（あと${d.daysLeft}日）。`,
        '終了後も引き続きご利用いただくには、クレジットカードのご登録が必要です。',
      ],
      action: { label: 'クレジットカードを登録する', url: d.cardUrl },
    }),
    en: (d) => ({
      subject: `[Refcheck] Your free trial ends in ${d.daysLeft} day${d.daysLeft === 1 ? '' : 's'}`,
      greeting: `Dear ${d.staffName},`,
      paragraphs: [
        `Your free trial ends on ${d.endsOn} (${d.daysLeft} day${d.daysLeft === 1 ? '' : 's'} left).`,
        'To keep using the service after that, please register a credit card.',
      ],
      action: { label: 'Register a credit card', url: d.cardUrl },
    }),
    cn: (d) => ({
      subject: `【Refcheck】免费试用还剩${d.daysLeft}天结束`,
      greeting: `${d.staffName} 您好：`,
      paragraphs: [
        `免费试用将于${d.endsOn}结束（还剩${d.daysLeft}天）。`,
        '试用结束后如需继续使用，请登记信用卡。',
      ],
      action: { label: '登记信用卡', url: d.cardUrl },
    }),
  },
});

/** The registered card expires in 30 or 7 days. */
export const companyCardExpiring = defineMail<CardExpiringData>({
  name: 'companyCardExpiring',
  audience: 'company',
  frame,
  sample: {
    jp: { ...names.jp, ...card, daysLeft: 30 },
    en: { ...names.en, ...card, daysLeft: 30 },
    cn: { ...names.cn, ...card, daysLeft: 30 },
  },
  texts: {
    jp: (d) => ({
      subject: '【Refcheck】ご登録のクレジットカードの有効期限が近づいています',
      greeting: `${d.staffName}様`,
      paragraphs: [
        `ご登録のクレジットカード（${d.maskedCardNo}、有効期限${d.expiry}）は、あと${d.daysLeft}日ほどで有効期限を迎えます。`,
        '期限が切れるとご利用が制限されます。新しいカードのご登録をお願いいたします。',
      ],
      action: { label: 'クレジットカードを登録する', url: d.cardUrl },
    }),
    en: (d) => ({
      subject: '[Refcheck] Your registered credit card expires soon',
      greeting: `Dear ${d.staffName},`,
      paragraphs: [
        `Your registered credit card (${d.maskedCardNo}, expiry ${d.expiry}) expires in about ${d.daysLeft} days.`,
        'Once it has expired, features will be limited. Please register a new card.',
      ],
      action: { label: 'Register a credit card', url: d.cardUrl },
    }),
    cn: (d) => ({
      subject: '【Refcheck】您登记的信用卡即将到期',
      greeting: `${d.staffName} 您好：`,
      paragraphs: [
        `您登记的信用卡（${d.maskedCardNo}，有效期${d.expiry}）约${d.daysLeft}天后到期。`,
        '到期后功能将受到限制，请登记新的信用卡。',
      ],
      action: { label: '登记信用卡', url: d.cardUrl },
    }),
  },
});

/** The card became invalid: past its expiry month, or declined by the monthly card batch. */
export const companyCardInvalid = defineMail<CardInvalidData>({
  name: 'companyCardInvalid',
  audience: 'company',
  frame,
  sample: {
    jp: { ...names.jp, ...card, reason: 'declined' },
    en: { ...names.en, ...card, reason: 'declined' },
    cn: { ...names.cn, ...card, reason: 'declined' },
  },
  texts: {
    jp: (d) => ({
      subject: '【Refcheck】クレジットカードが無効です',
      greeting: `${d.staffName}様`,
      paragraphs: [
        d.reason === 'expired'
          ? `ご登録のクレジットカード（${d.maskedCardNo}）は有効期限（${d.expiry}）が切れました。`
          : `ご登録のクレジットカード（${d.maskedCardNo}）で月額料金の決済ができませんでした。`,
        '新しいクレジットカードをご登録いただくまで、ご利用が制限されます。',
      ],
      action: { label: 'クレジットカードを登録する', url: d.cardUrl },
    }),
    en: (d) => ({
      subject: '[Refcheck] Your credit card is invalid',
      greeting: `Dear ${d.staffName},`,
      paragraphs: [
        d.reason === 'expired'
          ? `Your registered credit card (${d.maskedCardNo}) expired (${d.expiry}).`
          : `The monthly charge to your registered credit card (${d.maskedCardNo}) was declined.`,
        'Features are limited until you register a new credit card.',
      ],
      action: { label: 'Register a credit card', url: d.cardUrl },
    }),
    cn: (d) => ({
      subject: '【Refcheck】信用卡无效',
      greeting: `${d.staffName} 您好：`,
      paragraphs: [
        d.reason === 'expired'
          ? `您登记的信用卡（${d.maskedCardNo}）已过有效期（${d.expiry}）。`
          : `您登记的信用卡（${d.maskedCardNo}）月费扣款失败。`,
        '在登记新的信用卡之前，功能将受到限制。',
      ],
      action: { label: '登记信用卡', url: d.cardUrl },
    }),
  },
});
