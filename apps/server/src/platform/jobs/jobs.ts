import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { Database } from '../../db/client.ts';
import { currentRequestId, runWithRequestId } from '../../lib/observability/request-context.ts';
import { tracing } from '../../lib/observability/tracing.ts';

export type Jobs = PgBoss;

/** Durable jobs (pg-boss) in the same database: PGlite through executeSql, PostgreSQL through its own pool. */
export async function startJobs(database: Database, log: FastifyBaseLogger): Promise<Jobs> {
  let stopped = false;
  const boss =
    database.kind === 'postgres'
      ? new PgBoss({ connectionString: database.connectionString!, max: 4 })
      : new PgBoss({
          db: {
            // A job still running when the server stops past the graceful wait (e.g. rendering a mail) reports its
            // end after PGlite closed: pg-boss's own call would be an unhandled rejection. The job is not lost: it
            // stays active in the data directory and expires into a retry after the next start.
            executeSql: async (text, values) => {
              try {
                return await database.executeSql(text, values);
              } catch (error) {
                if (stopped && /PGlite is closed/.test(String((error as Error)?.message)))
                  return { rows: [] };
                throw error;
              }
            },
          },
        });
  boss.on('error', (err) => log.error({ err }, 'job queue error'));
  const stop = boss.stop.bind(boss);
  boss.stop = ((options?: PgBoss.StopOptions) => {
    stopped = true;
    return stop(options);
  }) as typeof boss.stop;
  await boss.start();
  // Instances starting together on one PostgreSQL create the same queues at once, and pg-boss's create_queue can
  // then deadlock (its partition DDL): the loser tries again and finds the queue made.
  const createQueue = boss.createQueue.bind(boss);
  boss.createQueue = (async (name: string, options?: PgBoss.Queue) => {
    for (let attempt = 1; ; attempt++) {
      try {
        return await createQueue(name, options as never);
      } catch (error) {
        if ((error as { code?: string }).code !== '40P01' || attempt >= 5) throw error;
        await new Promise((resolve) => setTimeout(resolve, 50 * attempt + Math.random() * 100));
      }
    }
  }) as typeof boss.createQueue;
  carryRequestIds(boss, log);
  return boss;
}

/**
 * A job queued during a request carries the request's id (`requestId` in its data); its handler runs as part of
 * that id (so the outbox rows it writes carry it too), in a span when tracing is on, and its end is logged with it.
 */
function carryRequestIds(boss: PgBoss, log: FastifyBaseLogger) {
  const send = boss.send.bind(boss) as (...args: unknown[]) => Promise<string | null>;
  boss.send = ((...args: unknown[]) => {
    const requestId = currentRequestId();
    if (requestId && typeof args[0] === 'string' && args[1] && typeof args[1] === 'object') {
      args[1] = { ...(args[1] as object), requestId };
    }
    return send(...args);
  }) as typeof boss.send;
  const work = boss.work.bind(boss) as (...args: unknown[]) => Promise<string>;
  boss.work = ((name: string, ...rest: unknown[]) => {
    const handler = rest.pop() as (jobs: PgBoss.Job<{ requestId?: string }>[]) => Promise<unknown>;
    const wrapped = (jobs: PgBoss.Job<{ requestId?: string }>[]) => {
      const requestId = jobs[0]?.data?.requestId;
      const jobLog = log.child({
        queue: name,
        jobId: jobs[0]?.id,
        ...(requestId ? { reqId: requestId } : {}),
      });
      const run = async () => {
        try {
          const result = await handler(jobs);
          jobLog[requestId ? 'info' : 'debug']('job done');
          return result;
        } catch (err) {
          jobLog.warn({ err }, 'job failed');
          throw err;
        }
      };
      const t = tracing();
      return runWithRequestId(requestId, () =>
        t
          ? t.tracer.startActiveSpan(
              `job ${name}`,
              { attributes: { 'messaging.destination.name': name } },
              (span) => run().finally(() => span.end()),
            )
          : run(),
      );
    };
    return work(name, ...rest, wrapped);
  }) as typeof boss.work;
}
