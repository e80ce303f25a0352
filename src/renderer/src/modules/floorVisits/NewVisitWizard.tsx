import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { Button, Form, Input, InputNumber, Modal, Radio, Result, Select, Space, Steps, Typography, type FormInstance } from 'antd';
import { MSG } from '@shared/messages';
import { BUY_TYPES } from '@shared/domain/enums';
import { validateVisitLead, validateVisitSearch, visitSearchQuery, type NewVisitLead, type VisitSearch } from '@shared/domain/floorVisitRules';
import { withPhonePrefix } from '@shared/domain/phone';
import { api, getData } from '../../lib/apiClient';
import { useSignedIn } from '../../lib/session';
import { adviserQueries } from '../appointments/adviserOptions';
import { findLeads, floorVisitQueries, registerVisit, type FoundLead } from './queries';

/** Default origin of a walk-in's lead (spec §2). */
const FLOOR_ORIGIN_SLUG = 'registro-piso';

type Step = 0 | 1 | 2 | 3;
interface Outcome {
  ok: boolean;
  leadId?: number;
  message?: string;
}

export interface NewVisitWizardProps {
  open: boolean;
  onClose(): void;
}

/** Shows the spec's message on the first invalid field and focuses it. */
function flag<T, F extends keyof T & string>(form: FormInstance<T>, error: { field: F; message: string }): void {
  form.setFields([{ name: error.field as never, errors: [error.message] }]);
  const input = form.getFieldInstance(error.field) as { focus?: () => void } | undefined;
  input?.focus?.();
}

/** 'Nueva visita': search → new lead (NEW visit) or pick one (EXISTING visit) → result. */
export function NewVisitWizard({ open, onClose }: NewVisitWizardProps) {
  const { agencyId, user } = useSignedIn();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [step, setStep] = useState<Step>(0);
  const [busy, setBusy] = useState(false);
  const [found, setFound] = useState<FoundLead[]>([]);
  const [picked, setPicked] = useState<number>();
  const [pickError, setPickError] = useState<string>();
  const [outcome, setOutcome] = useState<Outcome>();
  const [searchForm] = Form.useForm<VisitSearch>();
  const [leadForm] = Form.useForm<NewVisitLead>();
  const origins = useQuery({ ...floorVisitQueries.origins(agencyId), enabled: open });
  const advisers = useQuery({ ...adviserQueries.byAgency(agencyId), enabled: open });
  const products = useQuery({ ...floorVisitQueries.products(), enabled: open });
  const productId = Form.useWatch('product', leadForm);
  const product = products.data?.find((p) => p.id === productId);
  const colors = product?.ProductColors ?? product?.colors ?? [];

  const reset = () => {
    setStep(0);
    setFound([]);
    setPicked(undefined);
    setPickError(undefined);
    setOutcome(undefined);
    searchForm.resetFields();
    leadForm.resetFields();
  };
  const close = () => {
    reset();
    onClose();
  };
  const finish = async (result: Outcome) => {
    setOutcome(result);
    setStep(3);
    if (result.ok) await queryClient.invalidateQueries({ queryKey: floorVisitQueries.all });
  };

  const searchStep = async () => {
    const values = searchForm.getFieldsValue();
    const error = validateVisitSearch(values);
    if (error) return flag(searchForm, error);
    setBusy(true);
    try {
      const leads = await findLeads(visitSearchQuery(values));
      setFound(leads);
      if (leads.length > 0) setStep(2);
      else {
        const origin = origins.data?.find((o) => o.slug === FLOOR_ORIGIN_SLUG);
        leadForm.setFieldsValue({
          firstName: values.firstName,
          lastName: values.lastName,
          email: values.email,
          phone: values.phone,
          origin: origin?.id,
          quantity: 0,
          buyType: 'retail',
        });
        setStep(1);
      }
    } catch (e) {
      await finish({ ok: false, message: e instanceof Error ? e.message : MSG.genericError });
    } finally {
      setBusy(false);
    }
  };

  const createStep = async () => {
    const values = leadForm.getFieldsValue();
    const error = validateVisitLead(values);
    if (error) return flag(leadForm, error);
    setBusy(true);
    let leadId: number;
    try {
      const lead = await getData<{ id: number }>(
        api.post('/lead/', {
          UserId: values.adviser,
          data: {
            firstName: values.firstName!.trim(),
            lastName: values.lastName!.trim(),
            leadEmails: values.email?.trim() ? [values.email.trim()] : [],
            leadPhones: [withPhonePrefix(values.phone!.trim())],
            LeadOriginId: values.origin,
            productId: values.product,
            colorId: values.color,
            AgencyId: agencyId,
            UserId: values.adviser,
            buyType: values.buyType,
            leadInterests: [{ ProductId: values.product, ProductColorId: values.color, quantity: values.quantity }],
            CreatedById: user.id,
          },
        }),
      );
      leadId = lead.id;
    } catch (e) {
      setBusy(false);
      return finish({ ok: false, message: `${MSG.leadCreateError}${e instanceof Error ? e.message : ''}` });
    }
    try {
      await registerVisit({ origin: 'NEW', LeadId: leadId });
      await finish({ ok: true, leadId });
    } catch (e) {
      await finish({ ok: false, leadId, message: e instanceof Error ? e.message : MSG.genericError });
    } finally {
      setBusy(false);
    }
  };

  const pickStep = async () => {
    if (!picked) {
      setPickError(MSG.selectLead);
      return;
    }
    setBusy(true);
    try {
      await registerVisit({ origin: 'EXISTING', LeadId: picked });
      await finish({ ok: true, leadId: picked });
    } catch (e) {
      await finish({ ok: false, message: e instanceof Error ? e.message : MSG.genericError });
    } finally {
      setBusy(false);
    }
  };

  const next = step === 0 ? searchStep : step === 1 ? createStep : step === 2 ? pickStep : undefined;
  const back = step === 1 || step === 2 ? () => setStep(0) : undefined;

  return (
    <Modal
      open={open}
      title="Nueva visita"
      onCancel={close}
      width={640}
      destroyOnHidden
      footer={
        step === 3 ? (
          <Button onClick={close}>Cerrar</Button>
        ) : (
          <Space>
            <Button onClick={close}>Cancelar</Button>
            <Button disabled={!back} onClick={back}>Atrás</Button>
            <Button type="primary" loading={busy} onClick={() => void next?.()}>Siguiente</Button>
          </Space>
        )
      }
    >
      <Steps size="small" current={step} style={{ marginBottom: 16 }} items={[{ title: 'Buscar' }, { title: 'Nuevo lead' }, { title: 'Seleccionar' }, { title: 'Resultado' }]} />
      {step === 0 && (
        <Form form={searchForm} layout="vertical" onValuesChange={(changed: Partial<VisitSearch>) => searchForm.setFields((Object.keys(changed) as (keyof VisitSearch)[]).map((name) => ({ name, errors: [] })))}>
          <Form.Item label="Nombre" name="firstName"><Input autoFocus /></Form.Item>
          <Form.Item label="Apellido" name="lastName"><Input /></Form.Item>
          <Form.Item label="Correo electrónico" name="email"><Input type="email" /></Form.Item>
          <Form.Item label="Teléfono" name="phone"><Input inputMode="numeric" maxLength={10} /></Form.Item>
        </Form>
      )}
      {step === 1 && (
        <Form form={leadForm} layout="vertical" onValuesChange={(changed: Partial<NewVisitLead>) => leadForm.setFields((Object.keys(changed) as (keyof NewVisitLead)[]).map((name) => ({ name, errors: [] })))}>
          <Typography.Paragraph type="secondary">No se encontraron leads: registra al cliente.</Typography.Paragraph>
          <Space.Compact block>
            <Form.Item label="Nombre" name="firstName" style={{ flex: 1 }}><Input /></Form.Item>
            <Form.Item label="Apellido" name="lastName" style={{ flex: 1 }}><Input /></Form.Item>
          </Space.Compact>
          <Form.Item label="Correo electrónico" name="email"><Input type="email" /></Form.Item>
          <Form.Item label="Teléfono" name="phone"><Input inputMode="numeric" maxLength={10} /></Form.Item>
          <Form.Item label="Origen" name="origin">
            <Select loading={origins.isLoading} options={(origins.data ?? []).map((o) => ({ value: o.id, label: o.description }))} />
          </Form.Item>
          <Form.Item label="Asesor" name="adviser">
            <Select showSearch={{ optionFilterProp: 'label' }} loading={advisers.isLoading} options={(advisers.data ?? []).map((a) => ({ value: a.id, label: a.name }))} />
          </Form.Item>
          <Form.Item label="Producto" name="product">
            <Select
              loading={products.isLoading}
              options={(products.data ?? []).map((p) => ({ value: p.id, label: p.name }))}
              // A new product resets colour and quantity (spec §2).
              onChange={() => leadForm.setFieldsValue({ color: undefined, quantity: 0 })}
            />
          </Form.Item>
          <Form.Item label="Color" name="color">
            <Select options={colors.map((c) => ({ value: c.id, label: c.name }))} disabled={!productId} />
          </Form.Item>
          <Form.Item label="Cantidad" name="quantity">
            <InputNumber min={0} precision={0} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item label="Tipo de venta" name="buyType">
            <Select options={Object.entries(BUY_TYPES).map(([value, label]) => ({ value, label }))} />
          </Form.Item>
        </Form>
      )}
      {step === 2 && (
        <>
          <Typography.Paragraph>Se encontraron {found.length} lead(s). Selecciona uno:</Typography.Paragraph>
          <Radio.Group
            value={picked}
            onChange={(e) => {
              setPicked(e.target.value as number);
              setPickError(undefined);
            }}
            style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
          >
            {found.map((l) => (
              <Radio key={l.id} value={l.id}>
                #{l.id} · {l.name} · {l.email ?? '—'} · {l.phone ?? '—'}
              </Radio>
            ))}
          </Radio.Group>
          {pickError && <Typography.Text type="danger" role="alert">{pickError}</Typography.Text>}
        </>
      )}
      {step === 3 && outcome && (
        outcome.ok ? (
          <Result
            status="success"
            title={MSG.visitCreatedTitle}
            subTitle={MSG.visitCreated}
            extra={<Button type="primary" onClick={() => { close(); navigate(`/sells/leads/${outcome.leadId}`); }}>Ir al lead</Button>}
          />
        ) : (
          <Result status="error" title={MSG.genericError} subTitle={outcome.message} />
        )
      )}
    </Modal>
  );
}
