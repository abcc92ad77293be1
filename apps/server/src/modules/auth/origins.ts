/** Loopback origins (any port): `localhost`, `127.0.0.0/8`, `[::1]`. */
export function isLoopbackOrigin(origin: string): boolean {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  const host = url.hostname;
  return host === 'localhost' || host === '[::1]' || /^127(\.\d{1,3}){3}$/.test(host);
}

/**
 * The origins better-auth trusts for a request: production only PUBLIC_URL; development and tests also the
 * request's own Origin when it is a loopback address (`http://127.0.0.1:3000` as well as `http://localhost:3000`).
 */
export function trustedOrigins(publicUrl: string, production: boolean) {
  return (request?: Request): string[] => {
    if (production) return [publicUrl];
    const origin = request?.headers.get('origin');
    return origin && isLoopbackOrigin(origin) ? [publicUrl, origin] : [publicUrl];
  };
}
