import { Link, useNavigate, useParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { Alert, Breadcrumb, Button, Card, Col, Descriptions, Modal, Row, Space, Spin, Tag, Typography } from 'antd';
import { ArrowLeftOutlined, DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { ECOMMERCE_MSG } from '@shared/domain/ecommerceMessages';
import { toast } from '../../ui/toast';
import { AccessoryGallery } from './AccessoryGallery';
import { formatMxn } from './ecommerceTypes';
import { useDeactivateAccessoriesMutation } from './mutations';
import { ecommerceQueries } from './queries';
import { formatDate } from '@shared/domain/dates';

const LIST = '/ecommerce/ecommerce-products';

/** /ecommerce/ecommerce-products/:id: every field and both image groups; delete (deactivate) and edit. */
export function EcommerceProductDetailPage() {
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const query = useQuery({ ...ecommerceQueries.detail(id), enabled: id > 0 });
  const deactivate = useDeactivateAccessoriesMutation();
  const item = query.data;
  const breadcrumb = (
    <Breadcrumb items={[{ title: <Link to="/ecommerce">Ecommerce</Link> }, { title: <Link to={LIST}>Productos</Link> }, { title: item?.name ?? `#${id}` }]} />
  );
  if (query.isLoading) return <Spin />;
  if (!item)
    return (
      <Card>
        {breadcrumb}
        <Alert style={{ marginTop: 12 }} type="info" showIcon title={query.error?.message ?? ECOMMERCE_MSG.notFound} description={<Link to={LIST}>Volver a productos</Link>} />
      </Card>
    );

  const onDelete = () =>
    Modal.confirm({
      title: '¿Eliminar este producto?',
      content: ECOMMERCE_MSG.deleteConfirm,
      okText: 'Sí, eliminar',
      okButtonProps: { danger: true },
      cancelText: 'Cancelar',
      onOk: () =>
        deactivate.mutateAsync([item.id], {
          onSuccess: () => {
            toast.success(ECOMMERCE_MSG.deleted);
            navigate(LIST);
          },
          onError: (e) => toast.error(e.message),
        }),
    });

  return (
    <Card>
      {breadcrumb}
      <Space wrap style={{ width: '100%', justifyContent: 'space-between', margin: '12px 0' }}>
        <Typography.Title level={1} style={{ margin: 0, fontSize: 24 }}>
          {item.name}
        </Typography.Title>
        <Space wrap>
          <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(LIST)}>
            Volver a productos
          </Button>
          <Button danger icon={<DeleteOutlined />} onClick={onDelete}>
            Eliminar producto
          </Button>
          <Button type="primary" icon={<EditOutlined />} onClick={() => navigate(`/ecommerce/editAccesorio/${item.id}`)}>
            Editar Producto
          </Button>
        </Space>
      </Space>
      <Row gutter={[24, 24]}>
        <Col xs={24} lg={12}>
          <Descriptions column={1} bordered size="small">
            <Descriptions.Item label="Nombre">{item.name}</Descriptions.Item>
            <Descriptions.Item label="Precio">{formatMxn(item.price)} MXN</Descriptions.Item>
            <Descriptions.Item label="Tipo de accesorio">{item.ItemAccesoryType?.name ?? '-'}</Descriptions.Item>
            <Descriptions.Item label="Modelos">
              <Space size={[4, 4]} wrap>
                {item.Products.map((p) => (
                  <Tag key={p.id}>
                    {p.name} {p.version}
                  </Tag>
                ))}
              </Space>
            </Descriptions.Item>
            <Descriptions.Item label="Familias">{item.ProductFamilies.map((f) => f.name).join(', ') || '-'}</Descriptions.Item>
            <Descriptions.Item label="Modelo del accesorio">{item.modelAccessory ?? '-'}</Descriptions.Item>
            <Descriptions.Item label="Descripción">
              <Typography.Paragraph style={{ margin: 0, whiteSpace: 'pre-line' }}>{item.description}</Typography.Paragraph>
            </Descriptions.Item>
            <Descriptions.Item label="Fecha de publicación">{formatDate(item.createdAt)}</Descriptions.Item>
          </Descriptions>
        </Col>
        <Col xs={24} lg={12}>
          <AccessoryGallery title="Imágenes del producto" images={item.productImages} alt={item.name} />
          <AccessoryGallery title="Imágenes" images={item.images} alt={item.name} />
        </Col>
      </Row>
    </Card>
  );
}
