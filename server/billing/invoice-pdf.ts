import 'server-only';
import { rupeesInWords } from '@/lib/billing/money';
import type { invoices } from '../db/schema';

type Invoice = typeof invoices.$inferSelect;

// pdfkit's built-in Helvetica has no ₹ glyph: amounts read "Rs." in the PDF.
const rs = (paise: number) => `Rs. ${(paise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** The tax invoice as a one-page A4 PDF. */
export async function renderInvoicePdf(inv: Invoice): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: `Tax invoice ${inv.number}`, Author: inv.sellerName } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));

  doc.fontSize(18).text('TAX INVOICE', { align: 'center' }).moveDown(0.5);
  doc.fontSize(10).text(`Invoice number: ${inv.number}`).text(`Date: ${inv.issuedAt.toLocaleDateString('en-IN', { timeZone: 'Asia/Kolkata' })}`)
    .moveDown();
  doc.fontSize(11).text('Seller', { underline: true }).fontSize(10)
    .text(inv.sellerName).text(inv.sellerAddress).text(`State: ${inv.sellerState}`).text(`GSTIN: ${inv.sellerGstin}`).moveDown();
  doc.fontSize(11).text('Billed to', { underline: true }).fontSize(10)
    .text(inv.buyerName).text(inv.buyerAddress).text(`State (place of supply): ${inv.buyerState}`)
    .text(`GSTIN: ${inv.buyerGstin ?? 'Unregistered'}`).moveDown();

  const row = (label: string, value: string) => {
    const y = doc.y;
    doc.text(label, 50, y, { width: 330 }).text(value, 380, y, { width: 165, align: 'right' });
    doc.moveDown(0.3);
  };
  doc.fontSize(11).text('Particulars', 50, doc.y, { underline: true }).fontSize(10).moveDown(0.3);
  row(`${inv.description} (SAC ${inv.sacCode})`, rs(inv.taxablePaise));
  if (inv.igstPaise) row('IGST @ 18%', rs(inv.igstPaise));
  else {
    row('CGST @ 9%', rs(inv.cgstPaise));
    row('SGST @ 9%', rs(inv.sgstPaise));
  }
  doc.font('Helvetica-Bold');
  row('Total', rs(inv.totalPaise));
  doc.font('Helvetica').moveDown(0.5).text(`Amount in words: ${rupeesInWords(inv.totalPaise)}`, 50);
  doc.moveDown(2).fontSize(8).fillColor('#555')
    .text('This is a computer-generated invoice and needs no signature. Tax is not payable on reverse charge.', 50);
  doc.end();
  return done;
}
