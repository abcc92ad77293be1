/**
 * GMO Payment Gateway adapter (facts.md): form-encoded POSTs to `<api>/payment/<Name>.idPass`, answered with
 * HTTP 200 and a form-encoded body even on errors (`ErrCode`/`ErrInfo`, pipe-joined). Card registration with
 * 3-D Secure 2.0: SaveMember (E01390010 = member exists, a success) → EntryTran (JobCd=CHECK, TdFlag=2) →
 * ExecTran with the browser's token and RetUrl → ACS=2: the browser goes to RedirectUrl and returns to RetUrl →
 * SecureTran2 → TradedCard saves the checked card to the member → SearchCard reads its expiry and masked number.
 * E61010002 means an invalid card. The shop ID comes with each call (payments/shop-id.ts: one source).
 */
import type {
  CardFailure,
  CompleteCardInput,
  CompleteCardResult,
  PaymentProvider,
  RegisterCardInput,
  RegisterCardResult,
} from './provider.ts';

export interface GmoConfig {
  apiUrl: string;
  shopId: string;
  shopPass: string;
  siteId: string;
  sitePass: string;
  tokenJsUrl: string;
  /** Per-call timeout (default 30 s). */
  timeoutMs?: number;
}

const MEMBER_EXISTS = 'E01390010';
const INVALID_CARD = 'E61010002';

export class GmoError extends Error {
  constructor(
    readonly api: string,
    readonly errInfo: string[],
  ) {
    super(`GMO ${api}: ${errInfo.join('|') || 'no answer'}`);
  }
  get failure(): CardFailure {
    return this.errInfo.includes(INVALID_CARD) ? 'INVALID_CARD' : 'FAILED';
  }
}

export class GmoPaymentProvider implements PaymentProvider {
  readonly name = 'gmo' as const;
  readonly tokenizer: { scriptUrl: string; shopId: string };

  constructor(private readonly config: GmoConfig) {
    this.tokenizer = { scriptUrl: config.tokenJsUrl, shopId: config.shopId };
  }

  /** One API call; resolves the answer's fields, throws GmoError when it carries ErrCode (or no answer). */
  async call(api: string, fields: Record<string, string>, allow: string[] = []): Promise<URLSearchParams> {
    let body: string;
    try {
      const response = await fetch(`${this.config.apiUrl.replace(/\/$/, '')}/payment/${api}.idPass`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' },
        body: new URLSearchParams(fields).toString(),
        signal: AbortSignal.timeout(this.config.timeoutMs ?? 30_000),
      });
      if (!response.ok) throw new GmoError(api, [`HTTP${response.status}`]);
      body = await response.text();
    } catch (error) {
      if (error instanceof GmoError) throw error;
      throw new GmoError(api, []);
    }
    const answer = new URLSearchParams(body);
    const errInfo = (answer.get('ErrInfo') ?? '').split('|').filter(Boolean);
    if (answer.get('ErrCode') && !errInfo.every((code) => allow.includes(code)))
      throw new GmoError(api, errInfo);
    return answer;
  }

  private site() {
    return { SiteID: this.config.siteId, SitePass: this.config.sitePass };
  }

  private shop(shopId: string) {
    return { ShopID: shopId || this.config.shopId, ShopPass: this.config.shopPass };
  }

  /** TradedCard saves the checked card to the member; SearchCard reads back what the provider holds. */
  private async saveToMember(input: { memberId: string; orderId: string; shopId: string }) {
    const traded = await this.call('TradedCard', {
      ...this.shop(input.shopId),
      ...this.site(),
      OrderID: input.orderId,
      MemberID: input.memberId,
      DefaultFlag: '1',
    });
    const cardSeq = traded.get('CardSeq') ?? '0';
    try {
      const found = await this.call('SearchCard', {
        ...this.site(),
        MemberID: input.memberId,
        SeqMode: '0',
        CardSeq: cardSeq,
      });
      const expire = found.get('Expire') ?? '';
      return {
        expire: /^\d{4}$/.test(expire) ? expire : null,
        maskedCardNo: found.get('CardNo') || traded.get('CardNo') || null,
      };
    } catch {
      // The card is saved; its expiry stays unknown until the next registration.
      return { expire: null, maskedCardNo: traded.get('CardNo') || null };
    }
  }

  async registerCard(input: RegisterCardInput): Promise<RegisterCardResult> {
    try {
      await this.call(
        'SaveMember',
        { ...this.site(), MemberID: input.memberId, MemberName: input.memberName },
        [MEMBER_EXISTS],
      );
      const entry = await this.call('EntryTran', {
        ...this.shop(input.shopId),
        OrderID: input.orderId,
        JobCd: 'CHECK',
        TdFlag: '2',
      });
      const accessId = entry.get('AccessID') ?? '';
      const accessPass = entry.get('AccessPass') ?? '';
      const exec = await this.call('ExecTran', {
        AccessID: accessId,
        AccessPass: accessPass,
        OrderID: input.orderId,
        Token: input.token,
        RetUrl: input.returnUrl,
      });
      if (exec.get('ACS') === '2') {
        const redirectUrl = exec.get('RedirectUrl');
        if (!redirectUrl) return { kind: 'failed', code: 'FAILED', detail: 'ExecTran: no RedirectUrl' };
        return { kind: 'challenge', redirectUrl, accessId, accessPass };
      }
      return { kind: 'saved', card: await this.saveToMember(input) };
    } catch (error) {
      if (error instanceof GmoError) return { kind: 'failed', code: error.failure, detail: error.message };
      throw error;
    }
  }

  async completeCard(input: CompleteCardInput): Promise<CompleteCardResult> {
    try {
      await this.call('SecureTran2', { AccessID: input.accessId, AccessPass: input.accessPass });
      return { kind: 'saved', card: await this.saveToMember(input) };
    } catch (error) {
      if (error instanceof GmoError) return { kind: 'failed', code: error.failure, detail: error.message };
      throw error;
    }
  }
}
