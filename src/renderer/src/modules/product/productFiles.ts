import type { ProductFileKind } from '@shared/schemas/product';
import { call } from '../../lib/apiCall';
import { productRoutes } from '@shared/contracts/productContracts';

export const FILE_LABELS: Record<ProductFileKind, string> = { image: 'Imagen', onePager: 'Ficha comercial', dataSheet: 'Ficha técnica' };

const EXTENSIONS: Record<string, string> = { 'application/pdf': 'pdf', 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' };

/** Downloads a stored product file, fetched with the session (the documents are not public). */
export async function downloadProductFile(productId: number, productName: string, kind: ProductFileKind): Promise<void> {
  // A file answer is bytes, not JSON: asked as a Blob.
  const blob = (await call(productRoutes.file, { params: { id: productId, kind } }, { responseType: 'blob' })) as Blob;
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  const base = `${productName} ${FILE_LABELS[kind]}`.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
  link.download = `${base}.${EXTENSIONS[blob.type] ?? 'bin'}`;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
