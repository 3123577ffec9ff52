// @vitest-environment node
// The short answer caches behind autocomplete and filter options: one computation per key for
// concurrent requests, answers kept for the TTL and then computed again, failures never kept.
import { afterEach, describe, expect, it } from 'vitest';
import { answerCaches, clearAnswerCaches, setAnswerCachesEnabled } from '../../src/server/services/answer-cache.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('answer caches', () => {
  afterEach(() => setAnswerCachesEnabled(true));

  it('computes a key once for concurrent requests and keeps the answer per owner', async () => {
    const cacheFor = answerCaches<{ n: number }>({ max: 10, ttlMs: 60_000 });
    let computed = 0;
    const compute = async () => {
      computed += 1;
      await sleep(20);
      return { n: computed };
    };
    const owner = {};
    const answers = await Promise.all(Array.from({ length: 10 }, () => cacheFor(owner).get('k', compute)));
    expect(computed).toBe(1);
    expect(new Set(answers.map((a) => a.n))).toEqual(new Set([1]));
    expect(await cacheFor(owner).get('k', compute)).toEqual({ n: 1 });
    expect(await cacheFor({}).get('k', compute)).toEqual({ n: 2 });
    expect(await cacheFor(owner).get('other', compute)).toEqual({ n: 3 });
  });

  it('drops every kept answer after clearAnswerCaches (a back-office catalogue change)', async () => {
    const cacheFor = answerCaches<{ n: number }>({ max: 10, ttlMs: 60_000 });
    let computed = 0;
    const compute = async () => ({ n: ++computed });
    const owner = {};
    expect(await cacheFor(owner).get('k', compute)).toEqual({ n: 1 });
    expect(await cacheFor(owner).get('k', compute)).toEqual({ n: 1 });
    clearAnswerCaches();
    expect(await cacheFor(owner).get('k', compute)).toEqual({ n: 2 });
    expect(await cacheFor(owner).get('k', compute)).toEqual({ n: 2 });
  });

  it('computes again after the TTL, and every time while caches are off', async () => {
    const cacheFor = answerCaches<{ at: number }>({ max: 10, ttlMs: 40 });
    const owner = {};
    let calls = 0;
    const compute = async () => ({ at: ++calls });
    expect(await cacheFor(owner).get('k', compute)).toEqual({ at: 1 });
    expect(await cacheFor(owner).get('k', compute)).toEqual({ at: 1 });
    await sleep(60);
    expect(await cacheFor(owner).get('k', compute)).toEqual({ at: 2 });
    setAnswerCachesEnabled(false);
    expect(await cacheFor(owner).get('k', compute)).toEqual({ at: 3 });
    expect(await cacheFor(owner).get('k', compute)).toEqual({ at: 4 });
  });

  it('refreshes an answer asked for near the end of its TTL in the background, without making anyone wait', async () => {
    const cacheFor = answerCaches<{ at: number }>({ max: 10, ttlMs: 1_000 });
    const owner = {};
    let calls = 0;
    let release: () => void = () => undefined;
    const compute = async () => {
      calls += 1;
      // The refresh is slow: the request that triggered it must not wait for it.
      if (calls === 2) await new Promise<void>((resolve) => (release = resolve));
      return { at: calls };
    };
    expect(await cacheFor(owner).get('k', compute)).toEqual({ at: 1 });
    await sleep(300);
    expect(await cacheFor(owner).get('k', compute)).toEqual({ at: 1 });
    expect(calls).toBe(1);
    await sleep(550);
    // In the last fifth of the TTL: answered from the cache at once, the refresh starts (once).
    expect(await cacheFor(owner).get('k', compute)).toEqual({ at: 1 });
    expect(await cacheFor(owner).get('k', compute)).toEqual({ at: 1 });
    expect(calls).toBe(2);
    release();
    // Past the first answer's TTL: the refreshed one, with a TTL of its own, and no new computation.
    await sleep(250);
    expect(await cacheFor(owner).get('k', compute)).toEqual({ at: 2 });
    expect(calls).toBe(2);
  });

  it('keeps no failure: the next request computes again', async () => {
    const cacheFor = answerCaches<{ ok: boolean }>({ max: 10, ttlMs: 60_000 });
    const owner = {};
    await expect(cacheFor(owner).get('k', () => Promise.reject(new Error('database down')))).rejects.toThrow('database down');
    expect(await cacheFor(owner).get('k', async () => ({ ok: true }))).toEqual({ ok: true });
  });

  it('holds at most `max` answers, dropping the least recently used', async () => {
    const cacheFor = answerCaches<{ key: string; call: number }>({ max: 2, ttlMs: 60_000 });
    const owner = {};
    let calls = 0;
    const compute = (key: string) => async () => ({ key, call: ++calls });
    await cacheFor(owner).get('a', compute('a'));
    await cacheFor(owner).get('b', compute('b'));
    await cacheFor(owner).get('a', compute('a'));
    await cacheFor(owner).get('c', compute('c'));
    expect((await cacheFor(owner).get('a', compute('a'))).call).toBe(1);
    expect((await cacheFor(owner).get('b', compute('b'))).call).toBe(4);
  });
});
