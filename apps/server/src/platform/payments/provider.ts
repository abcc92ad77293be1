/**
 * The card payment provider behind card registration (spec 7 createOrUpdateCreditCard3DSecure). Shaped after
 * GMO-PG's 3-D Secure 2.0 card check and Stripe's SetupIntent, which share one flow: the browser tokenises the
 * card at the provider → the server registers the token (3-D Secure) → the provider may ask to redirect the
 * browser to the card issuer's challenge (ACS) → the browser comes back to our return URL → the server completes
 * the registration and the card is saved to the provider's member. Card numbers never reach our server.
 */

/** What the browser needs to tokenise: the provider's script and its public key (GMO's shop id). */
export interface BrowserTokenizer {
  scriptUrl: string;
  shopId: string;
}

export type CardFailure = 'INVALID_CARD' | 'FAILED';

/** The card as the provider holds it: expiry YYMM (GMO SearchCard `Expire`) and its masked number. */
export interface SavedCard {
  expire: string | null;
  maskedCardNo: string | null;
}

export interface RegisterCardInput {
  /** The provider's member (customer) id of the company: the company id (the billing CSV's 会員ID). */
  memberId: string;
  /** The one shop ID (payments/shop-id.ts). */
  shopId: string;
  memberName: string;
  /** Our order id of this attempt (≤ 27 characters, GMO's limit). */
  orderId: string;
  /** The single-use card token from the browser. */
  token: string;
  /** Where the challenge returns the browser to. */
  returnUrl: string;
}

export type RegisterCardResult =
  | { kind: 'saved'; card: SavedCard }
  | { kind: 'challenge'; redirectUrl: string; accessId: string; accessPass: string }
  | { kind: 'failed'; code: CardFailure; detail?: string };

export interface CompleteCardInput {
  memberId: string;
  shopId: string;
  orderId: string;
  accessId: string;
  accessPass: string;
}

export type CompleteCardResult =
  | { kind: 'saved'; card: SavedCard }
  | { kind: 'failed'; code: CardFailure; detail?: string };

export interface PaymentProvider {
  readonly name: 'sandbox' | 'gmo';
  readonly tokenizer: BrowserTokenizer;
  /** Registers the card of `token` with 3-D Secure: saved at once, a challenge to pass, or a failure. */
  registerCard(input: RegisterCardInput): Promise<RegisterCardResult>;
  /** After the challenge: checks its outcome and saves the card to the member. */
  completeCard(input: CompleteCardInput): Promise<CompleteCardResult>;
}
