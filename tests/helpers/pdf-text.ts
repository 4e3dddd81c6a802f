import { inflateSync } from 'node:zlib';

// A small PDF text reader for tests (no pdftotext on CI): it inflates the
// streams, reads each font's ToUnicode CMap, and decodes the text operators
// (Tj, TJ) of every page's content stream. One BT…ET block gives one line.
// Enough for the PDFs pdfkit writes (classic xref, no object streams).

type Obj = { dict: string; stream?: Buffer };

function objects(pdf: Buffer): Map<number, Obj> {
  const text = pdf.toString('latin1');
  const out = new Map<number, Obj>();
  const re = /(\d+) 0 obj\s*([\s\S]*?)endobj/g;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const body = m[2];
    const s = body.indexOf('stream');
    if (s < 0) { out.set(Number(m[1]), { dict: body }); continue; }
    const dict = body.slice(0, s);
    let start = s + 'stream'.length;
    if (body[start] === '\r') start++;
    if (body[start] === '\n') start++;
    const len = Number(dict.match(/\/Length (\d+)/)?.[1] ?? body.lastIndexOf('endstream') - start);
    let raw = Buffer.from(body.slice(start, start + len), 'latin1');
    if (/\/FlateDecode/.test(dict)) raw = inflateSync(raw);
    out.set(Number(m[1]), { dict, stream: raw });
  }
  return out;
}

const hex = (h: string) => parseInt(h, 16);
// A glyph of several characters (a ligature: "fi", "ff") is written <0066 0069>, with a space.
const utf16 = (h: string) => String.fromCodePoint(...(h.replace(/\s+/g, '').match(/.{4}/g) ?? []).map(hex));

/** glyph code (hex) -> text, from a ToUnicode CMap. */
function cmap(src: string): Map<number, string> {
  const map = new Map<number, string>();
  for (const block of src.match(/beginbfchar([\s\S]*?)endbfchar/g) ?? []) {
    for (const [, a, b] of block.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g)) map.set(hex(a), utf16(b));
  }
  for (const block of src.match(/beginbfrange([\s\S]*?)endbfrange/g) ?? []) {
    for (const [, lo, hi, rest] of block.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(\[[^\]]*\]|<[0-9a-fA-F]+>)/g)) {
      const list = rest.startsWith('[') ? [...rest.matchAll(/<([0-9a-fA-F ]+)>/g)].map((x) => x[1]) : null;
      for (let c = hex(lo); c <= hex(hi); c++) {
        if (list) map.set(c, utf16(list[c - hex(lo)]));
        else { const first = hex(rest.slice(1, -1)); map.set(c, String.fromCodePoint(first + c - hex(lo))); }
      }
    }
  }
  return map;
}

/** The text of every page, lines joined with "\n". */
export function pdfText(pdf: Buffer): string {
  const objs = objects(pdf);
  const fonts = new Map<string, { map: Map<number, string> | null; width: number }>();
  for (const o of objs.values()) {
    const res = o.dict.match(/\/Font\s*<<([\s\S]*?)>>/);
    if (!res) continue;
    for (const [, name, num] of res[1].matchAll(/\/(\S+?)\s+(\d+) 0 R/g)) {
      const font = objs.get(Number(num));
      const tu = font?.dict.match(/\/ToUnicode (\d+) 0 R/);
      const uni = tu ? objs.get(Number(tu[1]))?.stream?.toString('latin1') : undefined;
      fonts.set(name, uni ? { map: cmap(uni), width: 4 } : { map: null, width: 2 });
    }
  }
  const lines: string[] = [];
  for (const o of objs.values()) {
    if (!/\/Type\s*\/Page\b/.test(o.dict)) continue;
    const refs = o.dict.match(/\/Contents\s+(\d+) 0 R/);
    const content = refs ? objs.get(Number(refs[1]))?.stream?.toString('latin1') ?? '' : '';
    let font = { map: null as Map<number, string> | null, width: 2 };
    for (const block of content.match(/BT[\s\S]*?ET/g) ?? []) {
      let line = '';
      for (const [, name, tj] of block.matchAll(/\/(\S+)\s+[\d.]+\s+Tf|(\[[^\]]*\]\s*TJ|<[0-9a-fA-F]*>\s*Tj)/g)) {
        if (name) { font = fonts.get(name) ?? font; continue; }
        for (const [, h] of tj.matchAll(/<([0-9a-fA-F]*)>/g)) {
          for (const code of h.match(new RegExp(`.{${font.width}}`, 'g')) ?? []) {
            line += font.map ? font.map.get(hex(code)) ?? '\uFFFD' : String.fromCharCode(hex(code));
          }
        }
      }
      lines.push(line);
    }
  }
  return lines.join('\n');
}
