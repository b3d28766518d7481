import { inflateSync } from 'node:zlib';

/**
 * The text of a PDF as Chromium prints it (Skia: uncompressed objects, Flate streams, Type0
 * fonts with a ToUnicode map, text shown glyph by glyph with `<hex> Tj`), one string per text
 * block in page order. Enough to read back what a printed page says; not a general PDF reader.
 */
export function pdfText(pdf: Buffer): string[] {
  const source = pdf.toString('latin1');
  const objects = new Map<string, string>();
  for (const match of source.matchAll(/(\d+) 0 obj\s*([\s\S]*?)endobj/g)) {
    objects.set(match[1] ?? '', match[2] ?? '');
  }
  const stream = (body: string): string => {
    const start = /stream\r?\n/.exec(body);
    if (!start) return '';
    const dictionary = body.slice(0, start.index);
    const length = Number(/\/Length (\d+)/.exec(dictionary)?.[1]);
    const from = start.index + start[0].length;
    const bytes = Buffer.from(body.slice(from, from + length), 'latin1');
    const data = /\/FlateDecode/.test(dictionary) ? inflateSync(bytes) : bytes;
    return data.toString('latin1');
  };
  const ref = (body: string, key: string) => new RegExp(`/${key} (\\d+) 0 R`).exec(body)?.[1];

  // Each font's glyph codes to the text they stand for.
  const fonts = new Map<string, Map<number, string>>();
  for (const [, body] of objects) {
    for (const entry of (/\/Font\s*<<([^>]*)>>/.exec(body)?.[1] ?? '').matchAll(
      /\/(\w+) (\d+) 0 R/g,
    )) {
      const [, name = '', id = ''] = entry;
      const cmapId = ref(objects.get(id) ?? '', 'ToUnicode');
      if (!fonts.has(name) && cmapId) fonts.set(name, toUnicode(stream(objects.get(cmapId) ?? '')));
    }
  }

  const pageIds = [...source.matchAll(/\/Kids \[([^\]]*)\]/g)].flatMap((kids) =>
    [...(kids[1] ?? '').matchAll(/(\d+) 0 R/g)].map((kid) => kid[1] ?? ''),
  );
  const blocks: string[] = [];
  for (const pageId of pageIds) {
    const contents = ref(objects.get(pageId) ?? '', 'Contents');
    const operations = stream(objects.get(contents ?? '') ?? '');
    for (const block of operations.matchAll(/BT([\s\S]*?)ET/g)) {
      let font = new Map<number, string>();
      let text = '';
      for (const op of (block[1] ?? '').matchAll(/\/(\w+) [\d.]+ Tf|<([0-9A-Fa-f]+)> Tj/g)) {
        if (op[1] !== undefined) font = fonts.get(op[1]) ?? new Map();
        for (const code of (op[2] ?? '').match(/.{4}/g) ?? []) {
          text += font.get(Number.parseInt(code, 16)) ?? '\uFFFD';
        }
      }
      // As a reader copies it: ligatures (ﬁ) as their letters.
      blocks.push(text.normalize('NFKC'));
    }
  }
  return blocks;
}

const utf16 = (hex: string) =>
  String.fromCharCode(...(hex.match(/.{4}/g) ?? []).map((unit) => Number.parseInt(unit, 16)));

/** A ToUnicode CMap's bfchar and bfrange entries. */
function toUnicode(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  for (const section of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, code = '', text = ''] of (section[1] ?? '').matchAll(/<(\w+)>\s*<(\w+)>/g)) {
      map.set(Number.parseInt(code, 16), utf16(text));
    }
  }
  for (const section of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const [, low = '', high = '', first = ''] of (section[1] ?? '').matchAll(
      /<(\w+)>\s*<(\w+)>\s*<(\w+)>/g,
    )) {
      const start = Number.parseInt(first, 16);
      for (let code = Number.parseInt(low, 16); code <= Number.parseInt(high, 16); code += 1) {
        map.set(code, String.fromCharCode(start + code - Number.parseInt(low, 16)));
      }
    }
  }
  return map;
}
