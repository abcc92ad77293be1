/**
 * The payment provider's browser tokenizer (GMO-PG's token.js shape, also served by the sandbox): the script is
 * loaded once, initialised with the shop id, and turns the card into a single-use token. The card number goes only
 * to the provider; the product's API receives the token and the masked number.
 */
interface TokenAnswer {
  resultCode: string;
  tokenObject?: { token: string | string[]; maskedCardNo: string };
}

declare global {
  interface Window {
    Multipayment?: {
      init(shopId: string): void;
      getToken(card: Record<string, string>, callback: (answer: TokenAnswer) => void): void;
    };
  }
}

const loaded = new Map<string, Promise<void>>();

function loadScript(src: string): Promise<void> {
  let promise = loaded.get(src);
  if (!promise) {
    promise = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      script.onload = () => resolve();
      script.onerror = () => {
        loaded.delete(src);
        reject(new Error('tokenizer script failed to load'));
      };
      document.head.append(script);
    });
    loaded.set(src, promise);
  }
  return promise;
}

export class TokenizeError extends Error {
  constructor(readonly resultCode: string) {
    super(`tokenize failed: ${resultCode}`);
  }
}

export async function tokenizeCard(
  tokenizer: { scriptUrl: string; shopId: string },
  card: { cardNumber: string; expire: string; securityCode: string; holderName: string },
): Promise<{ token: string; maskedCardNo: string }> {
  await loadScript(tokenizer.scriptUrl);
  const multipayment = window.Multipayment;
  if (!multipayment) throw new TokenizeError('script');
  multipayment.init(tokenizer.shopId);
  const answer = await new Promise<TokenAnswer>((resolve) =>
    multipayment.getToken(
      {
        cardno: card.cardNumber,
        expire: card.expire,
        securitycode: card.securityCode,
        holdername: card.holderName,
        tokennumber: '1',
      },
      resolve,
    ),
  );
  if (answer.resultCode !== '000' || !answer.tokenObject) throw new TokenizeError(answer.resultCode);
  const token = answer.tokenObject.token;
  return { token: Array.isArray(token) ? token[0]! : token, maskedCardNo: answer.tokenObject.maskedCardNo };
}
