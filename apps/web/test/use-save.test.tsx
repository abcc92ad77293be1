// The settings cards' save (ui/use-save.ts): `saving` while the work runs, the success or failure toast with the
// caller's text, the steps after each, and nothing reset on failure (the form keeps what was typed).
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const shown = vi.hoisted(() => [] as { color: string; message: string }[]);
vi.mock('@mantine/notifications', () => ({
  notifications: { show: (data: { color: string; message: string }) => shown.push(data) },
}));

const { useSave } = await import('../src/ui/use-save.ts');

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

type Hook = ReturnType<typeof useSave>;
let hook: Hook;
const renders: boolean[] = [];
function Probe() {
  hook = useSave();
  renders.push(hook.saving);
  return <button type="button" disabled={hook.saving} />;
}

let root: Root;
let host: HTMLElement;
beforeEach(() => {
  shown.length = 0;
  renders.length = 0;
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  act(() => root.render(<Probe />));
});
afterEach(() => {
  act(() => root.unmount());
  host.remove();
});

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('useSave', () => {
  it('is saving while the work runs, then shows the success toast and runs the after-success step', async () => {
    const work = deferred<number>();
    const after = vi.fn();
    let done!: Promise<boolean>;
    act(() => {
      done = hook.save(() => work.promise, {
        success: '更新しました',
        failure: '失敗しました',
        afterSuccess: after,
      });
    });
    expect(hook.saving).toBe(true);
    expect(host.querySelector('button')?.disabled).toBe(true);
    expect(shown).toEqual([]);

    await act(async () => work.resolve(7));
    expect(await done).toBe(true);
    expect(shown).toEqual([{ color: 'teal', message: '更新しました' }]);
    expect(after).toHaveBeenCalledWith(7);
    expect(hook.saving).toBe(false);
    expect(host.querySelector('button')?.disabled).toBe(false);
  });

  it('shows the success toast before the after-success step (e.g. a refetch) runs', async () => {
    const order: string[] = [];
    await act(async () => {
      await hook.save(async () => order.push('work'), {
        success: 'ok',
        failure: 'ng',
        afterSuccess: () => order.push(`after (toasts: ${shown.length})`),
      });
    });
    expect(order).toEqual(['work', 'after (toasts: 1)']);
  });

  it('on failure shows the failure toast, keeps saving false afterwards and does not run the after-success step', async () => {
    const after = vi.fn();
    const afterFailure = vi.fn();
    const error = new Error('offline');
    let ok: boolean | undefined;
    await act(async () => {
      ok = await hook.save(() => Promise.reject(error), {
        success: 'ok',
        afterSuccess: after,
        failure: '設定の更新に失敗しました',
        afterFailure,
      });
    });
    expect(ok).toBe(false);
    expect(shown).toEqual([{ color: 'red', message: '設定の更新に失敗しました' }]);
    expect(after).not.toHaveBeenCalled();
    expect(afterFailure).toHaveBeenCalledWith(error);
    expect(hook.saving).toBe(false);
  });

  it('a failing after-success step counts as a failed save (success toast first, then the failure toast)', async () => {
    await act(async () => {
      await hook.save(async () => 1, {
        success: 'ok',
        afterSuccess: () => Promise.reject(new Error('refetch')),
        failure: 'ng',
      });
    });
    expect(shown.map((s) => s.color)).toEqual(['teal', 'red']);
  });

  it('chooses the failure text from the error; undefined shows no toast (the caller put it on a field)', async () => {
    const onField = vi.fn();
    const failure = (error: unknown) => {
      if ((error as Error).message === 'taken') {
        onField();
        return undefined;
      }
      return `失敗 (${(error as Error).message})`;
    };
    await act(async () => {
      await hook.save(() => Promise.reject(new Error('taken')), { failure });
    });
    expect(shown).toEqual([]);
    expect(onField).toHaveBeenCalledOnce();

    await act(async () => {
      await hook.save(() => Promise.reject(new Error('E500')), { failure });
    });
    expect(shown).toEqual([{ color: 'red', message: '失敗 (E500)' }]);
  });

  it('takes the success text from the result', async () => {
    await act(async () => {
      await hook.save(async () => ({ marked: 3 }), {
        success: (applied) => `${applied.marked}件を反映しました`,
        failure: 'ng',
      });
    });
    expect(shown).toEqual([{ color: 'teal', message: '3件を反映しました' }]);
  });

  it('shows no success toast when none is given (the page navigates away)', async () => {
    await act(async () => {
      expect(await hook.save(async () => undefined, { failure: 'ng' })).toBe(true);
    });
    expect(shown).toEqual([]);
  });

  it('keeps the same save function across renders', () => {
    const first = hook.save;
    act(() => root.render(<Probe />));
    expect(hook.save).toBe(first);
  });
});
