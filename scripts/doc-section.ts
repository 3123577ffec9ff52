// Benchmark scripts keep their latest figures in docs/benchmarks.md between two markers
// (`<!-- <id>:start -->` … `<!-- <id>:end -->`), so a rerun replaces its own table and nothing else.
import fs from 'node:fs';

export const BENCHMARKS_DOC = 'docs/benchmarks.md';

export function writeDocSection(id: string, markdown: string, file = BENCHMARKS_DOC): void {
  const start = `<!-- ${id}:start -->`;
  const end = `<!-- ${id}:end -->`;
  const block = `${start}\n${markdown.trim()}\n${end}`;
  const text = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  const next = from >= 0 && to > from ? `${text.slice(0, from)}${block}${text.slice(to + end.length)}` : `${text.trimEnd()}\n\n${block}\n`;
  fs.writeFileSync(file, next);
}
