import { describe, expect, it } from 'vitest';
import { sharedRead } from '../../packages/server/src/catalogue/shared-read';

/** A read whose answers the test releases one by one: the number of reads started and a way to finish the oldest. */
function controlledRead() {
  const pending: ((value: number) => void)[] = [];
  let started = 0;
  const read = () => {
    started += 1;
    const number = started;
    return new Promise<number>((resolve) => pending.push(() => resolve(number)));
  };
  const finishOldest = async () => {
    pending.shift()?.(0);
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { read, finishOldest, started: () => started };
}

describe('a read shared by overlapping callers', () => {
  it('starts one read for a lone caller, and a new one for the next caller once it is done', async () => {
    const { read, finishOldest, started } = controlledRead();
    const shared = sharedRead(read);
    const first = shared();
    await finishOldest();
    expect(await first).toBe(1);
    const second = shared();
    await finishOldest();
    expect(await second).toBe(2);
    expect(started()).toBe(2);
  });

  it('gives callers that arrive during a read the one next read, started after they arrived', async () => {
    const { read, finishOldest, started } = controlledRead();
    const shared = sharedRead(read);
    const early = shared();
    const late = [shared(), shared(), shared()];
    expect(started()).toBe(1);
    await finishOldest();
    expect(await early).toBe(1);
    expect(started()).toBe(2);
    const later = shared();
    await finishOldest();
    expect(await Promise.all(late)).toEqual([2, 2, 2]);
    await finishOldest();
    expect(await later).toBe(3);
    expect(started()).toBe(3);
  });

  it('passes a failed read on to its callers, and the queued callers still get a fresh read', async () => {
    let calls = 0;
    let fail!: (error: Error) => void;
    const shared = sharedRead(() => {
      calls += 1;
      return calls === 1 ? new Promise<number>((_, reject) => (fail = reject)) : Promise.resolve(calls);
    });
    const failing = shared();
    const queued = shared();
    fail(new Error('connection lost'));
    await expect(failing).rejects.toThrow('connection lost');
    expect(await queued).toBe(2);
  });
});
