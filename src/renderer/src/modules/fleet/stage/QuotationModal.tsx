import { useState } from 'react';
import { Alert, Button, Checkbox, Flex, Form, Input, Modal, Select, Statistic } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { computeQuotationAmount, formatMxn } from '@shared/domain/quotationAmount';
import { leadFleetQueries } from '../leads/queries';
import { toast } from '../../../ui/toast';
import { useStageMutations } from './mutations';
import { FileQueue } from './FileQueue';
import { FLEET_MSG } from '@shared/domain/fleetMessages';
import { STAGE_TEXT } from './stageTexts';
import type { UploadFile } from './stageTypes';
import { digits, EMPTY_QUOTATION, setCharger, setDealerShare, setDiscount, setManufacturerShare, type QuotationForm } from './quotationForm';

const productLabel = (p: { name: string; version: string; transmission: string; model: string }) => `${p.name} ${p.version} ${p.transmission} ${p.model}`;

/**
 * The quotation dialog (spec part 2 §3 Quotation, §5, §9). Whole pesos typed digit by digit; the
 * final amount shown live is the shared computeQuotationAmount's, the same the API recomputes and
 * stores (the figure sent is informative only).
 */
export function QuotationModal({ leadId, onClose }: { leadId: number; onClose(): void }) {
  const catalogs = useQuery(leadFleetQueries.catalogs());
  const m = useStageMutations(leadId);
  const [f, setF] = useState<QuotationForm>(EMPTY_QUOTATION);
  const [documents, setDocuments] = useState<UploadFile[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const products = catalogs.data?.products ?? [];
  const amount = computeQuotationAmount({
    publicPriceCentavos: f.publicPrice * 100,
    quantity: f.quantity,
    discountPercentage: f.discountPercentage,
    discountAbsorbedByDealer: f.discountAbsorbedByDealer,
    discountAbsorbedByManufacturer: f.discountAbsorbedByManufacturer,
    hasCharger: f.hasCharger,
    chargerAmountCentavos: f.chargerAmount * 100,
  });
  const update = (next: QuotationForm) => (setProblem(null), setF(next));
  const chooseProduct = (id: number) => {
    const p = products.find((x) => x.id === id);
    // Selecting a vehicle prefills its public catalogue price (whole pesos).
    const price = p ? Math.round(Number(p.price)) : f.publicPrice;
    update({ ...f, ProductId: id, publicPrice: Number.isFinite(price) ? price : 0 });
  };
  const submit = () => {
    if (!f.ProductId || !f.publicPrice || !f.quantity || !amount.finalAmountCentavos || !f.comments.trim()) return setProblem(FLEET_MSG.allFieldsNeeded);
    m.quotation.mutate(
      {
        ProductId: f.ProductId,
        publicPrice: f.publicPrice,
        discountPercentage: amount.discountPercentage,
        discountAbsorbedByDealer: amount.discountAbsorbedByDealer,
        discountAbsorbedByManufacturer: amount.discountAbsorbedByManufacturer,
        finalAmount: amount.finalAmountCentavos / 100,
        quantity: f.quantity,
        hasCharger: f.hasCharger,
        chargerAmount: amount.chargerAmountCentavos / 100,
        documents,
        comments: f.comments.trim(),
        status: 1,
      },
      { onSuccess: () => (toast.success(FLEET_MSG.quotationCreated), onClose()), onError: (e) => setProblem(e.message) },
    );
  };
  const num = (label: string, value: number, onChange: (n: number) => void, opts: { max?: number; suffix?: string; disabled?: boolean } = {}) => (
    <Form.Item label={label} style={{ flex: '1 1 150px', marginBottom: 8 }}>
      <Input
        aria-label={label}
        inputMode="numeric"
        disabled={opts.disabled}
        suffix={opts.suffix}
        prefix={opts.suffix ? undefined : '$'}
        value={value ? String(value) : ''}
        onChange={(e) => onChange(digits(e.target.value, opts.max ? 3 : 10))}
      />
    </Form.Item>
  );
  return (
    <Modal
      open
      title={STAGE_TEXT.quotation}
      width={720}
      onCancel={onClose}
      footer={[
        <Button key="c" onClick={onClose}>
          Cancelar
        </Button>,
        <Button key="s" type="primary" loading={m.quotation.isPending} onClick={submit}>
          Crear cotización
        </Button>,
      ]}
    >
      <Form layout="vertical" component="div">
        <Form.Item label="Vehículo" style={{ marginBottom: 8 }}>
          <Select
            aria-label="Vehículo"
            showSearch={{ optionFilterProp: 'label' }}
            loading={catalogs.isLoading}
            value={f.ProductId}
            onChange={chooseProduct}
            options={products.map((p) => ({ value: p.id, label: productLabel(p) }))}
          />
        </Form.Item>
        <Flex gap={12} wrap>
          {num('Precio público', f.publicPrice, (n) => update({ ...f, publicPrice: n }))}
          {num('Unidades', f.quantity, (n) => update({ ...f, quantity: n }), { suffix: 'u.' })}
          {num('Descuento', f.discountPercentage, (n) => update(setDiscount(f, n)), { max: 100, suffix: '%' })}
        </Flex>
        <Flex gap={12} wrap>
          {num('Absorbe dealer', f.discountAbsorbedByDealer, (n) => update(setDealerShare(f, n)), { max: 100, suffix: '%', disabled: !f.discountPercentage })}
          {num('Absorbe fabricante', f.discountAbsorbedByManufacturer, (n) => update(setManufacturerShare(f, n)), { max: 100, suffix: '%', disabled: !f.discountPercentage })}
        </Flex>
        <Flex gap={12} wrap align="center">
          <Checkbox checked={f.hasCharger} onChange={(e) => update(setCharger(f, e.target.checked))} style={{ flex: '0 0 auto' }}>
            Incluye cargador
          </Checkbox>
          {num('Monto del cargador', f.chargerAmount, (n) => update({ ...f, chargerAmount: n }), { disabled: !f.hasCharger })}
        </Flex>
        <Form.Item label="Comentarios" style={{ marginBottom: 8 }}>
          <Input.TextArea aria-label="Comentarios" rows={3} maxLength={1000} value={f.comments} onChange={(e) => update({ ...f, comments: e.target.value })} />
        </Form.Item>
        <Form.Item label="Documentos" style={{ marginBottom: 8 }}>
          <FileQueue value={documents} onChange={setDocuments} testId="quotation-files" />
        </Form.Item>
        <Statistic data-testid="quotation-final" title="Monto final" value={formatMxn(amount.finalAmountCentavos)} />
      </Form>
      {problem ? <Alert role="alert" type="error" showIcon title={problem} style={{ marginTop: 8 }} /> : null}
    </Modal>
  );
}
