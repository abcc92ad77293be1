import { describe, expect, it } from 'vitest';
import { describeUserAgent, deviceLabel } from './device-sessions.ts';

const UA = {
  chromeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  edgeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
  safariIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  chromeIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1',
  safariMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
  firefoxLinux: 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
  chromeAndroid:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  headless:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
};

describe('deviceLabel', () => {
  it.each([
    [UA.chromeWindows, 'Chrome (Windows)'],
    [UA.edgeWindows, 'Edge (Windows)'],
    [UA.safariIphone, 'Safari (iPhone)'],
    [UA.chromeIphone, 'Chrome (iPhone)'],
    [UA.safariMac, 'Safari (macOS)'],
    [UA.firefoxLinux, 'Firefox (Linux)'],
    [UA.chromeAndroid, 'Chrome (Android)'],
    [UA.headless, 'Chrome (Linux)'],
    ['curl/8.5.0', null],
    [null, null],
    ['', null],
  ])('%s → %s', (ua, label) => {
    expect(deviceLabel(ua)).toBe(label);
  });

  it('tells phones from computers', () => {
    expect(describeUserAgent(UA.safariIphone).mobile).toBe(true);
    expect(describeUserAgent(UA.chromeAndroid).mobile).toBe(true);
    expect(describeUserAgent(UA.chromeWindows).mobile).toBe(false);
  });
});
