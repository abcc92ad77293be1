/** Yen amounts with thousands separators (12,345). */
export const formatYen = (n: number) => n.toLocaleString('ja-JP');
