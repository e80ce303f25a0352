import { Breadcrumb, Flex, Tag, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { PRODUCT_MSG } from '@shared/domain/productMessages';
import type { ProductListRow } from '@shared/schemas/product';
import type { ProductRow } from '@shared/schemas/productResponses';
import { ListScreen } from '../../ui/list/ListScreen';
import { useListState, useLocalList, type ListStateOptions } from '../../ui/list/useListState';
import { tableColumnsOf } from '../../ui/list/tableColumnsOf';
import { PRODUCT_COLUMNS } from '@shared/lists/productColumns';
import { assetUrl, formatMXN } from './productFormat';
import { productQueries, type ProductFilters, type ProductStatus } from './queries';
import { ExportButton } from '../../ui/list/ExportButton';
import { ButtonLink } from '../../ui/ButtonLink';

const TABS: { key: ProductStatus; label: string }[] = [
  { key: 'all', label: 'Todos' },
  { key: 'active', label: 'Activos' },
  { key: 'inactive', label: 'Inactivos' },
];

/** A view's unknown tab opens 'Todos'. */
const PRODUCTS_LIST: ListStateOptions<ProductFilters> = {
  tab: { of: (f) => f.status, to: (tab) => ({ status: TABS.some((t) => t.key === tab) ? (tab as ProductStatus) : 'all' }) },
};

/** /product: the real catalogue, searched, sorted and paged by the API (spec part 2 §2 Product catalogue). */
export function ProductListPage() {
  const listState = useListState(useLocalList<ProductFilters>({ page: 1, search: '', status: 'all' }), PRODUCTS_LIST);
  const filters = listState.state;
  const query = useQuery(productQueries.list(filters));

  // The list's one declaration (shared/lists/productColumns.ts): titles, order and sorters; the cells the screen draws its own way.
  const columns = tableColumnsOf<ProductListRow, ProductListRow | ProductRow>(PRODUCT_COLUMNS, filters.sortBy, {
    name: {
      render: (_v, p) => (
        <Flex align="center" gap={12}>
          {p.imageUrl ? (
            <img src={assetUrl(p.imageUrl)} alt="" width={56} height={36} style={{ objectFit: 'contain', borderRadius: 4, background: '#f5f7fa' }} />
          ) : (
            <span style={{ width: 56 }} />
          )}
          <span>{p.name}</span>
        </Flex>
      ),
    },
    year: { responsive: ['sm'], render: (_v, p) => p.year },
    collection: { responsive: ['md'], render: (_v, p) => p.collection ?? '—' },
    versions: { responsive: ['lg'], align: 'right', render: (_v, p) => p.versions },
    colors: { responsive: ['lg'], align: 'right', render: (_v, p) => p.colors },
    price: { align: 'right', render: (_v, p) => formatMXN(p.price) },
    active: { responsive: ['sm'], render: (_v, p) => (p.active ? <Tag color="green">Activo</Tag> : <Tag>Inactivo</Tag>) },
  });

  return (
    <ListScreen<ProductListRow>
      header={<Breadcrumb style={{ marginBottom: 8 }} items={[{ title: 'Producto' }, { title: 'Productos' }]} />}
      title="Productos"
      search={{ ...listState.search, placeholder: 'Buscar por nombre, modelo o versión' }}
      views={listState.views}
      tabs={{ active: filters.status, items: TABS, onChange: listState.onTab }}
      actions={
        <>
          <ExportButton path="/product/" params={{ search: filters.search || undefined, status: filters.status, sortBy: filters.sortBy }} />
          <ButtonLink to="/product/create" type="primary" icon={<PlusOutlined />}>
            Crear producto
          </ButtonLink>
        </>
      }
      columns={columns}
      rows={query.data?.data}
      rowKey="id"
      rowHref={(p) => `/product/details/${p.id}`}
      loading={query.isFetching}
      error={query.error}
      emptyText={filters.search ? 'Ningún producto coincide con la búsqueda' : PRODUCT_MSG.empty}
      page={filters.page}
      pages={query.data?.pages ?? 1}
      total={query.data?.total ?? 0}
      totalCapped={query.data?.totalCapped}
      onPage={listState.onPage}
      onSort={listState.onSort}
    >
      <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
        Los productos activos se ofrecen al crear leads, en el registro de visitas a piso y en las cotizaciones de flotillas.
      </Typography.Paragraph>
    </ListScreen>
  );
}
