import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The request (or job) a piece of work belongs to, without passing it down every call: the outbox stamps its rows
 * with it and the jobs carry it on, so one id ties a request's log lines, its mails and SMS, and the job logs of
 * their delivery together (docs/decisions.md, issue 21).
 */
const storage = new AsyncLocalStorage<{ requestId: string }>();

export function currentRequestId(): string | undefined {
  return storage.getStore()?.requestId;
}

/** Runs `fn` as part of `requestId` (a Fastify onRequest hook passes its `done`; a job worker its handler). */
export function runWithRequestId<T>(requestId: string | undefined, fn: () => T): T {
  return requestId ? storage.run({ requestId }, fn) : fn();
}
