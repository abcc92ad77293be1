/** The family every server-rendered PDF sets its text in (registered by fonts.ts: Noto Sans JP, 400 and 700). */
export const PDF_FONT = 'NotoSansJP';
