// subset-font ships no types and @types/subset-font (2.3) lacks keepFeatures: the options
// scripts/subset-fonts.ts uses, as the package's README documents them.
declare module 'subset-font' {
  interface SubsetFontOptions {
    targetFormat?: 'sfnt' | 'woff' | 'woff2';
    /** Name IDs kept beyond what hb-subset keeps by default (0–6). */
    preserveNameIds?: number[];
    /** OpenType features kept; the others and the glyphs only they reach are dropped. */
    keepFeatures?: string[];
    /** Per axis: a pinned value, or a narrower range. */
    variationAxes?: Record<string, number | { min: number; max: number; default?: number }>;
  }
  function subsetFont(font: Buffer, text: string, options?: SubsetFontOptions): Promise<Buffer>;
  export = subsetFont;
}
