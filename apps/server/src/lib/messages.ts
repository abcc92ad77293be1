/**
 * Generic messages of the error shape, per language. Feature messages come from @refcheck/domain's catalogs.
 */
export type Lang = 'jp' | 'en' | 'cn';

const generic = {
  badRequest: {
    jp: 'リクエストの形式が正しくありません。',
    en: 'The request is malformed.',
    cn: '请求格式不正确。',
  },
  validation: {
    jp: '入力内容をお確かめください。',
    en: 'Please check what you entered.',
    cn: '请检查输入内容。',
  },
  unauthorized: {
    jp: 'ログインが必要です。',
    en: 'Please sign in.',
    cn: '请先登录。',
  },
  forbidden: {
    jp: 'この操作を行う権限がありません。',
    en: 'You are not allowed to do this.',
    cn: '您没有执行此操作的权限。',
  },
  notFound: {
    jp: 'お探しのページまたはデータが見つかりません。',
    en: 'The page or data you are looking for was not found.',
    cn: '找不到您要查找的页面或数据。',
  },
  payloadTooLarge: {
    jp: '送信されたデータが大きすぎます。',
    en: 'The data sent is too large.',
    cn: '发送的数据过大。',
  },
  unsupportedMediaType: {
    jp: 'このデータ形式には対応していません。',
    en: 'This content type is not supported.',
    cn: '不支持此数据格式。',
  },
  tooManyRequests: {
    jp: 'リクエストが多すぎます。しばらくしてから再度お試しください。',
    en: 'Too many requests. Please try again later.',
    cn: '请求过多，请稍后再试。',
  },
  serviceBusy: {
    jp: 'ただいま混み合っています。しばらくしてから再度お試しください。',
    en: 'The service is busy. Please try again in a moment.',
    cn: '当前访问繁忙，请稍后再试。',
  },
  internal: {
    jp: '予期せぬエラーが発生しました',
    en: 'An unexpected error occurred.',
    cn: '发生了意外错误。',
  },
  /** 409 of PUT /api/company/ip-rules: the same words as the settings page shows. */
  currentIpNotIncluded: {
    jp: '現在のIPアドレスを含めてください。含めないと保存後すぐにログインできなくなります。',
    en: 'Include your current IP address, or you would be logged out right after saving.',
    cn: '请包含当前IP地址，否则保存后将立即无法登录。',
  },
  required: { jp: '入力してください', en: 'This field is required.', cn: '请填写此项。' },
  invalid: { jp: '入力内容が正しくありません', en: 'This value is invalid.', cn: '输入内容不正确。' },
} as const;

export type GenericMessage = keyof typeof generic;

export function genericMessage(key: string, lang: Lang): string | undefined {
  return (generic as Record<string, Record<Lang, string>>)[key]?.[lang];
}

/** Picks jp, en or cn from an Accept-Language header (jp by default). */
export function langFromHeader(header: string | undefined): Lang {
  const first = (header ?? '').split(',')[0]?.trim().toLowerCase() ?? '';
  if (first.startsWith('en')) return 'en';
  if (first.startsWith('zh') || first.startsWith('cn')) return 'cn';
  return 'jp';
}
