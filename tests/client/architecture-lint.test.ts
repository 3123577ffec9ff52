// @vitest-environment node
// The client's structure is kept by ESLint (eslint.config.js), not by review: these prove each
// rule catches a violation, so a rule that silently stopped matching would fail here.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

async function lintAs(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((m) => m.message);
}

const FEATURE_INTERNALS_MESSAGE = 'Import another feature through its index.ts';
const GENERATED_HOOK_MESSAGE = 'Components call feature hooks (features/<area>/use*.ts), never the generated hooks.';

describe('client structure rules', { timeout: 30_000 }, () => {
  // The first lint loads the config and the TypeScript parser (seconds on a busy machine): done once
  // here, so each case measures only its own lint.
  beforeAll(async () => {
    await lintAs('src/client/features/cart/LintWarmup.tsx', 'export const warm = 1;\n');
  }, 60_000);

  it('refuse a component that imports a generated hook', async () => {
    const messages = await lintAs(
      'src/client/features/cart/LintProbe.tsx',
      "import { useCheckoutQuery } from '../../../generated/graphql';\nexport function LintProbe() {\n  useCheckoutQuery({ variables: { checkoutId: '1' } });\n  return null;\n}\n",
    );
    expect(messages.some((m) => m.includes(GENERATED_HOOK_MESSAGE))).toBe(true);
    // The same hook from its own operation module (what src/generated/graphql.ts re-exports).
    const direct = await lintAs(
      'src/client/features/cart/LintProbe.tsx',
      "import { useCheckoutQuery } from '../../../generated/operations/Checkout.generated';\nexport function LintProbe() {\n  useCheckoutQuery({ variables: { checkoutId: '1' } });\n  return null;\n}\n",
    );
    expect(direct.some((m) => m.includes(GENERATED_HOOK_MESSAGE))).toBe(true);
  });

  it('let a feature hook call it, and a component import generated types', async () => {
    const hook = await lintAs(
      'src/client/features/cart/useLintProbe.ts',
      "import { useCheckoutQuery } from '../../../generated/graphql';\nexport function useLintProbe(id: string) {\n  return useCheckoutQuery({ variables: { checkoutId: id } }).data;\n}\n",
    );
    expect(hook.filter((m) => m.includes(GENERATED_HOOK_MESSAGE))).toEqual([]);
    const component = await lintAs(
      'src/client/features/cart/LintProbe.tsx',
      "import type { CheckoutQuery } from '../../../generated/graphql';\nexport function LintProbe({ data }: { data: CheckoutQuery }) {\n  return data.checkout ? null : null;\n}\n",
    );
    expect(component.filter((m) => m.includes(GENERATED_HOOK_MESSAGE))).toEqual([]);
  });

  it('refuse a cross-feature import that bypasses the feature\'s index.ts', async () => {
    const messages = await lintAs(
      'src/client/features/cart/LintProbe.tsx',
      "import { CheckoutProgress } from '../checkout/CheckoutProgress';\nexport function LintProbe() {\n  return <CheckoutProgress step=\"CART\" />;\n}\n",
    );
    expect(messages.some((m) => m.includes(FEATURE_INTERNALS_MESSAGE))).toBe(true);
    const nested = await lintAs(
      'src/client/features/catalogue/product/useLintProbe.ts',
      "import { useCart } from '../../cart/useCart';\nexport const useLintProbe = useCart;\n",
    );
    expect(nested.some((m) => m.includes(FEATURE_INTERNALS_MESSAGE))).toBe(true);
  });

  it('let a feature import another through its index, and its own files and shared modules directly', async () => {
    const messages = await lintAs(
      'src/client/features/cart/LintProbe.tsx',
      "import { CheckoutProgress } from '../checkout';\nimport { useCart } from './useCart';\nimport { cartMessages } from '../../texts/cart';\nimport { Button } from '../../ui';\nimport type { CheckoutQuery } from '../../../generated/graphql';\nexport function LintProbe({ data }: { data?: CheckoutQuery }) {\n  useCart();\n  return data ? <Button>{cartMessages.title}</Button> : <CheckoutProgress step=\"CART\" />;\n}\n",
    );
    expect(messages.filter((m) => m.includes(FEATURE_INTERNALS_MESSAGE))).toEqual([]);
    const nested = await lintAs(
      'src/client/features/catalogue/product/useLintProbe.ts',
      "import { useCart } from '../../cart';\nimport { quantitySettingsOf } from '../../../quantity';\nimport { RELATED_COUNT } from '../relatedCount';\nexport const useLintProbe = [useCart, quantitySettingsOf, RELATED_COUNT];\n",
    );
    expect(nested.filter((m) => m.includes(FEATURE_INTERNALS_MESSAGE))).toEqual([]);
  });

  it('refuse a component that writes the Apollo cache itself, and let a feature hook do it', async () => {
    const APOLLO_MESSAGE = 'Components read and write the Apollo cache through feature hooks';
    const component = await lintAs(
      'src/client/features/shell/LintProbe.tsx',
      "import { useApolloClient } from '@apollo/client';\nexport function LintProbe() {\n  const client = useApolloClient();\n  return <button onClick={() => client.cache.gc()} />;\n}\n",
    );
    expect(component.some((m) => m.includes(APOLLO_MESSAGE))).toBe(true);
    const nested = await lintAs(
      'src/client/features/catalogue/product/LintProbe.tsx',
      "import { useQuery, gql } from '@apollo/client';\nexport function LintProbe() {\n  useQuery(gql`{ a }`);\n  return null;\n}\n",
    );
    expect(nested.some((m) => m.includes(APOLLO_MESSAGE))).toBe(true);
    const hook = await lintAs(
      'src/client/features/shell/useLintProbe.ts',
      "import { useApolloClient } from '@apollo/client';\nexport function useLintProbe() {\n  const client = useApolloClient();\n  return () => client.cache.gc();\n}\n",
    );
    expect(hook.filter((m) => m.includes(APOLLO_MESSAGE))).toEqual([]);
  });
});

// import-x/no-cycle follows real files, so the probe writes two that import each other.
describe('client cycle rule', () => {
  const dir = join(process.cwd(), 'src/client/features/__lintprobe__');

  beforeAll(() => {
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'a.ts'), "import { b } from './b';\nexport const a = (): number => b() + 1;\n");
    writeFileSync(join(dir, 'b.ts'), "import { a } from './a';\nexport const b = (): number => a() - 1;\n");
    writeFileSync(join(dir, 'c.ts'), "import { b } from './b';\nexport const c = (): number => b();\n");
  });

  afterAll(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  it('refuse an import cycle', async () => {
    const [result] = await eslint.lintFiles([join(dir, 'a.ts')]);
    const cycles = (result?.messages ?? []).filter((m) => m.ruleId === 'import-x/no-cycle');
    expect(cycles.length).toBeGreaterThan(0);
  });

  it('let a file import one that is part of no cycle back to it', async () => {
    const [result] = await eslint.lintFiles([join(dir, 'c.ts')]);
    expect((result?.messages ?? []).filter((m) => m.ruleId === 'import-x/no-cycle')).toEqual([]);
  });
});
