/**
 * Where a person is signed in (issue 34 item 4): one row per live session, as the 「ログイン中の端末」 card shows it,
 * and the device named from the session's user agent.
 */
import { z } from 'zod';

export const deviceSessionSchema = z.object({
  /** The session's id (never its token): what `POST /api/auth/revoke-session` takes as `{ id }`. */
  id: z.string(),
  createdAt: z.coerce.date(),
  lastActiveAt: z.coerce.date(),
  ipAddress: z.string().nullable(),
  userAgent: z.string().nullable(),
  /** The session of the request itself. */
  current: z.boolean(),
});
export type DeviceSession = z.infer<typeof deviceSessionSchema>;
export const deviceSessionListSchema = z.array(deviceSessionSchema);

export const revokeSessionSchema = z.object({ id: z.string().min(1).max(100) });

export interface DeviceName {
  /** Chrome, Edge, Firefox, Safari, Opera, Samsung Internet; null when unknown. */
  browser: string | null;
  /** Windows, macOS, iPhone, iPad, Android, ChromeOS, Linux; null when unknown. */
  os: string | null;
  mobile: boolean;
}

const BROWSERS: [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\b(?:OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(?:Firefox|FxiOS)\//, 'Firefox'],
  [/\b(?:Chrome|CriOS|Chromium|HeadlessChrome)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];
const SYSTEMS: [RegExp, string][] = [
  [/\biPhone\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

/** The browser and system a user agent names (the common ones; anything else stays null). */
export function describeUserAgent(userAgent: string | null | undefined): DeviceName {
  const ua = userAgent ?? '';
  const browser = BROWSERS.find(([re]) => re.test(ua))?.[1] ?? null;
  const os = SYSTEMS.find(([re]) => re.test(ua))?.[1] ?? null;
  return { browser, os, mobile: /\bMobile\b|\biPhone\b|\bAndroid\b.*\bMobile\b/.test(ua) };
}

/** "Chrome (Windows)", "Safari (iPhone)", "Chrome", "Windows", or null when the agent says nothing known. */
export function deviceLabel(userAgent: string | null | undefined): string | null {
  const { browser, os } = describeUserAgent(userAgent);
  if (browser && os) return `${browser} (${os})`;
  return browser ?? os;
}
