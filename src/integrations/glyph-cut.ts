// Cuts a font to the glyphs its text is drawn with, not just to its characters: HarfBuzz shapes every run of text
// the face draws, as the browser will (Chromium shapes with HarfBuzz), and the cut keeps the glyphs each step of that
// shaping passes through, and the layout rules between them. A script like Malayalam joins letters into conjuncts
// and moves vowel signs; cut to its characters alone, the font keeps every conjunct those characters could form,
// which is most of the file. The cut shapes the same text to the same glyphs, in the same places; other text in it
// falls back to letters joined by the visible virama where a conjunct is missing.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Blob, BufferContentType, Buffer as ShapingBuffer, Face, Feature, Font, shape } from 'harfbuzzjs';
import { unicodeRanges } from './unicode-range';

/**
 * The runs of text a face with this unicode-range draws: the longest stretches of characters it covers. The browser
 * shapes each such stretch on its own, since the characters around it (spaces, punctuation) come from another font.
 */
export function runsOf(texts: string[], range: string): Set<string> {
  const hex = (code: number) => `\\u{${code.toString(16)}}`;
  const run = new RegExp(
    `[${unicodeRanges(range)
      .map(([low, high]) => `${hex(low)}-${hex(high)}`)
      .join('')}]+`,
    'gu',
  );
  return new Set(texts.flatMap((text) => text.match(run) ?? []));
}

/** Turns off the optional ligatures, as letter-spacing does in the browser. */
const noLigatures = () => ['liga', 'clig', 'dlig', 'hlig', 'calt'].map((tag) => new Feature(tag, 0));

/**
 * Shapes a run as the browser does: script and direction from the text, the page's language; with the optional
 * ligatures, or without them as under letter-spacing. With `seen`, every glyph the buffer holds after each step of
 * shaping is added to it.
 */
export function shapeRun(font: Font, run: string, language: string, ligatures = true, seen?: Set<number>) {
  const buffer = new ShapingBuffer();
  buffer.addText(run);
  buffer.guessSegmentProperties();
  buffer.setLanguage(language);
  if (seen)
    buffer.setMessageFunc((step) => {
      if (step.getContentType() === BufferContentType.GLYPHS)
        for (const glyph of step.getGlyphInfos()) seen.add(glyph.codepoint);
      return true;
    });
  shape(font, buffer, ligatures ? [] : noLigatures());
  return buffer.getGlyphInfosAndPositions();
}

/** A font file (TrueType) opened for shaping. */
export function openFont(ttf: Uint8Array): Font {
  return new Font(new Face(new Blob(ttf)));
}

/** Every glyph shaping the runs passes through, with and without the optional ligatures. */
export function glyphsOf(ttf: Uint8Array, runs: Iterable<string>, language: string): Set<number> {
  const font = openFont(ttf);
  const glyphs = new Set<number>();
  for (const run of runs)
    for (const ligatures of [true, false])
      for (const glyph of shapeRun(font, run, language, ligatures, glyphs)) glyphs.add(glyph.codepoint);
  return glyphs;
}

interface SubsetWasm {
  memory: WebAssembly.Memory;
  _initialize(): void;
  malloc(size: number): number;
  free(pointer: number): void;
  hb_blob_create(data: number, length: number, mode: number, user: number, destroy: number): number;
  hb_blob_destroy(blob: number): void;
  hb_blob_get_data(blob: number, length: number): number;
  hb_blob_get_length(blob: number): number;
  hb_face_create(blob: number, index: number): number;
  hb_face_destroy(face: number): void;
  hb_face_reference_blob(face: number): number;
  hb_set_add(set: number, value: number): void;
  hb_set_clear(set: number): void;
  hb_set_invert(set: number): void;
  hb_subset_input_create_or_fail(): number;
  hb_subset_input_destroy(input: number): void;
  hb_subset_input_get_flags(input: number): number;
  hb_subset_input_set_flags(input: number, flags: number): void;
  hb_subset_input_glyph_set(input: number): number;
  hb_subset_input_unicode_set(input: number): number;
  hb_subset_input_set(input: number, which: number): number;
  hb_subset_or_fail(face: number, input: number): number;
}

let subsetWasm: Promise<SubsetWasm> | undefined;
const loadSubsetWasm = () =>
  (subsetWasm ??= WebAssembly.instantiate(
    readFileSync(createRequire(import.meta.url).resolve('harfbuzzjs/dist/harfbuzz-subset.wasm')),
  ).then(({ instance }) => {
    const wasm = instance.exports as unknown as SubsetWasm;
    wasm._initialize();
    return wasm;
  }));

const HB_MEMORY_MODE_WRITABLE = 2;
const HB_SUBSET_SETS_LAYOUT_FEATURE_TAG = 6;
const HB_SUBSET_FLAGS_NO_LAYOUT_CLOSURE = 0x200;

/**
 * hb-subset to these characters and glyphs, every layout feature kept, without the layout closure (which would add
 * back every glyph the kept rules can make): the rules that only involve kept glyphs stay. Returns TrueType.
 */
export async function subsetToGlyphs(ttf: Uint8Array, codes: Iterable<number>, glyphs: Iterable<number>) {
  const wasm = await loadSubsetWasm();
  const heap = () => new Uint8Array(wasm.memory.buffer);
  const input = wasm.hb_subset_input_create_or_fail();
  if (!input) throw new Error('glyph-cut: hb_subset_input_create_or_fail failed');
  const data = wasm.malloc(ttf.byteLength);
  heap().set(ttf, data);
  const blob = wasm.hb_blob_create(data, ttf.byteLength, HB_MEMORY_MODE_WRITABLE, 0, 0);
  const face = wasm.hb_face_create(blob, 0);
  wasm.hb_blob_destroy(blob);
  try {
    const features = wasm.hb_subset_input_set(input, HB_SUBSET_SETS_LAYOUT_FEATURE_TAG);
    wasm.hb_set_clear(features);
    wasm.hb_set_invert(features);
    wasm.hb_subset_input_set_flags(input, wasm.hb_subset_input_get_flags(input) | HB_SUBSET_FLAGS_NO_LAYOUT_CLOSURE);
    const unicodes = wasm.hb_subset_input_unicode_set(input);
    for (const code of codes) wasm.hb_set_add(unicodes, code);
    const glyphSet = wasm.hb_subset_input_glyph_set(input);
    for (const glyph of glyphs) wasm.hb_set_add(glyphSet, glyph);
    const subset = wasm.hb_subset_or_fail(face, input);
    if (!subset) throw new Error('glyph-cut: hb_subset_or_fail failed');
    const result = wasm.hb_face_reference_blob(subset);
    const start = wasm.hb_blob_get_data(result, 0);
    const cut = heap().slice(start, start + wasm.hb_blob_get_length(result));
    wasm.hb_blob_destroy(result);
    wasm.hb_face_destroy(subset);
    return cut;
  } finally {
    wasm.hb_subset_input_destroy(input);
    wasm.hb_face_destroy(face);
    wasm.free(data);
  }
}
