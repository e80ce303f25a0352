/**
 * Stands in for html2canvas in the renderer build: @antv/g imports it only for its image export
 * (ImageExporter), which the dashboard never calls. Leaving it out takes ~45 KB gzip off the
 * charts' chunk. A call fails clearly instead of silently.
 */
export default function html2canvas(): Promise<never> {
  return Promise.reject(new Error('La exportación de gráficas como imagen no está incluida en esta versión'));
}
