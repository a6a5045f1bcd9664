// subset-font and fontverter ship no types: the parts of their APIs the build and its tests use.
declare module 'subset-font' {
  interface Options {
    targetFormat?: 'woff2' | 'woff' | 'truetype' | 'sfnt';
    /** Pins an axis to a value, or narrows it to a range. */
    variationAxes?: Record<string, number | { min: number; max: number; default?: number }>;
  }
  export default function subsetFont(font: Buffer, text: string, options?: Options): Promise<Buffer>;
}

declare module 'fontverter' {
  export function convert(font: Buffer, format: 'woff2' | 'woff' | 'truetype' | 'sfnt'): Promise<Buffer>;
}
