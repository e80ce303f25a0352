import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { Alert, Breadcrumb, Button, Card, Col, ColorPicker, Flex, Form, Input, InputNumber, Result, Row, Select, Space, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { PRODUCT_MSG } from '@shared/domain/productMessages';
import { productInput, type ProductDetail, type ProductFileKind, type ProductInput } from '@shared/schemas/product';
import { dbId } from '@shared/schemas/primitives';
import { FullPageSpin } from '../../ui/FullPageSpin';
import { toast } from '../../ui/toast';
import { FilePickField, type PickedFile } from './FilePickField';
import { useCreateProductMutation, useUpdateProductMutation } from './mutations';
import { assetUrl, FLAG_OPTIONS } from './productFormat';
import { productQueries } from './queries';

interface FormValues {
  name?: string;
  model?: number | string;
  price?: string;
  versions?: { name?: string; transmission?: string; price?: string }[];
  colors?: { name?: string; hex?: string }[];
  ProductCollectionId?: number;
  showRoom360Url?: string;
  flag?: number;
}

type Files = Record<ProductFileKind, PickedFile>;
const NO_FILES: Files = { image: { kind: 'none' }, onePager: { kind: 'none' }, dataSheet: { kind: 'none' } };

function initialValues(p?: ProductDetail): FormValues {
  if (!p) return { versions: [{}], colors: [], flag: 1 };
  return {
    name: p.name,
    model: p.year,
    price: p.price.toFixed(2),
    versions: p.productVersions.map((v) => ({ name: v.name, transmission: v.transmission ?? undefined, price: v.price })),
    colors: p.ProductColors.map((c) => ({ name: c.name, hex: c.hex ?? undefined })),
    ProductCollectionId: p.ProductCollectionId ?? undefined,
    showRoom360Url: p.showRoom360Url ?? undefined,
    flag: p.flag,
  };
}

function initialFiles(p?: ProductDetail): Files {
  if (!p) return NO_FILES;
  const of = (f: ProductDetail['files'][ProductFileKind]): PickedFile => (f ? { kind: 'stored', mime: f.mime, size: f.size } : { kind: 'none' });
  return { image: of(p.files.image), onePager: of(p.files.onePager), dataSheet: of(p.files.dataSheet) };
}

/** /product/create */
export function CreateProductPage() {
  return <ProductForm />;
}

/** /product/edit/{id}: the same form with the stored values; files left alone are kept. */
export function EditProductPage() {
  const parsed = dbId.safeParse(useParams().id);
  const id = parsed.success ? parsed.data : 0;
  const query = useQuery({ ...productQueries.detail(id), enabled: parsed.success });
  if (!parsed.success || query.isError) return <Result status="404" title={PRODUCT_MSG.notFound} extra={<Link to="/product">Volver a productos</Link>} />;
  if (!query.data) return <FullPageSpin />;
  return <ProductForm product={query.data} />;
}

/** The catalogue form (spec part 2 §2, §5): required marks on name, model, version and showroom 360; model and price numeric. */
function ProductForm({ product }: { product?: ProductDetail }) {
  const navigate = useNavigate();
  const [form] = Form.useForm<FormValues>();
  const [files, setFiles] = useState<Files>(() => initialFiles(product));
  const [problem, setProblem] = useState<string | null>(null);
  const catalogs = useQuery(productQueries.catalogs());
  const create = useCreateProductMutation();
  const update = useUpdateProductMutation(product?.id ?? 0);
  const saving = create.isPending || update.isPending;

  const submit = async () => {
    const v = form.getFieldsValue(true) as FormValues;
    const body: ProductInput = {
      name: v.name ?? '',
      model: v.model === undefined || v.model === null ? '' : String(v.model),
      versions: (v.versions ?? []).map((x) => ({ name: x.name ?? '', transmission: x.transmission || null, price: x.price ?? '' })),
      price: v.price || undefined,
      colors: (v.colors ?? []).filter((c) => c.name?.trim()).map((c) => ({ name: c.name!, hex: c.hex || null })),
      ProductCollectionId: v.ProductCollectionId,
      showRoom360Url: v.showRoom360Url ?? '',
      flag: v.flag ?? 1,
      imageBase64: files.image.kind === 'new' ? files.image.dataUrl : undefined,
      onePagerBase64: files.onePager.kind === 'new' ? files.onePager.dataUrl : undefined,
      dataSheetBase64: files.dataSheet.kind === 'new' ? files.dataSheet.dataUrl : undefined,
      remove: product ? (Object.keys(files) as ProductFileKind[]).filter((k) => files[k].kind === 'none' && product.files[k]) : [],
    };
    const parsed = productInput.safeParse(body);
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message ?? PRODUCT_MSG.required;
      setProblem(message);
      toast.warning('Datos incompletos', message);
      return;
    }
    setProblem(null);
    try {
      const saved = product ? await update.mutateAsync(body) : await create.mutateAsync(body);
      toast.success(saved.message);
      navigate(`/product/details/${saved.data.id}`);
    } catch (error) {
      setProblem((error as Error).message);
      toast.error((error as Error).message);
    }
  };

  const setFile = (kind: ProductFileKind) => (value: PickedFile) => setFiles((f) => ({ ...f, [kind]: value }));
  const imagePreview = files.image.kind === 'new' ? files.image.dataUrl : files.image.kind === 'stored' ? assetUrl(product?.imageUrl) : undefined;

  return (
    <Card>
      <Breadcrumb
        style={{ marginBottom: 8 }}
        items={[
          { title: <Link to="/product">Productos</Link> },
          ...(product ? [{ title: <Link to={`/product/details/${product.id}`}>{product.name}</Link> }] : []),
          { title: product ? 'Editar' : 'Crear producto' },
        ]}
      />
      <Typography.Title level={1} style={{ fontSize: 24, marginTop: 0 }}>
        {product ? `Editar ${product.name}` : 'Crear producto'}
      </Typography.Title>
      <Form form={form} layout="vertical" initialValues={initialValues(product)} onFinish={() => void submit()} requiredMark>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item name="name" label="Nombre" required>
              <Input maxLength={200} placeholder="Ej. JAC Sei4 Pro" />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item name="model" label="Modelo (año)" required>
              <InputNumber min={1990} max={2100} precision={0} controls={false} style={{ width: '100%' }} placeholder="2026" />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item name="price" label="Precio desde (MXN)" tooltip="Si lo dejas vacío se usa el precio de la primera versión">
              <InputNumber<string> stringMode min="0" precision={2} controls={false} style={{ width: '100%' }} prefix="$" placeholder="459900.00" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="ProductCollectionId" label="Colección">
              <Select allowClear placeholder="Selecciona la colección" loading={catalogs.isLoading} options={catalogs.data?.collections.map((c) => ({ value: c.id, label: c.name }))} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="flag" label="Se ofrece en">
              <Select options={FLAG_OPTIONS} />
            </Form.Item>
          </Col>
          <Col xs={24}>
            <Form.Item name="showRoom360Url" label="URL del showroom 360" required>
              <Input type="url" maxLength={2048} placeholder="https://www.jacmexico.com/showroom-360/sei4-pro" />
            </Form.Item>
          </Col>
        </Row>

        <Typography.Title level={2} style={{ fontSize: 18 }}>
          <span style={{ color: '#ff4d4f', marginRight: 4 }} aria-hidden>
            *
          </span>
          Versiones
        </Typography.Title>
        <Form.List name="versions">
          {(fields, { add, remove }) => (
            <>
              {fields.map((field, i) => (
                <Row key={field.key} gutter={8} align="top">
                  <Col xs={24} sm={9}>
                    <Form.Item name={[field.name, 'name']} aria-label={`Versión ${i + 1}`}>
                      <Input placeholder="Versión (ej. Connect)" aria-label={`Nombre de la versión ${i + 1}`} maxLength={120} />
                    </Form.Item>
                  </Col>
                  <Col xs={12} sm={6}>
                    <Form.Item name={[field.name, 'transmission']}>
                      <Select
                        allowClear
                        aria-label={`Transmisión de la versión ${i + 1}`}
                        placeholder="Transmisión"
                        options={['Manual', 'Automática', 'CVT', 'DCT'].map((t) => ({ value: t, label: t }))}
                      />
                    </Form.Item>
                  </Col>
                  <Col xs={10} sm={7}>
                    <Form.Item name={[field.name, 'price']}>
                      <InputNumber<string> stringMode min="0" precision={2} controls={false} prefix="$" style={{ width: '100%' }} placeholder="Precio" aria-label={`Precio de la versión ${i + 1}`} />
                    </Form.Item>
                  </Col>
                  <Col xs={2} sm={2}>
                    <Button type="text" danger icon={<DeleteOutlined />} disabled={fields.length === 1} onClick={() => remove(field.name)} aria-label={`Quitar la versión ${i + 1}`} />
                  </Col>
                </Row>
              ))}
              <Button icon={<PlusOutlined />} onClick={() => add({})} style={{ marginBottom: 16 }}>
                Agregar versión
              </Button>
            </>
          )}
        </Form.List>

        <Typography.Title level={2} style={{ fontSize: 18 }}>
          Colores
        </Typography.Title>
        <Form.List name="colors">
          {(fields, { add, remove }) => (
            <>
              {fields.map((field, i) => (
                <Space key={field.key} align="start" style={{ display: 'flex' }}>
                  <Form.Item name={[field.name, 'hex']} getValueFromEvent={(c: { toHexString(): string }) => c.toHexString()}>
                    <ColorSwatchPicker label={`Tono del color ${i + 1}`} />
                  </Form.Item>
                  <Form.Item name={[field.name, 'name']}>
                    <Input placeholder="Nombre del color (ej. Rojo Carmesí)" aria-label={`Nombre del color ${i + 1}`} maxLength={60} style={{ width: 280, maxWidth: '60vw' }} />
                  </Form.Item>
                  <Button type="text" danger icon={<DeleteOutlined />} onClick={() => remove(field.name)} aria-label={`Quitar el color ${i + 1}`} />
                </Space>
              ))}
              <Button icon={<PlusOutlined />} onClick={() => add({ hex: '#ffffff' })} style={{ marginBottom: 16 }}>
                Agregar color
              </Button>
            </>
          )}
        </Form.List>

        <Typography.Title level={2} style={{ fontSize: 18 }}>
          Archivos
        </Typography.Title>
        <Flex vertical gap={16} style={{ marginBottom: 16 }}>
          <Form.Item label="Imagen" style={{ marginBottom: 0 }}>
            <FilePickField label="Imagen" hint="PNG, JPG o WebP, hasta 5 MB; se recomienda 350 × 350 px" accept={['image/png', 'image/jpeg', 'image/webp']} typeMessage={PRODUCT_MSG.imageType} value={files.image} onChange={setFile('image')} preview={imagePreview} />
          </Form.Item>
          <Form.Item label="Ficha comercial" style={{ marginBottom: 0 }}>
            <FilePickField label="Ficha comercial" hint="PDF, PNG o JPG, hasta 5 MB" accept={['application/pdf', 'image/png', 'image/jpeg']} typeMessage={PRODUCT_MSG.onePagerType} value={files.onePager} onChange={setFile('onePager')} />
          </Form.Item>
          <Form.Item label="Ficha técnica" style={{ marginBottom: 0 }}>
            <FilePickField label="Ficha técnica" hint="PDF, hasta 5 MB" accept={['application/pdf']} typeMessage={PRODUCT_MSG.dataSheetType} value={files.dataSheet} onChange={setFile('dataSheet')} />
          </Form.Item>
        </Flex>

        {problem ? <Alert type="error" showIcon title={problem} style={{ marginBottom: 16 }} role="alert" /> : null}
        <Flex gap={8} justify="flex-end">
          <Button onClick={() => navigate(product ? `/product/details/${product.id}` : '/product')}>Cancelar</Button>
          <Button type="primary" htmlType="submit" loading={saving}>
            {product ? 'Guardar cambios' : 'Crear producto'}
          </Button>
        </Flex>
      </Form>
    </Card>
  );
}

/**
 * The colour picker of one product colour, opened by a real button named for it (antd's own trigger
 * is an unnamed div: an aria-label on it is not allowed, and a screen reader had nothing to read).
 */
function ColorSwatchPicker({ label, value, onChange }: { label: string; value?: string; onChange?(color: { toHexString(): string }): void }) {
  return (
    <ColorPicker disabledAlpha value={value} onChange={onChange}>
      <Button aria-label={label}>
        <span aria-hidden style={{ display: 'inline-block', width: 16, height: 16, borderRadius: 4, border: '1px solid #d9d9d9', background: value ?? '#ffffff' }} />
      </Button>
    </ColorPicker>
  );
}
