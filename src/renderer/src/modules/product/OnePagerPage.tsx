import { Link, useParams } from 'react-router-dom';
import { Button, Result } from 'antd';
import { ArrowLeftOutlined, PrinterOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { PRODUCT_MSG } from '@shared/domain/productMessages';
import { dbId } from '@shared/schemas/primitives';
import type { ProductDetail } from '@shared/schemas/product';
import { FullPageSpin } from '../../ui/FullPageSpin';
import { assetUrl, formatMXN } from './productFormat';
import { productQueries } from './queries';
import './onePager.css';
import { formatDate } from '@shared/domain/dates';
import { ButtonLink } from '../../ui/ButtonLink';
import { plural } from '@shared/domain/paging';

/** At most this many versions fit the sheet's table on one A4 page. */
const VERSIONS_ON_SHEET = 10;

/**
 * /product/details/{id}/one-pager: the model's printable sheet (built for real, spec part 2 §2):
 * photo, versions with prices in MXN, colours, key data and the showroom 360 link, on one A4 page.
 */
export function OnePagerPage() {
  const parsed = dbId.safeParse(useParams().id);
  const query = useQuery({ ...productQueries.detail(parsed.success ? parsed.data : 0), enabled: parsed.success });
  if (!parsed.success || query.isError) return <Result status="404" title={PRODUCT_MSG.notFound} extra={<Link to="/product">Volver a productos</Link>} />;
  if (!query.data) return <FullPageSpin />;
  return <OnePager product={query.data} />;
}

function OnePager({ product: p }: { product: ProductDetail }) {
  const versions = p.productVersions.slice(0, VERSIONS_ON_SHEET);
  const transmissions = [...new Set(p.productVersions.map((v) => v.transmission).filter(Boolean))];
  return (
    <div className="one-pager-screen">
      <nav className="one-pager-toolbar" aria-label="Acciones del one pager">
        <ButtonLink to={`/product/details/${p.id}`} icon={<ArrowLeftOutlined />}>Volver al producto</ButtonLink>
        <Button type="primary" icon={<PrinterOutlined />} onClick={() => window.print()}>
          Imprimir
        </Button>
      </nav>
      <main className="one-pager-sheet" aria-label={`Ficha comercial de ${p.name}`}>
        <header className="op-header">
          <div>
            <p className="op-brand">JAC México</p>
            <h1 className="op-title">{p.name}</h1>
            <p className="op-sub">
              Modelo {p.year}
              {p.ProductCollection ? ` · ${p.ProductCollection.name}` : ''}
            </p>
          </div>
          <div className="op-from">
            <span>Desde</span>
            <strong>{formatMXN(p.price)}</strong>
            <span>MXN</span>
          </div>
        </header>

        <section className="op-hero" aria-label="Imagen del modelo">
          {p.imageUrl ? <img src={assetUrl(p.imageUrl)} alt={p.name} /> : <div className="op-noimage">Sin imagen</div>}
        </section>

        <div className="op-grid">
          <section aria-labelledby="op-versions">
            <h2 id="op-versions">Versiones y precios</h2>
            <table className="op-table">
              <thead>
                <tr>
                  <th scope="col">Versión</th>
                  <th scope="col">Transmisión</th>
                  <th scope="col" className="num">
                    Precio
                  </th>
                </tr>
              </thead>
              <tbody>
                {versions.map((v) => (
                  <tr key={`${v.id}-${v.name}`}>
                    <td>{v.name}</td>
                    <td>{v.transmission || '—'}</td>
                    <td className="num">{formatMXN(v.price)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            {p.productVersions.length > versions.length ? <p className="op-note">Y {plural(p.productVersions.length - versions.length, 'versión', 'versiones')} más.</p> : null}
          </section>

          <section aria-labelledby="op-data">
            <h2 id="op-data">Datos clave</h2>
            <dl className="op-data">
              <dt>Modelo</dt>
              <dd>{p.year}</dd>
              <dt>Línea</dt>
              <dd>{p.model}</dd>
              <dt>Colección</dt>
              <dd>{p.ProductCollection?.name ?? '—'}</dd>
              <dt>Versiones</dt>
              <dd>{p.productVersions.length}</dd>
              <dt>Transmisión</dt>
              <dd>{transmissions.join(' / ') || '—'}</dd>
              <dt>Colores</dt>
              <dd>{p.ProductColors.length}</dd>
            </dl>
          </section>
        </div>

        <section aria-labelledby="op-colors" className="op-colors">
          <h2 id="op-colors">Colores disponibles</h2>
          {p.ProductColors.length ? (
            <ul>
              {p.ProductColors.map((c) => (
                <li key={c.id}>
                  <span className="op-swatch" style={{ background: c.hex ?? '#fff' }} aria-hidden />
                  {c.name}
                </li>
              ))}
            </ul>
          ) : (
            <p className="op-note">Consulta los colores con tu asesor.</p>
          )}
        </section>

        {p.showRoom360Url ? (
          <section className="op-360" aria-labelledby="op-360">
            <h2 id="op-360">Showroom 360</h2>
            <a href={p.showRoom360Url} target="_blank" rel="noopener noreferrer">
              {p.showRoom360Url}
            </a>
          </section>
        ) : null}

        <footer className="op-footer">
          Precios de lista en pesos mexicanos (MXN), IVA incluido, sujetos a cambio sin previo aviso. Información al {formatDate(new Date())}.
        </footer>
      </main>
    </div>
  );
}
