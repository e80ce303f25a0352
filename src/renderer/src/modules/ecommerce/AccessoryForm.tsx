import { useState } from 'react';
import { Alert, Button, Col, Divider, Flex, Form, Input, InputNumber, Row, Select, Spin, type UploadFile } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { ECOMMERCE_MSG } from '@shared/domain/ecommerceMessages';
import { ACCESSORY_PRICE_MAX } from '@shared/schemas/ecommerce';
import { TEXT_MAX } from '@shared/schemas/primitives';
import { CurrentImages } from './CurrentImages';
import type { AccessoryItem } from './ecommerceTypes';
import { ImagePicker } from './ImagePicker';
import { ModelChipsField } from './ModelChipsField';
import type { AccessoryFormValues } from './mutations';
import { ecommerceQueries } from './queries';

interface FormShape {
  name: string;
  price: string;
  ItemAccesoryTypeId: number;
  models: number[];
  modelAccessory: string;
  description: string;
  productImages: UploadFile[];
  images: UploadFile[];
}

export interface AccessoryFormProps {
  /** The item being edited; absent when creating. */
  item?: AccessoryItem;
  submitting: boolean;
  onSubmit(values: AccessoryFormValues): void;
  onCancel(): void;
}

const required = [{ required: true, message: 'Campo requerido' }];
const filesOf = (list: UploadFile[] | undefined) => (list ?? []).map((f) => f.originFileObj).filter((f): f is NonNullable<typeof f> => Boolean(f));

/** Create and edit an accessory (spec part 2 §2): every field, models as chips, two picture groups. */
export function AccessoryForm({ item, submitting, onSubmit, onCancel }: AccessoryFormProps) {
  const catalogs = useQuery(ecommerceQueries.catalogs());
  const [removed, setRemoved] = useState<number[]>([]);
  const [missing, setMissing] = useState(false);
  if (catalogs.isLoading) return <Spin />;
  if (catalogs.isError) return <Alert type="error" showIcon title={catalogs.error.message} />;
  const { accesoryTypes = [], productFamilies = [] } = catalogs.data ?? {};
  const keptOf = (images: AccessoryItem['images'] | undefined) => (images ?? []).filter((i) => !removed.includes(i.id)).length;
  return (
    <Form<FormShape>
      layout="vertical"
      requiredMark
      initialValues={{
        name: item?.name,
        price: item?.price,
        ItemAccesoryTypeId: item?.ItemAccesoryType?.id,
        models: item?.Products.map((p) => p.id) ?? [],
        modelAccessory: item?.modelAccessory ?? undefined,
        description: item?.description,
        productImages: [],
        images: [],
      }}
      onFinishFailed={() => setMissing(true)}
      onValuesChange={() => missing && setMissing(false)}
      onFinish={(v) => {
        setMissing(false);
        onSubmit({
          name: v.name.trim(),
          price: String(v.price),
          ItemAccesoryTypeId: v.ItemAccesoryTypeId,
          models: v.models,
          modelAccessory: v.modelAccessory.trim(),
          description: v.description.trim(),
          productImages: filesOf(v.productImages),
          images: filesOf(v.images),
          deleteImages: item ? removed : undefined,
        });
      }}
    >
      {missing ? <Alert type="warning" showIcon title={ECOMMERCE_MSG.requiredFields} style={{ marginBottom: 16 }} /> : null}
      <Row gutter={24}>
        <Col xs={24} md={12}>
          <Form.Item name="name" label="Nombre" rules={[...required, { whitespace: true, message: 'Campo requerido' }]}>
            <Input maxLength={TEXT_MAX.name} placeholder="Ej. Barras de techo de aluminio" />
          </Form.Item>
        </Col>
        <Col xs={24} md={6}>
          <Form.Item name="price" label="Precio (MXN)" rules={required}>
            <InputNumber<string> stringMode min="0" max={String(ACCESSORY_PRICE_MAX)} precision={2} step="0.01" prefix="$" style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={24} md={6}>
          <Form.Item name="ItemAccesoryTypeId" label="Tipo de accesorio" rules={required}>
            <Select placeholder="Selecciona" options={accesoryTypes.map((t) => ({ value: t.id, label: t.name }))} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="models" label="Modelos compatibles" rules={[{ required: true, type: 'array', min: 1, message: 'Agrega al menos un modelo' }]}>
            <ModelChipsField families={productFamilies} known={item?.Products} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="modelAccessory" label="Modelo del accesorio" rules={[...required, { whitespace: true, message: 'Campo requerido' }]}>
            <Input maxLength={TEXT_MAX.name} placeholder="Ej. BT-AL-700" />
          </Form.Item>
        </Col>
        <Col xs={24}>
          <Form.Item name="description" label="Descripción" rules={[...required, { whitespace: true, message: 'Campo requerido' }]}>
            <Input.TextArea rows={4} maxLength={TEXT_MAX.long} showCount />
          </Form.Item>
        </Col>
      </Row>
      <Divider titlePlacement="start">Imágenes del producto</Divider>
      {item ? <CurrentImages images={item.productImages} removed={removed} onChange={setRemoved} /> : null}
      <Form.Item name="productImages" label="Agregar imágenes del producto" valuePropName="value">
        <ImagePicker kept={keptOf(item?.productImages)} />
      </Form.Item>
      <Divider titlePlacement="start">Imágenes</Divider>
      {item ? <CurrentImages images={item.images} removed={removed} onChange={setRemoved} /> : null}
      <Form.Item name="images" label="Agregar imágenes" valuePropName="value">
        <ImagePicker kept={keptOf(item?.images)} />
      </Form.Item>
      <Flex gap={8} justify="flex-end" wrap>
        <Button onClick={onCancel}>Cancelar</Button>
        <Button type="primary" htmlType="submit" loading={submitting}>
          Guardar Producto
        </Button>
      </Flex>
    </Form>
  );
}
