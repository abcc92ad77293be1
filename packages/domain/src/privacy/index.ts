// Privacy rules shared by the server and the web.
import type { MessageKey } from '../messages/catalog.ts';
import type { FairHiringTopic } from './fair-hiring.ts';

export * from './fair-hiring.ts';

/** Message key of a fair-hiring topic's reason. */
export const fairHiringTopicKey = (topic: FairHiringTopic) => `fairHiring.topic_${topic}` as MessageKey;
export * from './retention.ts';
export * from './unfinished-checks.ts';
