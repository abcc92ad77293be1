import { AsyncLocalStorage } from 'node:async_hooks';
import { describe, expect, it } from 'vitest';
import { asBulkRead } from './bulk-reads.ts';
import { StatementTurns } from './statement-turns.ts';

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('StatementTurns (PGlite: statements take turns with the event loop, bulk reads last)', () => {
  it('runs statements one at a time, in arrival order', async () => {
    const turns = new StatementTurns();
    const log: string[] = [];
    let running = 0;
    const statement = (name: string) =>
      turns.run(async () => {
        running++;
        expect(running).toBe(1);
        log.push(name);
        await tick();
        running--;
        return name;
      });
    expect(await Promise.all([statement('a'), statement('b'), statement('c')])).toEqual(['a', 'b', 'c']);
    expect(log).toEqual(['a', 'b', 'c']);
  });

  it('lets the event loop take a turn between two statements', async () => {
    const turns = new StatementTurns();
    const log: string[] = [];
    await Promise.all([
      turns.run(async () => {
        log.push('first');
        // Work the loop has to do (a socket to read, a connection to accept) once this statement ends.
        setImmediate(() => log.push('the loop'));
      }),
      turns.run(async () => log.push('second')),
    ]);
    expect(log).toEqual(['first', 'the loop', 'second']);
  });

  it('runs a caller’s next statement before a waiting bulk read when it sends it straight away', async () => {
    const turns = new StatementTurns(10_000);
    const log: string[] = [];
    const save = (async () => {
      await turns.run(async () => log.push('save 1'));
      await turns.run(async () => log.push('save 2'));
    })();
    const bulk = asBulkRead(() => turns.run(async () => log.push('bulk')));
    await Promise.all([save, bulk]);
    expect(log).toEqual(['save 1', 'save 2', 'bulk']);
  });

  it('runs waiting statements before bulk reads that came first', async () => {
    const turns = new StatementTurns(10_000);
    const log: string[] = [];
    await Promise.all([
      turns.run(async () => {
        log.push('other 1');
        await tick();
      }),
      asBulkRead(() => turns.run(async () => log.push('bulk'))),
      turns.run(async () => log.push('other 2')),
    ]);
    expect(log).toEqual(['other 1', 'other 2', 'bulk']);
  });

  it('does not let a bulk read wait longer than its limit', async () => {
    const turns = new StatementTurns(20);
    const log: string[] = [];
    let done = false;
    // A steady stream of other statements, each sent as the last one ends.
    const stream = (async () => {
      while (!done) await turns.run(async () => tick());
    })();
    await asBulkRead(() => turns.run(async () => log.push('bulk')));
    done = true;
    await stream;
    expect(log).toEqual(['bulk']);
  });

  it('gives a save its turns before a long queue of bulk reads that waited, one bulk read per limit', async () => {
    const turns = new StatementTurns(20);
    const log: string[] = [];
    // A long statement under way; meanwhile fifty list requests' bulk reads queue up and wait past the limit.
    const long = turns.run(async () => {
      log.push('long');
      await new Promise((resolve) => setTimeout(resolve, 40));
    });
    const bulks = Array.from({ length: 50 }, () => asBulkRead(() => turns.run(async () => log.push('bulk'))));
    // A save sends its statements one after another.
    const save = (async () => {
      for (let i = 0; i < 5; i++) await turns.run(async () => log.push('save'));
    })();
    await Promise.all([long, save, ...bulks]);
    // One bulk read had its turn (they had waited long enough), then the save's five, then the rest.
    expect(log.slice(0, 7)).toEqual(['long', 'bulk', 'save', 'save', 'save', 'save', 'save']);
    expect(log.filter((x) => x === 'bulk')).toHaveLength(50);
  });

  it('runs each statement in its caller’s async context (its request, its trace span)', async () => {
    const turns = new StatementTurns();
    const request = new AsyncLocalStorage<string>();
    const seen = await Promise.all(
      ['request A', 'request B', 'request C'].map((id) =>
        request.run(id, () => turns.run(async () => request.getStore())),
      ),
    );
    expect(seen).toEqual(['request A', 'request B', 'request C']);
  });

  it('closes once the statements already queued have run, and refuses the ones sent after', async () => {
    const turns = new StatementTurns();
    const log: string[] = [];
    const queued = [
      turns.run(async () => log.push('a')),
      asBulkRead(() => turns.run(async () => log.push('b'))),
    ];
    const closing = turns.close(async () => {
      log.push('closed');
    });
    await expect(turns.run(async () => log.push('late'))).rejects.toThrow('PGlite is closed');
    await Promise.all([...queued, closing]);
    expect(log).toEqual(['a', 'b', 'closed']);
    expect(turns.close(async () => log.push('twice') as never)).toBe(closing);
  });

  it('hands a failing statement’s error to its caller and goes on with the next', async () => {
    const turns = new StatementTurns();
    const failed = turns.run(async () => {
      throw new Error('syntax error');
    });
    const next = turns.run(async () => 'ran');
    await expect(failed).rejects.toThrow('syntax error');
    expect(await next).toBe('ran');
  });
});
