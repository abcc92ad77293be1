import { z } from 'zod';
/** RFC 9457 problem details with a stable `code` the web app maps to the spec's localized messages. */
export interface InvalidField {
  path: string;
  code: string;
  message: string;
}

export interface Problem {
  type: string;
  title: string;
  status: number;
  code: string;
  detail?: string;
  instance?: string;
  errors?: InvalidField[];
}

/** Throw from a handler to answer with that problem. */
export class HttpProblem extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message?: string,
    readonly errors?: InvalidField[],
    /** Extra response headers (e.g. Retry-After on 429). */
    readonly headers?: Record<string, string>,
  ) {
    super(message ?? code);
  }
}

export const notFound = (code = 'notFound') => new HttpProblem(404, code);
export const forbidden = (code = 'forbidden') => new HttpProblem(403, code);
export const unauthorized = (code = 'unauthorized') => new HttpProblem(401, code);
export const badRequest = (code: string, errors?: InvalidField[]) => new HttpProblem(400, code, code, errors);
export const conflict = (code: string) => new HttpProblem(409, code);

/** The product's stable code for an HTTP error status (the key of its localized generic title). */
export const statusCodes: Record<number, string> = {
  400: 'badRequest',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'notFound',
  413: 'payloadTooLarge',
  415: 'unsupportedMediaType',
  429: 'tooManyRequests',
  503: 'serviceBusy',
};

/** Marks the problem schema for the OpenAPI document: its media type is application/problem+json. */
export const X_PROBLEM = 'x-refcheck-problem';

/** A problem+json response in the OpenAPI document (the errors plugin writes it; unlisted fields pass). */
export const problemSchema = z
  .object({ type: z.string(), title: z.string(), status: z.number(), code: z.string() })
  .loose()
  .meta({ [X_PROBLEM]: true });
