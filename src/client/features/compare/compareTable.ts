// The comparison table's rows: every parameter any compared product has, in first-seen order,
// with one cell per product (null where a product lacks it, Czech decimals) and whether the values differ.
import { formatParameterValue } from '../../domain';

export interface ComparableParameter {
  code: string;
  name: string;
  value: string;
  unit: string | null;
}

export interface CompareRow {
  code: string;
  name: string;
  cells: (string | null)[];
  different: boolean;
}

function cellText(parameter: ComparableParameter | undefined): string | null {
  return parameter ? formatParameterValue(parameter.value, parameter.unit) : null;
}

/** A row differs when its cells are not all the same (a missing value counts as a value). */
export function compareRows(products: readonly { parameters: readonly ComparableParameter[] }[]): CompareRow[] {
  const order: { code: string; name: string }[] = [];
  const seen = new Set<string>();
  for (const product of products) {
    for (const p of product.parameters) {
      if (!seen.has(p.code)) {
        seen.add(p.code);
        order.push({ code: p.code, name: p.name });
      }
    }
  }
  return order.map(({ code, name }) => {
    const cells = products.map((product) => cellText(product.parameters.find((p) => p.code === code)));
    return { code, name, cells, different: products.length > 1 && new Set(cells).size > 1 };
  });
}
