import { useEffect, useRef, useState } from 'react';
import { Alert, Spin } from 'antd';
import { GlobalWorkerOptions, getDocument, type PDFDocumentProxy, type PDFPageProxy, type RenderTask } from 'pdfjs-dist';
// The worker is a file of the build (same origin): the CSP's `worker-src 'self'` is all it needs.
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

import { DOCUMENT_UNREADABLE } from '../documentKind';

GlobalWorkerOptions.workerSrc = workerUrl;

export interface PdfPagesProps {
  /** The PDF's bytes (fetched with the session; never a URL handed to the browser). */
  data: ArrayBuffer;
  /** The document's name, for each page's accessible label. */
  title: string;
}

interface PageSize {
  width: number;
  height: number;
}

/**
 * A PDF drawn page by page into canvases with pdf.js: no browser plugin, no frame, no eval
 * (`isEvalSupported: false`), no WebAssembly (`useWasm: false`: JPEG 2000 and ICC profiles take
 * pdf.js's JavaScript paths), no network (the bytes are given; no CMap, font or wasm URLs), so the
 * page's CSP needs only `worker-src 'self'` for it. Each page is drawn when it scrolls into view.
 */
export function PdfPages({ data, title }: PdfPagesProps) {
  const [doc, setDoc] = useState<{ pdf: PDFDocumentProxy; sizes: PageSize[] } | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let cancelled = false;
    // pdf.js hands the buffer to its worker (detaching it): give it a copy.
    const task = getDocument({ data: new Uint8Array(data.slice(0)), isEvalSupported: false, useWasm: false, enableXfa: false });
    task.promise
      .then(async (pdf) => {
        const sizes: PageSize[] = [];
        for (let n = 1; n <= pdf.numPages; n++) {
          const { width, height } = (await pdf.getPage(n)).getViewport({ scale: 1 });
          sizes.push({ width, height });
        }
        if (!cancelled) setDoc({ pdf, sizes });
      })
      .catch(() => {
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
      void task.destroy();
    };
  }, [data]);

  if (failed) return <Alert role="alert" type="error" showIcon title={DOCUMENT_UNREADABLE} />;
  if (!doc) return <Spin />;
  return (
    <div data-testid="document-viewer-pdf" style={{ display: 'flex', flexDirection: 'column', gap: 12, padding: 12, background: '#f0f2f5', borderRadius: 6 }}>
      {doc.sizes.map((size, i) => (
        <PdfPageCanvas key={i} pdf={doc.pdf} number={i + 1} size={size} label={`${title}, página ${i + 1} de ${doc.sizes.length}`} />
      ))}
    </div>
  );
}

function PdfPageCanvas({ pdf, number, size, label }: { pdf: PDFDocumentProxy; number: number; size: PageSize; label: string }) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [drawn, setDrawn] = useState<'no' | 'yes' | 'failed'>('no');

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    let task: RenderTask | undefined;
    let page: PDFPageProxy | undefined;
    let stopped = false;
    const draw = async () => {
      page = await pdf.getPage(number);
      if (stopped) return;
      // As wide as the viewer shows it, in device pixels, so text stays sharp.
      const cssWidth = canvas.clientWidth || size.width;
      const scale = (cssWidth / size.width) * (window.devicePixelRatio || 1);
      const viewport = page.getViewport({ scale });
      canvas.width = Math.floor(viewport.width);
      canvas.height = Math.floor(viewport.height);
      task = page.render({ canvas, viewport });
      await task.promise;
      if (!stopped) setDrawn('yes');
    };
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        observer.disconnect();
        draw().catch(() => {
          if (!stopped) setDrawn('failed');
        });
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(canvas);
    return () => {
      stopped = true;
      observer.disconnect();
      task?.cancel();
      page?.cleanup();
    };
  }, [pdf, number, size.width]);

  return (
    <canvas
      ref={canvasRef}
      role="img"
      aria-label={label}
      data-testid="document-viewer-page"
      data-drawn={drawn}
      style={{ width: '100%', aspectRatio: `${size.width} / ${size.height}`, background: '#fff', boxShadow: '0 0 0 1px #e5e7eb', display: 'block' }}
    />
  );
}
