import { AGENCY_TIME_ZONE } from '../../../shared/domain/constants';
import type { AccessFileData } from './accessFileData';

const dateFmt = new Intl.DateTimeFormat('es-MX', { timeZone: AGENCY_TIME_ZONE, day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit' });
const ISO = /^\d{4}-\d{2}-\d{2}T/;

/** A value as the person reads it: instants in Mexico City time, yes/no, a dash for nothing. */
function shown(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Sí' : 'No';
  if (typeof value === 'string' && ISO.test(value)) return dateFmt.format(new Date(value));
  return String(value);
}

/**
 * The access answer for the person (issue 54): the agency, the request, then each record of the
 * person with its sections, one 'field: value' line each. Standard Helvetica covers Spanish accents.
 */
export async function renderAccessPdf(data: AccessFileData): Promise<Buffer> {
  // Loaded on the first file, not at start (pdfkit and its font tables cost boot time).
  const { default: PDFDocument } = await import('pdfkit');
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'LETTER', margin: 56, info: { Title: `Acceso a datos personales — solicitud ${data.request.id}`, Author: data.agency } });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);

    doc.font('Helvetica-Bold').fontSize(16).text(data.agency);
    doc.moveDown(0.5).fontSize(13).text('Respuesta a su solicitud de acceso a datos personales');
    doc.font('Helvetica').fontSize(10).moveDown(0.5);
    doc.text(`Solicitud: ${data.request.id} (${data.request.type})`);
    doc.text(`Titular: ${data.request.personName}`);
    doc.text(`Recibida el ${data.request.receivedOn}; plazo para responder: ${data.request.dueOn}`);
    doc.text(`Generado: ${dateFmt.format(new Date(data.generatedAt))}`);
    doc.moveDown();
    doc.text('A continuación se listan todos los datos personales que la agencia conserva de usted, por registro.');
    if (!data.records.length) doc.moveDown().text('La agencia no conserva registros con sus datos.');
    for (const record of data.records) {
      doc.moveDown().font('Helvetica-Bold').fontSize(12).text(`${record.kindLabel} ${record.id}`);
      for (const section of record.sections) {
        doc.moveDown(0.3).font('Helvetica-Bold').fontSize(10).text(section.title);
        section.rows.forEach((row, i) => {
          if (section.rows.length > 1) doc.font('Helvetica-Oblique').fontSize(9).text(`${i + 1}.`);
          for (const [field, value] of Object.entries(row)) doc.font('Helvetica-Bold').fontSize(9).text(`${field}: `, { continued: true }).font('Helvetica').text(shown(value));
        });
      }
    }
    doc.end();
  });
}
