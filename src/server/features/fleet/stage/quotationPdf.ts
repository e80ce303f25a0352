import { formatMxn } from '../../../../shared/domain/quotationAmount';
import { AGENCY_TIME_ZONE } from '../../../../shared/domain/constants';

/** What the rendered quotation shows. */
export interface QuotationPdfData {
  id: number;
  agencyName: string;
  agencyAddress: string;
  companyName: string;
  contactName: string;
  executive: string | null;
  product: string;
  publicPriceCentavos: number;
  quantity: number;
  discountPercentage: number;
  discountAbsorbedByDealer: number;
  discountAbsorbedByManufacturer: number;
  subtotalCentavos: number;
  discountCentavos: number;
  hasCharger: boolean;
  chargerAmountCentavos: number;
  finalAmountCentavos: number;
  comments: string | null;
  createdAt: Date;
}

const dateFmt = new Intl.DateTimeFormat('es-MX', { timeZone: AGENCY_TIME_ZONE, day: 'numeric', month: 'long', year: 'numeric' });

/**
 * A one-page PDF for a quotation without an uploaded document, so every quotation can be opened and
 * sent. Standard Helvetica (WinAnsi) covers Spanish accents; no font files are needed.
 */
export async function renderQuotationPdf(q: QuotationPdfData): Promise<Buffer> {
  // Loaded on the first quotation, not at start: pdfkit and its font tables are ~60 ms of the boot.
  const { default: PDFDocument } = await import('pdfkit');
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'LETTER', margin: 56, info: { Title: `Cotización ${q.id}`, Author: q.agencyName } });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);

    doc.font('Helvetica-Bold').fontSize(18).text(q.agencyName);
    doc.font('Helvetica').fontSize(9).fillColor('#555555').text(q.agencyAddress);
    doc.moveDown(1.5).fillColor('#000000');
    doc.font('Helvetica-Bold').fontSize(15).text(`Cotización ${q.id}`);
    doc.font('Helvetica').fontSize(10).text(`Fecha: ${dateFmt.format(q.createdAt)}`);
    doc.moveDown();
    doc.font('Helvetica-Bold').text('Empresa: ', { continued: true }).font('Helvetica').text(q.companyName);
    doc.font('Helvetica-Bold').text('Contacto: ', { continued: true }).font('Helvetica').text(q.contactName);
    if (q.executive) doc.font('Helvetica-Bold').text('Ejecutivo: ', { continued: true }).font('Helvetica').text(q.executive);
    doc.font('Helvetica-Bold').text('Vehículo: ', { continued: true }).font('Helvetica').text(q.product);
    doc.moveDown();

    const rows: [string, string][] = [
      ['Precio público por unidad', formatMxn(q.publicPriceCentavos)],
      ['Unidades', String(q.quantity)],
      ['Subtotal (precio × unidades)', formatMxn(q.subtotalCentavos)],
      [`Descuento (${q.discountPercentage}%)`, `-${formatMxn(q.discountCentavos)}`],
    ];
    if (q.discountPercentage > 0) rows.push(['Descuento absorbido (dealer / armadora)', `${q.discountAbsorbedByDealer}% / ${q.discountAbsorbedByManufacturer}%`]);
    rows.push(['Cargador', q.hasCharger ? formatMxn(q.chargerAmountCentavos) : 'No incluido']);
    const left = doc.page.margins.left;
    const width = doc.page.width - left - doc.page.margins.right;
    for (const [label, value] of rows) {
      const y = doc.y;
      doc.font('Helvetica').fontSize(10).text(label, left, y, { width: width * 0.6 });
      doc.text(value, left + width * 0.6, y, { width: width * 0.4, align: 'right' });
      doc.moveDown(0.4);
    }
    doc.moveTo(left, doc.y).lineTo(left + width, doc.y).stroke();
    doc.moveDown(0.4);
    const y = doc.y;
    doc.font('Helvetica-Bold').fontSize(12).text('Monto final', left, y, { width: width * 0.6 });
    doc.text(formatMxn(q.finalAmountCentavos), left + width * 0.6, y, { width: width * 0.4, align: 'right' });
    doc.moveDown(1.5);
    if (q.comments) {
      doc.font('Helvetica-Bold').fontSize(10).text('Comentarios', left);
      doc.font('Helvetica').text(q.comments, left, doc.y, { width, height: 180, ellipsis: true });
    }
    doc.moveDown(2);
    doc.font('Helvetica').fontSize(8).fillColor('#555555').text('Precios en pesos mexicanos (MXN), IVA incluido. Cotización sujeta a disponibilidad de unidades.', left, doc.y, { width });
    doc.end();
  });
}
