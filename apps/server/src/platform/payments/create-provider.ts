import type { Config } from '../../config.ts';
import { GmoPaymentProvider } from './gmo.ts';
import type { PaymentProvider } from './provider.ts';
import { SandboxPaymentProvider } from './sandbox.ts';

/** PAYMENT_PROVIDER=gmo with the GMO_* settings, else the embedded sandbox. */
export function createPaymentProvider(config: Config): PaymentProvider {
  if (config.PAYMENT_PROVIDER === 'gmo') {
    return new GmoPaymentProvider({
      apiUrl: config.GMO_API_URL!,
      shopId: config.GMO_SHOP_ID!,
      shopPass: config.GMO_SHOP_PASS!,
      siteId: config.GMO_SITE_ID!,
      sitePass: config.GMO_SITE_PASS!,
      tokenJsUrl: config.GMO_TOKEN_JS_URL!,
    });
  }
  return new SandboxPaymentProvider();
}
