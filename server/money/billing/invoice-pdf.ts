import 'server-only';
import path from 'node:path';
import { formatRupees, paddedDateText, rupeesInWords } from '@/lib/format';
import { stateCode } from '@/lib/billing/states';
import type { invoices } from '../../platform/db/schema';

type Invoice = typeof invoices.$inferSelect;
type Doc = PDFKit.PDFDocument;

// pdfkit's built-in Helvetica has no ₹ glyph. Noto Sans (OFL 1.1) has it: a 20 KB subset of
// Latin, Latin-1, punctuation and ₹ is committed in ./fonts with its licence (fonts/README.md),
// so the PDF prints "₹" on any machine, no system font needed. pdfkit embeds only the glyphs used.
const FONTS = path.join(process.cwd(), 'server', 'money', 'billing', 'fonts');
const REGULAR = path.join(FONTS, 'NotoSans-Regular-subset.ttf');
const BOLD = path.join(FONTS, 'NotoSans-Bold-subset.ttf');

const LEFT = 40;
const WIDTH = 515;
const day = paddedDateText;
const amount = (paise: number) => formatRupees(paise);
const withCode = (state: string) => `${state} (state code ${stateCode(state) ?? 'unknown'})`;

/** Label: value lines in one column. */
function facts(doc: Doc, x: number, y: number, width: number, lines: [string, string][]) {
  doc.y = y;
  for (const [label, value] of lines) {
    doc.font('bold').text(`${label}: `, x, doc.y, { width, continued: true }).font('regular').text(value);
  }
  return doc.y;
}

function party(doc: Doc, x: number, y: number, title: string, lines: string[]) {
  doc.font('bold').fontSize(10).text(title, x, y, { width: 250 }).font('regular').fontSize(9);
  for (const l of lines) doc.text(l, x, doc.y, { width: 250 });
  return doc.y;
}

type Col = { head: string; width: number; align?: 'left' | 'right' };

/** The particulars as a table: one row per service, with its taxable value and each tax. */
function particulars(doc: Doc, inv: Invoice) {
  const taxes: [string, number][] = inv.igstPaise
    ? [['IGST @ 18%', inv.igstPaise]]
    : [['CGST @ 9%', inv.cgstPaise], ['SGST @ 9%', inv.sgstPaise]];
  const money = taxes.length === 1 ? 90 : 75;
  const cols: Col[] = [
    { head: 'No.', width: 25 }, { head: 'Description of service', width: 0 }, { head: 'SAC', width: 50 },
    { head: 'Qty', width: 30, align: 'right' }, { head: 'Taxable value', width: money, align: 'right' },
    ...taxes.map(([head]) => ({ head, width: money, align: 'right' as const })),
    { head: 'Total', width: money, align: 'right' },
  ];
  cols[1].width = WIDTH - cols.reduce((n, c) => n + c.width, 0);
  const row = (cells: string[], font: 'regular' | 'bold') => {
    const y = doc.y;
    let x = LEFT;
    let bottom = y;
    cells.forEach((cell, i) => {
      doc.font(font).text(cell, x + 3, y + 3, { width: cols[i].width - 6, align: cols[i].align ?? 'left' });
      bottom = Math.max(bottom, doc.y);
      x += cols[i].width;
    });
    doc.moveTo(LEFT, bottom + 3).lineTo(LEFT + WIDTH, bottom + 3).strokeColor('#999').stroke();
    doc.y = bottom + 4;
  };
  doc.fontSize(9).moveTo(LEFT, doc.y).lineTo(LEFT + WIDTH, doc.y).strokeColor('#999').stroke();
  row(cols.map((c) => (c.align === 'right' && c.head !== 'Qty' ? `${c.head} (₹)` : c.head)), 'bold');
  row(['1', inv.description, inv.sacCode, '1', amount(inv.taxablePaise), ...taxes.map(([, p]) => amount(p)), amount(inv.totalPaise)], 'regular');
  row(['', 'Total', '', '', amount(inv.taxablePaise), ...taxes.map(([, p]) => amount(p)), amount(inv.totalPaise)], 'bold');
}

/** The tax invoice as a one-page A4 PDF with every particular of CGST Rules, rule 46 that applies to a plan. */
export async function renderInvoicePdf(inv: Invoice): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({ size: 'A4', margin: LEFT, info: { Title: `Tax invoice ${inv.number}`, Author: inv.sellerName } });
  doc.registerFont('regular', REGULAR).registerFont('bold', BOLD);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));

  doc.font('bold').fontSize(16).text('TAX INVOICE', LEFT, LEFT, { width: WIDTH, align: 'center' });
  doc.font('regular').fontSize(8).text('Original for recipient', LEFT, LEFT + 4, { width: WIDTH, align: 'right' });
  doc.fontSize(9);
  const top = doc.y + 12;
  const period = inv.periodFrom && inv.periodTo ? `${day(inv.periodFrom)} to ${day(inv.periodTo)}` : 'as on the order';
  const leftEnd = facts(doc, LEFT, top, 250, [
    ['Invoice number', inv.number], ['Invoice date', day(inv.issuedAt)], ['Plan period', period],
  ]);
  const rightEnd = facts(doc, LEFT + 265, top, 250, [
    ['Order reference', inv.orderRef ?? `gb_order_${inv.orderId}`], ['Payment reference', inv.paymentRef ?? '-'],
    ['Place of supply', withCode(inv.buyerState)], ['Tax payable on reverse charge', 'No'],
  ]);
  const partiesTop = Math.max(leftEnd, rightEnd) + 14;
  const sellerEnd = party(doc, LEFT, partiesTop, 'Supplier', [
    inv.sellerName, inv.sellerAddress, `State: ${withCode(inv.sellerState)}`, `GSTIN: ${inv.sellerGstin}`]);
  const buyerEnd = party(doc, LEFT + 265, partiesTop, 'Recipient (billed to)', [
    inv.buyerName, inv.buyerAddress, `State: ${withCode(inv.buyerState)}`, `GSTIN: ${inv.buyerGstin ?? 'Unregistered'}`]);
  doc.y = Math.max(sellerEnd, buyerEnd) + 16;

  particulars(doc, inv);
  doc.moveDown(0.6).font('bold').fontSize(10).text(`Total invoice value: ${amount(inv.totalPaise)}`, LEFT, doc.y, { width: WIDTH, align: 'right' });
  doc.font('regular').fontSize(9).moveDown(0.3).text(`Amount in words: ${rupeesInWords(inv.totalPaise)}`, LEFT, doc.y, { width: WIDTH });

  doc.moveDown(2).font('bold').text(`For ${inv.sellerName}`, LEFT + 265, doc.y, { width: 250, align: 'right' });
  doc.font('regular').moveDown(1.5).text('Authorised signatory', LEFT + 265, doc.y, { width: 250, align: 'right' });
  doc.moveDown(2).fontSize(8).fillColor('#555').text(
    'This invoice is issued electronically and needs no physical signature (CGST Rules, rule 46). '
    + 'GST is charged by the supplier; the recipient pays no tax on reverse charge.', LEFT, doc.y, { width: WIDTH });
  doc.end();
  return done;
}
