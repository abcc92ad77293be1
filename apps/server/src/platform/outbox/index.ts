export { Outbox } from './outbox.ts';
export { createTransport, type Transport } from './transports.ts';
