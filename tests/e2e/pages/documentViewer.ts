import PDFDocument from 'pdfkit';
import { expect, type Locator } from '@playwright/test';

/** A real one-page PDF with dark text on it (pdfkit, as the API renders quotations), for uploads the viewer must draw. */
export function textPdf(name: string, lines: string[]): Promise<{ name: string; mimeType: string; buffer: Buffer }> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 56 });
    const parts: Buffer[] = [];
    doc.on('data', (part: Buffer) => parts.push(part));
    doc.on('end', () => resolve({ name, mimeType: 'application/pdf', buffer: Buffer.concat(parts) }));
    doc.on('error', reject);
    doc.font('Helvetica-Bold').fontSize(28).text(lines[0] ?? name);
    doc.font('Helvetica').fontSize(16);
    for (const line of lines.slice(1)) doc.text(line);
    doc.end();
  });
}

/**
 * Opens a stored document's viewer from its link. A click while the section re-renders after an
 * upload (its lists and the lead refetch) can be lost with the list item it hit: click again then.
 * The margin is for a loaded 2-core CI machine, where a generated quotation once took over 20 s.
 */
export async function openDocument(link: Locator, viewer: Locator): Promise<Locator> {
  await expect(async () => {
    if (!(await viewer.isVisible())) await link.click();
    await expect(viewer).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 45_000 });
  await expect(viewer).not.toHaveClass(/ant-zoom-(enter|appear)/);
  return viewer;
}

/**
 * The viewer drew the PDF: its first page's canvas is drawn and holds dark (text) pixels, not only
 * a dialog with an empty frame or a blank canvas.
 */
export async function expectPdfDrawn(viewer: Locator, minDarkPixels = 300): Promise<void> {
  const first = viewer.getByTestId('document-viewer-page').first();
  await expect(first).toHaveAttribute('data-drawn', 'yes', { timeout: 30_000 });
  const ink = await first.evaluate((canvas: HTMLCanvasElement) => {
    const { data } = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height);
    let dark = 0;
    let white = 0;
    for (let i = 0; i < data.length; i += 4) {
      if (data[i + 3]! < 200) continue;
      if (data[i]! < 96 && data[i + 1]! < 96 && data[i + 2]! < 96) dark++;
      else if (data[i]! > 240 && data[i + 1]! > 240 && data[i + 2]! > 240) white++;
    }
    return { dark, white, width: canvas.width, height: canvas.height };
  });
  expect(ink.width, 'the page is drawn at a readable width').toBeGreaterThan(300);
  expect(ink.white, 'the page has its white paper').toBeGreaterThan(ink.width * ink.height * 0.5);
  expect(ink.dark, 'the page has dark text on it').toBeGreaterThan(minDarkPixels);
}

/** The viewer shows the image decoded (a real picture with pixels), not a broken image. */
export async function expectImageDecoded(viewer: Locator): Promise<void> {
  const image = viewer.getByTestId('document-viewer-image');
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)), { timeout: 15_000 }).toBeGreaterThan(0);
  await image.evaluate((img: HTMLImageElement) => img.decode());
}
