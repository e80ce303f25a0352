import { Link, useNavigate, useParams } from 'react-router-dom';
import { Breadcrumb, Button, Card, Col, Descriptions, Empty, Flex, Grid, Popconfirm, Result, Row, Table, Tag, Typography } from 'antd';
import { DeleteOutlined, DownloadOutlined, EditOutlined, FileTextOutlined, GlobalOutlined, PoweroffOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { PRODUCT_MSG } from '@shared/domain/productMessages';
import { dbId } from '@shared/schemas/primitives';
import { PRODUCT_FILE_KINDS, type ProductDetail } from '@shared/schemas/product';
import { MSG } from '@shared/messages';
import { bridge } from '../../lib/bridge';
import { FullPageSpin } from '../../ui/FullPageSpin';
import { toast } from '../../ui/toast';
import { useDeleteProductMutation, useSetProductActiveMutation } from './mutations';
import { FILE_LABELS, downloadProductFile } from './productFiles';
import { assetUrl, FLAG_OPTIONS, formatMXN } from './productFormat';
import { productQueries } from './queries';
import { formatDate } from '@shared/domain/dates';
import { ButtonLink } from '../../ui/ButtonLink';

/** /product/details/{id}: every field of the product, its versions, colours and files (spec part 2 §2, built for real). */
export function ProductDetailPage() {
  const parsed = dbId.safeParse(useParams().id);
  const query = useQuery({ ...productQueries.detail(parsed.success ? parsed.data : 0), enabled: parsed.success });
  if (!parsed.success || query.isError)
    return <Result status="404" title={query.error?.message ?? PRODUCT_MSG.notFound} extra={<Link to="/product">Volver a productos</Link>} />;
  if (!query.data) return <FullPageSpin />;
  return <Detail product={query.data} />;
}

function Detail({ product: p }: { product: ProductDetail }) {
  const navigate = useNavigate();
  const screens = Grid.useBreakpoint();
  const setActive = useSetProductActiveMutation(p.id);
  const remove = useDeleteProductMutation(p.id);

  const toggle = async () => {
    try {
      toast.success((await setActive.mutateAsync(!p.active)).message);
    } catch (error) {
      toast.error((error as Error).message);
    }
  };
  const destroy = async () => {
    try {
      toast.success(await remove.mutateAsync());
      navigate('/product');
    } catch (error) {
      toast.error((error as Error).message);
    }
  };
  const download = (kind: (typeof PRODUCT_FILE_KINDS)[number]) => downloadProductFile(p.id, p.name, kind).catch(() => toast.error(MSG.requestError));

  return (
    <Flex vertical gap={16}>
      <Card>
        <Breadcrumb style={{ marginBottom: 8 }} items={[{ title: <Link to="/product">Productos</Link> }, { title: p.name }]} />
        <Flex justify="space-between" align="start" wrap gap={12}>
          <div>
            <Typography.Title level={1} style={{ fontSize: 26, margin: 0 }}>
              {p.name} <Typography.Text type="secondary" style={{ fontSize: 20 }}>{p.year}</Typography.Text>
            </Typography.Title>
            <Flex gap={8} style={{ marginTop: 6 }} wrap>
              {p.active ? <Tag color="green">Activo</Tag> : <Tag>Inactivo</Tag>}
              {p.ProductCollection ? <Tag color="blue">{p.ProductCollection.name}</Tag> : null}
              <Tag>{FLAG_OPTIONS.find((f) => f.value === p.flag)?.label}</Tag>
            </Flex>
          </div>
          <Flex gap={8} wrap>
            <ButtonLink to={`/product/details/${p.id}/one-pager`} icon={<FileTextOutlined />}>Ficha comercial</ButtonLink>
            <ButtonLink to={`/product/edit/${p.id}`} type="primary" icon={<EditOutlined />}>
              Editar
            </ButtonLink>
            <Popconfirm
              title={p.active ? 'Desactivar producto' : 'Activar producto'}
              description={p.active ? 'Dejará de ofrecerse en leads, visitas y cotizaciones.' : 'Volverá a ofrecerse en leads, visitas y cotizaciones.'}
              okText={p.active ? 'Desactivar' : 'Activar'}
              cancelText="Cancelar"
              onConfirm={toggle}
            >
              <Button icon={<PoweroffOutlined />} loading={setActive.isPending}>
                {p.active ? 'Desactivar' : 'Activar'}
              </Button>
            </Popconfirm>
            <Popconfirm
              title="Eliminar producto"
              description="Solo se puede eliminar un producto que no esté en uso."
              okText="Eliminar"
              cancelText="Cancelar"
              okButtonProps={{ danger: true }}
              onConfirm={destroy}
            >
              <Button danger icon={<DeleteOutlined />} loading={remove.isPending}>
                Eliminar
              </Button>
            </Popconfirm>
          </Flex>
        </Flex>
      </Card>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={10}>
          <Card title="Imagen">
            {p.imageUrl ? (
              <img src={assetUrl(p.imageUrl)} alt={p.name} style={{ width: '100%', maxHeight: 320, objectFit: 'contain', background: '#f5f7fa', borderRadius: 8 }} />
            ) : (
              <Empty description="Sin imagen" />
            )}
          </Card>
        </Col>
        <Col xs={24} lg={14}>
          <Card title="Datos">
            <Descriptions column={1} size="small" bordered layout={screens.sm ? 'horizontal' : 'vertical'}>
              <Descriptions.Item label="Nombre">{p.name}</Descriptions.Item>
              <Descriptions.Item label="Modelo">{p.year}</Descriptions.Item>
              <Descriptions.Item label="Línea">{p.model}</Descriptions.Item>
              <Descriptions.Item label="Precio desde">{formatMXN(p.price)}</Descriptions.Item>
              <Descriptions.Item label="Colección">{p.ProductCollection?.name ?? '—'}</Descriptions.Item>
              <Descriptions.Item label="Showroom 360">
                {p.showRoom360Url ? (
                  <Button type="link" icon={<GlobalOutlined />} style={{ padding: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'left', wordBreak: 'break-all' }} onClick={() => bridge['external:open']({ url: p.showRoom360Url! })}>
                    {p.showRoom360Url}
                  </Button>
                ) : (
                  '—'
                )}
              </Descriptions.Item>
              <Descriptions.Item label="Alta">{formatDate(p.createdAt)}</Descriptions.Item>
            </Descriptions>
          </Card>
        </Col>
        <Col xs={24} lg={14}>
          <Card title="Versiones">
            <Table
              rowKey={(v) => `${v.id}-${v.name}`}
              size="small"
              pagination={false}
              dataSource={p.productVersions}
              columns={[
                { key: 'name', title: 'Versión', dataIndex: 'name' },
                { key: 'transmission', title: 'Transmisión', dataIndex: 'transmission', render: (t: string | null) => t || '—' },
                { key: 'price', title: 'Precio', dataIndex: 'price', align: 'right', render: (v: string) => formatMXN(v) },
              ]}
            />
          </Card>
        </Col>
        <Col xs={24} lg={10}>
          <Card title="Colores">
            {p.ProductColors.length ? (
              <Flex wrap gap={12} role="list">
                {p.ProductColors.map((c) => (
                  <Flex key={c.id} align="center" gap={8} role="listitem">
                    <span aria-hidden style={{ width: 22, height: 22, borderRadius: '50%', border: '1px solid #bfbfbf', background: c.hex ?? '#fff', display: 'inline-block' }} />
                    {c.name}
                  </Flex>
                ))}
              </Flex>
            ) : (
              <Empty description="Sin colores" />
            )}
          </Card>
        </Col>
        <Col xs={24}>
          <Card title="Archivos">
            <Flex gap={12} wrap>
              {PRODUCT_FILE_KINDS.map((kind) =>
                p.files[kind] ? (
                  <Button key={kind} icon={<DownloadOutlined />} onClick={() => void download(kind)}>
                    {FILE_LABELS[kind]}
                  </Button>
                ) : (
                  <Tag key={kind} style={{ padding: '4px 10px' }}>
                    {FILE_LABELS[kind]}: sin archivo
                  </Tag>
                ),
              )}
            </Flex>
          </Card>
        </Col>
      </Row>
    </Flex>
  );
}
