// Property and fuzz runs in `npm test` and CI use one fixed seed, so a green run stays green and a
// red one replays exactly. FAST_CHECK_SEED=random explores new inputs (a long local run); any other
// number replays that seed. A defect found that way gets its own pinned regression test.
import fc from 'fast-check';

const FIXED_SEED = 20_261_125;
const wanted = process.env.FAST_CHECK_SEED;

if (wanted !== 'random') {
  const seed = wanted === undefined || wanted === '' ? FIXED_SEED : Number.parseInt(wanted, 10);
  if (!Number.isSafeInteger(seed)) throw new Error(`FAST_CHECK_SEED must be an integer or "random", not ${wanted ?? ''}`);
  fc.configureGlobal({ ...fc.readConfigureGlobal(), seed });
}
