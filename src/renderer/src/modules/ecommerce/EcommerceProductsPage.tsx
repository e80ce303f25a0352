import { useEffect, useState, type Key } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { Breadcrumb, Button, Image, Modal, Space, Tag, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { ECOMMERCE_MSG } from '@shared/domain/ecommerceMessages';
import { ListScreen } from '../../ui/list/ListScreen';
import { tableColumnsOf } from '../../ui/list/tableColumnsOf';
import { toast } from '../../ui/toast';
import type { AccessoryItem } from './ecommerceTypes';
import { useDeactivateAccessoriesMutation } from './mutations';
import { DeclaredFiltersModal } from '../../ui/list/DeclaredFiltersModal';
import { ECOMMERCE_ITEM_FILTERS } from '@shared/lists/ecommerceFilters';
import { productFilters, type ProductFilters, type ProductFilterValues } from './productFilters';
import { ecommerceQueries } from './queries';
import { ecommerceApi } from '../../lib/apiClient';
import { ExportButton } from '../../ui/list/ExportButton';
import { viewFilters } from '../../ui/list/viewFilters';
import { useListState, type ListStateOptions } from '../../ui/list/useListState';
import { ECOMMERCE_ITEM_COLUMNS } from '@shared/lists/ecommerceColumns';

/** A view keeps the modal's filters. */
const ECOMMERCE_LIST: ListStateOptions<ProductFilters> = {
  filters: {
    of: (f) => viewFilters({ accessoryTypeId: f.accessoryTypeId, familyId: f.familyId, productId: f.productId }),
    to: (f: ProductFilterValues) => ({ accessoryTypeId: f.accessoryTypeId, familyId: f.familyId, productId: f.productId }),
  },
};

/** /ecommerce/ecommerce-products: the accessories of the online shop, searched, filtered and paged by the server. */
export function EcommerceProductsPage() {
  const navigate = useNavigate();
  const [selected, setSelected] = useState<Key[]>([]);
  // A view or a search is a new list: the selection goes.
  const listState = useListState(productFilters.use(), { ...ECOMMERCE_LIST, onApply: () => setSelected([]) });
  const { state: filters, patch: setFilters } = listState;
  const [filtersOpen, setFiltersOpen] = useState(false);
  const query = useQuery(ecommerceQueries.list(filters));
  // The filters' catalogues are read with the list, so the modal opens with its options.
  useQuery(ecommerceQueries.catalogs());
  const deactivate = useDeactivateAccessoriesMutation();
  const pages = query.data?.pages ?? 1;
  // Deleting the last rows of the last page leaves it empty: show the page before instead.
  useEffect(() => {
    if (query.data && pages > 0 && filters.page > pages) setFilters({ page: pages });
  }, [query.data, pages, filters.page, setFilters]);
  const activeFilters = [filters.accessoryTypeId, filters.familyId, filters.productId].filter(Boolean).length;

  const onDelete = () => {
    if (selected.length === 0) {
      toast.warning(ECOMMERCE_MSG.noneSelected);
      return;
    }
    Modal.confirm({
      title: `¿Eliminar ${selected.length === 1 ? 'el producto seleccionado' : `${selected.length} productos`}?`,
      content: ECOMMERCE_MSG.deleteConfirm,
      okText: 'Sí, eliminar',
      okButtonProps: { danger: true },
      cancelText: 'Cancelar',
      onOk: () =>
        deactivate.mutateAsync(selected.map(Number), {
          onSuccess: () => {
            toast.success(ECOMMERCE_MSG.deleted);
            setSelected([]);
          },
          onError: (e) => toast.error(e.message),
        }),
    });
  };

  // Titles, sorters and cells from the list's one declaration (shared/lists/ecommerceColumns.ts); the picture and the model tags are the screen's own.
  const columns = tableColumnsOf<AccessoryItem>(ECOMMERCE_ITEM_COLUMNS, filters.sortBy, {
    name: {
      render: (_, row) => (
        <Space>
          {row.productImages[0] ?? row.images[0] ? (
            <Image src={(row.productImages[0] ?? row.images[0])!.url} width={40} height={40} preview={false} alt="" style={{ objectFit: 'cover', borderRadius: 4 }} />
          ) : null}
          <Typography.Text strong>{row.name}</Typography.Text>
        </Space>
      ),
    },
    Products: {
      render: (_, row) => (
        <Space size={[4, 4]} wrap style={{ maxWidth: 320 }}>
          {row.Products.map((p) => (
            <Tag key={p.id}>{p.model}</Tag>
          ))}
        </Space>
      ),
    },
  });

  return (
    <ListScreen<AccessoryItem>
      header={<Breadcrumb style={{ marginBottom: 12 }} items={[{ title: <Link to="/ecommerce">Ecommerce</Link> }, { title: 'Productos' }]} />}
      title="Productos"
      search={{
        ...listState.search,
        placeholder: 'Buscar por nombre',
        onSearch: (search) => {
          listState.search.onSearch(search);
          setSelected([]);
        },
      }}
      filters={{ count: activeFilters, onOpen: () => setFiltersOpen(true) }}
      views={listState.views}
      actions={
        <Space wrap>
          <ExportButton
            client={ecommerceApi}
            path="/ecommerce"
            params={{ search: filters.search || undefined, accessoryTypeId: filters.accessoryTypeId, familyId: filters.familyId, productId: filters.productId, sortBy: filters.sortBy }}
          />
          <Button danger icon={<DeleteOutlined />} onClick={onDelete} loading={deactivate.isPending}>
            Eliminar producto
          </Button>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate('/ecommerce/createAccesorio/')}>
            Cargar producto
          </Button>
        </Space>
      }
      rowKey="id"
      rows={query.data?.data}
      rowHref={(row) => `/ecommerce/ecommerce-products/${row.id}`}
      selection={{ selected, onChange: setSelected }}
      loading={query.isFetching}
      error={query.error}
      emptyText={ECOMMERCE_MSG.empty}
      page={listState.page}
      pages={pages}
      total={query.data?.total ?? 0}
      totalCapped={query.data?.totalCapped}
      onPage={listState.onPage}
      onSort={listState.onSort}
      columns={columns}
    >
      <DeclaredFiltersModal
        filters={ECOMMERCE_ITEM_FILTERS}
        idPrefix="filter"
        open={filtersOpen}
        closeText="Cerrar"
        clearText="Limpiar"
        applyText="Filtrar"
        value={{ accessoryTypeId: filters.accessoryTypeId, familyId: filters.familyId, productId: filters.productId }}
        onClose={() => setFiltersOpen(false)}
        onApply={(value) => {
          listState.restart({ accessoryTypeId: value.accessoryTypeId, familyId: value.familyId, productId: value.productId });
          setSelected([]);
          setFiltersOpen(false);
        }}
      />
    </ListScreen>
  );
}
