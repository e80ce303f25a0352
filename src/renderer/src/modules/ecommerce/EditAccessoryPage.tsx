import { Alert, Breadcrumb, Card, Spin, Typography } from 'antd';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { ECOMMERCE_MSG } from '@shared/domain/ecommerceMessages';
import { toast } from '../../ui/toast';
import { AccessoryForm } from './AccessoryForm';
import { useUpdateAccessoryMutation } from './mutations';
import { ecommerceQueries } from './queries';

/** /ecommerce/editAccesorio/:id: 'Producto actualizado' then the product; failures as 'Error al actualizar'. */
export function EditAccessoryPage() {
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const query = useQuery({ ...ecommerceQueries.detail(id), enabled: id > 0 });
  const mutation = useUpdateAccessoryMutation(id);
  const detail = `/ecommerce/ecommerce-products/${id}`;
  return (
    <Card>
      <Breadcrumb
        style={{ marginBottom: 12 }}
        items={[
          { title: <Link to="/ecommerce">Ecommerce</Link> },
          { title: <Link to="/ecommerce/ecommerce-products">Productos</Link> },
          { title: query.data ? <Link to={detail}>{query.data.name}</Link> : `#${id}` },
          { title: 'Editar' },
        ]}
      />
      <Typography.Title level={1} style={{ fontSize: 24 }}>
        Editar producto
      </Typography.Title>
      {query.isLoading ? (
        <Spin />
      ) : !query.data ? (
        <Alert type="info" showIcon title={query.error?.message ?? ECOMMERCE_MSG.notFound} description={<Link to="/ecommerce/ecommerce-products">Volver a productos</Link>} />
      ) : (
        <AccessoryForm
          key={query.data.updatedAt}
          item={query.data}
          submitting={mutation.isPending}
          onCancel={() => navigate(detail)}
          onSubmit={(values) =>
            mutation.mutate(values, {
              onSuccess: () => {
                toast.success(ECOMMERCE_MSG.updated);
                navigate(detail);
              },
              onError: (e) => toast.error(e.message, ECOMMERCE_MSG.updateError),
            })
          }
        />
      )}
    </Card>
  );
}
