import 'server-only';
import path from 'node:path';
import { formatRupees, paddedDateText, rupeesInWords } from '@/lib/format';
import { stateCode } from '@/lib/billing/states';
import type { Locale } from '@/lib/i18n/locales';
import type { invoices } from '../../platform/db/schema';
import { translatorFor } from '../../platform/i18n/translator';

type Invoice = typeof invoices.$inferSelect;
type Doc = PDFKit.PDFDocument;

// pdfkit's built-in Helvetica has no ₹ glyph. Noto Sans (OFL 1.1) has it: a 20 KB subset of
// Latin, Latin-1, punctuation and ₹ is committed in ./fonts with its licence (fonts/README.md),
// so the PDF prints "₹" on any machine, no system font needed. pdfkit embeds only the glyphs used.
const FONTS = path.join(process.cwd(), 'server', 'money', 'billing', 'fonts');
const REGULAR = path.join(FONTS, 'NotoSans-Regular-subset.ttf');
const BOLD = path.join(FONTS, 'NotoSans-Bold-subset.ttf');
// A Hindi or Kannada invoice prints each label in English and in the language ("Invoice number /
// बीजक संख्या"): the English keeps it valid for any tax officer, the language lets the buyer read it.
// Noto Sans Devanagari and Kannada subsets (the script's block, ₹, dashes), shaped by pdfkit's fontkit.
const SCRIPT_FONTS: Record<Exclude<Locale, 'en'>, string> = { hi: 'NotoSansDevanagari', kn: 'NotoSansKannada' };

type Words = ReturnType<typeof invoiceWords>;
type Key = keyof Words['en'];

/** The invoice's labels in English and, for Hindi and Kannada, in the language. */
function invoiceWords(locale: Locale) {
  const pick = (l: Locale) => {
    const t = translatorFor(l);
    const keys = ['title', 'original', 'number', 'date', 'period', 'order', 'payment', 'place', 'reverse', 'no', 'supplier',
      'recipient', 'serial', 'service', 'qty', 'taxable', 'total', 'value', 'words', 'signatory', 'note'] as const;
    return Object.fromEntries(keys.map((k) => [k, t(`invoice.${k}`)])) as Record<(typeof keys)[number], string>;
  };
  return { en: pick('en'), local: locale === 'en' ? null : pick(locale) };
}

const LEFT = 40;
const WIDTH = 515;
const day = paddedDateText;
const amount = (paise: number) => formatRupees(paise);
const withCode = (state: string) => `${state} (state code ${stateCode(state) ?? 'unknown'})`;

/**
 * Writes a label in English and, after " / ", in the language's script (pdfkit's `continued` runs
 * switch fonts mid-line); `tail` follows in the Latin font. Centred or right-aligned, the language
 * goes on a line of its own: pdfkit aligns each run alone, so runs of one line would overlap.
 * English invoices print the English only.
 */
function label(doc: Doc, w: Words, key: Key, weight: 'regular' | 'bold', x: number, y: number,
  opts: PDFKit.Mixins.TextOptions, tail?: { text: string; weight: 'regular' | 'bold' }) {
  const local = w.local?.[key];
  if (opts.align && opts.align !== 'left') {
    // One run per line (the tail is in the label's weight wherever it is aligned).
    doc.font(weight).text(`${w.en[key]}${tail?.text ?? ''}`, x, y, opts);
    if (local) doc.font(`script-${weight}`).text(local, x, doc.y, opts);
    return;
  }
  doc.font(weight).text(local ? `${w.en[key]} / ` : w.en[key], x, y, { ...opts, continued: !!local || !!tail });
  if (local) doc.font(`script-${weight}`).text(local, { continued: !!tail });
  if (tail) doc.font(tail.weight).text(tail.text);
}

/** Label: value lines in one column. */
function facts(doc: Doc, w: Words, x: number, y: number, width: number, lines: [Key, string][]) {
  doc.y = y;
  for (const [key, value] of lines) {
    const local = w.local?.[key];
    doc.font('bold').text(local ? `${w.en[key]} / ` : `${w.en[key]}: `, x, doc.y, { width, continued: true });
    if (local) doc.font('script-bold').text(`${local}: `, { continued: true });
    doc.font('regular').text(value);
  }
  return doc.y;
}

function party(doc: Doc, w: Words, x: number, y: number, title: Key, lines: string[]) {
  doc.fontSize(10);
  label(doc, w, title, 'bold', x, y, { width: 250 });
  doc.font('regular').fontSize(9);
  for (const l of lines) doc.text(l, x, doc.y, { width: 250 });
  return doc.y;
}

type Col = { head: string; local?: string; width: number; align?: 'left' | 'right' };

/** The particulars as a table: one row per service, with its taxable value and each tax. */
function particulars(doc: Doc, w: Words, inv: Invoice) {
  const taxes: [string, number][] = inv.igstPaise
    ? [['IGST @ 18%', inv.igstPaise]]
    : [['CGST @ 9%', inv.cgstPaise], ['SGST @ 9%', inv.sgstPaise]];
  const money = taxes.length === 1 ? 90 : 75;
  const l = w.local;
  const cols: Col[] = [
    { head: w.en.serial, local: l?.serial, width: 25 }, { head: w.en.service, local: l?.service, width: 0 }, { head: 'SAC', width: 50 },
    { head: w.en.qty, local: l?.qty, width: l ? 40 : 30, align: 'right' }, { head: w.en.taxable, local: l?.taxable, width: money, align: 'right' },
    ...taxes.map(([head]) => ({ head, width: money, align: 'right' as const })),
    { head: w.en.total, local: l?.total, width: money, align: 'right' },
  ];
  cols[1].width = WIDTH - cols.reduce((n, c) => n + c.width, 0);
  // A cell's second line is its label in the language (the header row of a Hindi or Kannada invoice).
  const row = (cells: [string, string?][], font: 'regular' | 'bold') => {
    const y = doc.y;
    let x = LEFT;
    let bottom = y;
    cells.forEach(([cell, local], i) => {
      const o = { width: cols[i].width - 6, align: cols[i].align ?? 'left' };
      doc.font(font).text(cell, x + 3, y + 3, o);
      if (local) doc.font(`script-${font}`).fontSize(8).text(local, x + 3, doc.y, o).fontSize(9);
      bottom = Math.max(bottom, doc.y);
      x += cols[i].width;
    });
    doc.moveTo(LEFT, bottom + 3).lineTo(LEFT + WIDTH, bottom + 3).strokeColor('#999').stroke();
    doc.y = bottom + 4;
  };
  doc.fontSize(9).moveTo(LEFT, doc.y).lineTo(LEFT + WIDTH, doc.y).strokeColor('#999').stroke();
  row(cols.map((c) => [c.align === 'right' && c.head !== w.en.qty ? `${c.head} (₹)` : c.head, c.local]), 'bold');
  const sums = [amount(inv.taxablePaise), ...taxes.map(([, p]) => amount(p)), amount(inv.totalPaise)].map((v): [string] => [v]);
  row([['1'], [inv.description], [inv.sacCode], ['1'], ...sums], 'regular');
  row([[''], [w.en.total, l?.total], [''], [''], ...sums], 'bold');
}

/**
 * The tax invoice as a one-page A4 PDF with every particular of CGST Rules, rule 46 that applies to
 * a plan. In Hindi or Kannada every label is printed in English and in the language; the values
 * (names, addresses, amounts, the amount in words) stay as issued.
 */
export async function renderInvoicePdf(inv: Invoice, locale: Locale = 'en'): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  const w = invoiceWords(locale);
  const doc = new PDFDocument({ size: 'A4', margin: LEFT, info: { Title: `Tax invoice ${inv.number}`, Author: inv.sellerName } });
  doc.registerFont('regular', REGULAR).registerFont('bold', BOLD);
  if (locale !== 'en') {
    doc.registerFont('script-regular', path.join(FONTS, `${SCRIPT_FONTS[locale]}-Regular-subset.ttf`))
      .registerFont('script-bold', path.join(FONTS, `${SCRIPT_FONTS[locale]}-Bold-subset.ttf`));
  }
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));

  doc.fontSize(16);
  label(doc, w, 'title', 'bold', LEFT, LEFT, { width: WIDTH, align: 'center' });
  const titleEnd = doc.y;
  doc.fontSize(8);
  label(doc, w, 'original', 'regular', LEFT, LEFT + 4, { width: WIDTH, align: 'right' });
  doc.fontSize(9);
  const top = Math.max(doc.y, w.local ? titleEnd : 0) + 12;
  const period = inv.periodFrom && inv.periodTo ? `${day(inv.periodFrom)} to ${day(inv.periodTo)}` : 'as on the order';
  const leftEnd = facts(doc, w, LEFT, top, 250, [
    ['number', inv.number], ['date', day(inv.issuedAt)], ['period', period],
  ]);
  const rightEnd = facts(doc, w, LEFT + 265, top, 250, [
    ['order', inv.orderRef ?? `gb_order_${inv.orderId}`], ['payment', inv.paymentRef ?? '-'],
    ['place', withCode(inv.buyerState)], ['reverse', w.en.no],
  ]);
  const partiesTop = Math.max(leftEnd, rightEnd) + 14;
  const sellerEnd = party(doc, w, LEFT, partiesTop, 'supplier', [
    inv.sellerName, inv.sellerAddress, `State: ${withCode(inv.sellerState)}`, `GSTIN: ${inv.sellerGstin}`]);
  const buyerEnd = party(doc, w, LEFT + 265, partiesTop, 'recipient', [
    inv.buyerName, inv.buyerAddress, `State: ${withCode(inv.buyerState)}`, `GSTIN: ${inv.buyerGstin ?? 'Unregistered'}`]);
  doc.y = Math.max(sellerEnd, buyerEnd) + 16;

  particulars(doc, w, inv);
  doc.moveDown(0.6).fontSize(10);
  label(doc, w, 'value', 'bold', LEFT, doc.y, { width: WIDTH, align: 'right' }, { text: `: ${amount(inv.totalPaise)}`, weight: 'bold' });
  doc.fontSize(9).moveDown(0.3);
  label(doc, w, 'words', 'regular', LEFT, doc.y, { width: WIDTH }, { text: `: ${rupeesInWords(inv.totalPaise)}`, weight: 'regular' });

  doc.moveDown(2).font('bold').text(`For ${inv.sellerName}`, LEFT + 265, doc.y, { width: 250, align: 'right' });
  doc.moveDown(1.5);
  label(doc, w, 'signatory', 'regular', LEFT + 265, doc.y, { width: 250, align: 'right' });
  doc.moveDown(2).fontSize(8).fillColor('#555').font('regular').text(w.en.note, LEFT, doc.y, { width: WIDTH });
  if (w.local) doc.moveDown(0.3).font('script-regular').text(w.local.note, LEFT, doc.y, { width: WIDTH });
  doc.end();
  return done;
}
