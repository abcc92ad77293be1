import type { Config } from '../../config.ts';
import type { RiskCheckProvider } from './provider.ts';
import { RiskEyesProvider } from './riskeyes.ts';
import { SandboxRiskProvider } from './sandbox.ts';

/** RISK EYES when its URL and account are configured; the sandbox otherwise. */
export function createRiskProvider(config: Config): RiskCheckProvider {
  if (config.RISK_EYES_API_URL && config.RISK_EYES_USERNAME && config.RISK_EYES_PASSWORD) {
    return new RiskEyesProvider({
      baseUrl: config.RISK_EYES_API_URL,
      username: config.RISK_EYES_USERNAME,
      password: config.RISK_EYES_PASSWORD,
      accessKey: config.RISK_EYES_ACCESS_KEY ?? '',
      timeoutMs: config.EXTERNAL_TIMEOUT_SECONDS * 1000,
    });
  }
  return new SandboxRiskProvider(config.authSecret, config.publicUrl);
}
