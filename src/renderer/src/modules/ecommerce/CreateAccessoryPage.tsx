import { Breadcrumb, Card, Typography } from 'antd';
import { Link, useNavigate } from 'react-router-dom';
import { ECOMMERCE_MSG } from '@shared/domain/ecommerceMessages';
import { toast } from '../../ui/toast';
import { AccessoryForm } from './AccessoryForm';
import { useCreateAccessoryMutation } from './mutations';

/** /ecommerce/createAccesorio: 'Archivos subidos exitosamente' then the new product; 'Error al subir archivos' on failure. */
export function CreateAccessoryPage() {
  const navigate = useNavigate();
  const mutation = useCreateAccessoryMutation();
  return (
    <Card>
      <Breadcrumb
        style={{ marginBottom: 12 }}
        items={[{ title: <Link to="/ecommerce">Ecommerce</Link> }, { title: <Link to="/ecommerce/ecommerce-products">Productos</Link> }, { title: 'Cargar producto' }]}
      />
      <Typography.Title level={1} style={{ fontSize: 24 }}>
        Cargar producto
      </Typography.Title>
      <AccessoryForm
        submitting={mutation.isPending}
        onCancel={() => navigate('/ecommerce/ecommerce-products')}
        onSubmit={(values) =>
          mutation.mutate(values, {
            onSuccess: (item) => {
              toast.success(ECOMMERCE_MSG.uploaded);
              navigate(`/ecommerce/ecommerce-products/${item.id}`);
            },
            onError: (e) => toast.error(e.message, ECOMMERCE_MSG.uploadError),
          })
        }
      />
    </Card>
  );
}
