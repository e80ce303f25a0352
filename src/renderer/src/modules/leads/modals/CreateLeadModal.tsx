import { useRef, useState } from 'react';
import { Alert, Button, Form, InputNumber, Modal, Result, Select, Steps } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { withPhonePrefix } from '@shared/domain/phone';
import { MSG } from '@shared/messages';
import { createLeadStep1Schema, createLeadStep2Schema, LEAD_BUY_TYPES } from '@shared/schemas/leadForms';
import { LEAD_DETAIL_KEYS, leadDetailsOf, type LeadDetails } from '@shared/schemas/leadPayloads';
import { markProblems } from '../../../ui/markProblems';
import { DirtyFormScope } from '../../../ui/DirtyFormScope';
import { LeadContactInputs } from '../inputs/LeadContactInputs';
import { LeadDetailsInputs } from '../inputs/LeadDetailsInputs';
import { BUY_TYPES } from '@shared/domain/enums';
import { useSignedIn } from '../../../lib/session';
import { OFFLINE_MSG } from '@shared/offlineMessages';
import { postOrQueue } from '../../../lib/offline/outbox';
import { leadRoutes } from '@shared/contracts/leadContracts';
import { useDraft } from '../../../lib/offline/useDraft';
import { DraftOffer } from '../../../lib/offline/DraftOffer';
import { catalogQueries, useRefreshLeads } from '../queries';

export interface CreateLeadModalProps {
  open: boolean;
  onClose(): void;
  onCreated?(leadId: number): void;
}

interface Values extends Partial<LeadDetails> {
  firstName?: string;
  lastName?: string;
  LeadOriginId?: number;
  email?: string;
  phone?: string;
  ProductId?: number;
  ProductColorId?: number;
  buyType?: string;
  quantity?: number;
}

type Outcome = { ok: true; id: number } | { ok: false; message: string } | { ok: 'queued' };

const DRAFT = 'lead-create';
const DEFAULTS = { buyType: 'retail', quantity: 1 };

/** Create lead: step 1 contact, step 2 interest, then the result (spec §2, §5). The API applies the agency's assignment rule. */
export function CreateLeadModal({ open, onClose, onCreated }: CreateLeadModalProps) {
  const { agencyId, user } = useSignedIn();
  const refresh = useRefreshLeads();
  const [form] = Form.useForm<Values>();
  const [step, setStep] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome>();
  const [busy, setBusy] = useState(false);
  const origins = useQuery({ ...catalogQueries.origins(agencyId), enabled: open });
  const products = useQuery({ ...catalogQueries.products(), enabled: open });
  const productId = Form.useWatch('ProductId', form);
  const colors = products.data?.find((p) => p.id === productId)?.ProductColors ?? [];

  const draft = useDraft<Values>(DRAFT, open, DEFAULTS);
  // One Idempotency-Key per wizard submission (not per HTTP attempt): a retry after a timeout, or the
  // outbox's replay, can never make a second lead. A new one once the wizard is done with.
  const intentKey = useRef<string>(crypto.randomUUID());

  const values = (): Values => form.getFieldsValue(true) as Values;
  const close = (): void => {
    if (outcome) intentKey.current = crypto.randomUUID();
    if (outcome) void refresh();
    form.resetFields();
    setStep(0);
    setProblem(null);
    setOutcome(undefined);
    onClose();
  };

  const next = (): void => {
    const message = markProblems(form, createLeadStep1Schema, values(), ['firstName', 'lastName', 'LeadOriginId', 'email', 'phone']);
    setProblem(message);
    if (!message) setStep(1);
  };

  const create = async (): Promise<void> => {
    const v = values();
    const message = markProblems(form, createLeadStep2Schema, v, ['ProductId', 'ProductColorId', 'buyType', 'quantity', ...LEAD_DETAIL_KEYS]);
    setProblem(message);
    if (message) return;
    setBusy(true);
    try {
      const interest = { ProductId: v.ProductId, ProductColorId: v.ProductColorId, quantity: v.quantity };
      const data = {
          firstName: v.firstName!.trim(),
          lastName: v.lastName!.trim(),
          leadEmails: v.email ? [v.email.trim()] : [],
          leadPhones: [withPhonePrefix(v.phone ?? '')],
          LeadOriginId: v.LeadOriginId!,
          productId: v.ProductId,
          colorId: v.ProductColorId,
          AgencyId: agencyId,
          buyType: v.buyType!,
          leadInterests: [interest],
          ...leadDetailsOf(v),
      };
      const sent = await postOrQueue(
        leadRoutes.create,
        { body: { data, UserId: user.id } },
        { key: intentKey.current, label: `Lead: ${[data.firstName, data.lastName].filter(Boolean).join(' ')}`, place: 'lead', draft: { name: DRAFT, values: v } },
      );
      draft.done();
      setOutcome(sent.queued ? { ok: 'queued' } : { ok: true, id: sent.data.id });
    } catch (error) {
      setOutcome({ ok: false, message: error instanceof Error ? error.message : MSG.genericError });
    } finally {
      setBusy(false);
      setStep(2);
    }
  };

  const footer =
    step === 0
      ? [
          <Button key="c" onClick={close}>
            Cancelar
          </Button>,
          <Button key="n" type="primary" onClick={next}>
            Siguiente
          </Button>,
        ]
      : step === 1
        ? [
            <Button key="b" onClick={() => (setProblem(null), setStep(0))}>
              Atrás
            </Button>,
            <Button key="s" type="primary" loading={busy} onClick={() => void create()}>
              Crear lead
            </Button>,
          ]
        : [
            outcome?.ok === true && onCreated ? (
              <Button key="go" onClick={() => (close(), onCreated((outcome as { id: number }).id))}>
                Ver lead
              </Button>
            ) : null,
            <Button key="x" type="primary" onClick={close}>
              Cerrar
            </Button>,
          ];

  return (
    <Modal open={open} title="Crear lead" onCancel={close} footer={footer} maskClosable={false} destroyOnHidden>
      <Steps size="small" current={step} items={[{ title: 'Contacto' }, { title: 'Interés' }, { title: 'Resultado' }]} style={{ marginBottom: 16 }} />
      <DraftOffer
        visible={step === 0 && draft.offered !== null}
        onRecover={() => {
          const kept = draft.take();
          if (kept) form.setFieldsValue(kept);
        }}
        onDiscard={draft.discard}
      />
      <DirtyFormScope active={open && step < 2}>
      <Form
        form={form}
        layout="vertical"
        initialValues={{ buyType: 'retail', quantity: 1 }}
        preserve
        // A field the user corrects loses its mark at once.
        onValuesChange={(changed: Partial<Values>) => {
          form.setFields(Object.keys(changed).map((name) => ({ name: name as keyof Values, errors: [] })));
          draft.keep(values());
        }}
      >
        <div hidden={step !== 0}>
          <LeadContactInputs
            mode="create"
            origin={
              <Form.Item name="LeadOriginId" label="Origen" required>
                <Select
                  placeholder={origins.isLoading ? MSG.loading : 'Selecciona un origen'}
                  options={origins.data?.map((o) => ({ value: o.id, label: o.description }))}
                />
              </Form.Item>
            }
          />
        </div>
        <div hidden={step !== 1}>
          <Form.Item name="ProductId" label="Modelo" required>
            <Select
              showSearch
              optionFilterProp="label"
              placeholder={products.isLoading ? MSG.loading : 'Selecciona un modelo'}
              options={products.data?.map((p) => ({ value: p.id, label: p.name }))}
              // Changing the product resets the colour (spec §5).
              onChange={() => form.setFieldValue('ProductColorId', undefined)}
            />
          </Form.Item>
          <Form.Item name="ProductColorId" label="Color" required>
            <Select placeholder={productId ? 'Selecciona un color' : 'Primero elige el modelo'} disabled={!productId} options={colors.map((c) => ({ value: c.id, label: c.name }))} />
          </Form.Item>
          <Form.Item name="buyType" label="Tipo de compra" required>
            <Select options={LEAD_BUY_TYPES.map((b) => ({ value: b, label: BUY_TYPES[b] }))} />
          </Form.Item>
          <Form.Item name="quantity" label="Unidades" required>
            <InputNumber min={0} precision={0} style={{ width: '100%' }} />
          </Form.Item>
          <LeadDetailsInputs />
        </div>
      </Form>
      </DirtyFormScope>
      {step < 2 && problem ? <Alert role="alert" type="error" showIcon title={problem} /> : null}
      {step === 2 && outcome ? (
        outcome.ok === 'queued' ? (
          <Result status="info" title={OFFLINE_MSG.pending} subTitle={OFFLINE_MSG.savedOffline} />
        ) : outcome.ok ? (
          <Result status="success" title={MSG.leadCreatedTitle} subTitle={MSG.leadCreated} />
        ) : (
          <Result status="error" title={MSG.leadCreateFailed} subTitle={outcome.message} />
        )
      ) : null}
    </Modal>
  );
}
