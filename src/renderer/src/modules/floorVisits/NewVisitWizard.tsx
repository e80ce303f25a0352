import { useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { Button, Col, Form, Input, InputNumber, Modal, Radio, Result, Row, Select, Space, Steps, Typography, type FormInstance } from 'antd';
import { MSG } from '@shared/messages';
import { optionsOf } from '@shared/domain/labels';
import { validateVisitLead, validateVisitSearch, visitSearchQuery, type NewVisitLead, type VisitSearch } from '@shared/domain/floorVisitRules';
import { formatPhone, withPhonePrefix } from '@shared/domain/phone';
import { useSignedIn } from '../../lib/session';
import { DirtyFormScope } from '../../ui/DirtyFormScope';
import { PhoneInput } from '../../ui/PhoneInput';
import { adviserQueries } from '../appointments/adviserOptions';
import { findLeads, floorVisitQueries, type FoundLead } from './queries';
import { OFFLINE_MSG } from '@shared/offlineMessages';
import { postOrQueue, queueAfter } from '../../lib/offline/outbox';
import { leadRoutes } from '@shared/contracts/leadContracts';
import { floorVisitRoutes } from '@shared/contracts/floorVisitContracts';
import { AFTER_ID } from '../../lib/offline/chain';
import { useDraft } from '../../lib/offline/useDraft';
import { DraftOffer } from '../../lib/offline/DraftOffer';

const DRAFT = 'floor-visit';
/** One Idempotency-Key per step of one submission: the walk-in's lead, then its visit. */
const newKeys = () => ({ lead: crypto.randomUUID(), visit: crypto.randomUUID() });

/** Default origin of a walk-in's lead (spec §2). */
const FLOOR_ORIGIN_SLUG = 'registro-piso';

type Step = 0 | 1 | 2 | 3;
interface Outcome {
  ok: boolean;
  /** Kept in the outbox: sent when the connection returns. */
  queued?: boolean;
  leadId?: number;
  message?: string;
  /** The arrival loop: 'Tiene cita a las 11:00 con …' when the client has an appointment today (now marked arrived). */
  appointment?: string;
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
  const { agencyId } = useSignedIn();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [step, setStep] = useState<Step>(0);
  const [busy, setBusy] = useState(false);
  const [found, setFound] = useState<FoundLead[]>([]);
  const [picked, setPicked] = useState<number>();
  const [pickError, setPickError] = useState<string>();
  const [outcome, setOutcome] = useState<Outcome>();
  const [path, setPath] = useState<'new' | 'existing'>();
  const [searchForm] = Form.useForm<VisitSearch>();
  const [leadForm] = Form.useForm<NewVisitLead>();
  const origins = useQuery({ ...floorVisitQueries.origins(agencyId), enabled: open });
  const advisers = useQuery({ ...adviserQueries.assignable(agencyId), enabled: open });
  const products = useQuery({ ...floorVisitQueries.products(), enabled: open });
  const productId = Form.useWatch('product', leadForm);
  const product = products.data?.find((p) => p.id === productId);
  const colors = product?.ProductColors ?? [];
  const draft = useDraft<NewVisitLead>(DRAFT, open, { quantity: 0, buyType: 'retail' });
  const keys = useRef(newKeys());
  // The visit of an existing lead (or of the lead just made): kept in the outbox when the API is unreachable.
  const registerVisit = (data: { origin: 'NEW' | 'EXISTING'; LeadId: number }, label: string) =>
    postOrQueue(floorVisitRoutes.register, { body: { data } }, { key: keys.current.visit, label: `Visita: ${label}`, place: `visit:${data.LeadId}` });

  const reset = () => {
    setStep(0);
    setFound([]);
    setPicked(undefined);
    setPickError(undefined);
    setOutcome(undefined);
    setPath(undefined);
    searchForm.resetFields();
    leadForm.resetFields();
  };
  const close = () => {
    if (outcome) keys.current = newKeys();
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
      setPath(leads.length > 0 ? 'existing' : 'new');
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
    const name = `${values.firstName?.trim() ?? ''} ${values.lastName?.trim() ?? ''}`.trim();
    try {
      const sent = await postOrQueue(
        leadRoutes.create,
        {
          body: {
            UserId: values.adviser!,
            data: {
              firstName: values.firstName!.trim(),
              lastName: values.lastName!.trim(),
              leadEmails: values.email?.trim() ? [values.email.trim()] : [],
              leadPhones: [withPhonePrefix(values.phone!.trim())],
              LeadOriginId: values.origin,
              productId: values.product,
              colorId: values.color,
              AgencyId: agencyId,
              UserId: values.adviser!,
              buyType: values.buyType!,
              leadInterests: [{ ProductId: values.product, ProductColorId: values.color, quantity: values.quantity }],
            },
          },
        },
        { key: keys.current.lead, label: `Lead de visita: ${name}`, place: 'lead', draft: { name: DRAFT, values } },
      );
      draft.done();
      // Offline, the lead waits in the outbox and its visit waits behind it: sent right after the
      // lead, with the id the lead's answer gives.
      if (sent.queued) {
        await queueAfter(keys.current.lead, floorVisitRoutes.register, { data: { origin: 'NEW', LeadId: AFTER_ID } }, { key: keys.current.visit, label: `Visita: ${name}`, place: 'visit' });
        setBusy(false);
        return finish({ ok: true, queued: true });
      }
      leadId = sent.data.id;
    } catch (e) {
      setBusy(false);
      return finish({ ok: false, message: `${MSG.leadCreateError}${e instanceof Error ? e.message : ''}` });
    }
    try {
      const visit = await registerVisit({ origin: 'NEW', LeadId: leadId }, name);
      // A walk-in typed as new whose phone or e-mail is a client with an appointment today: said here too.
      await finish({ ok: true, leadId, queued: visit.queued, appointment: visit.queued ? undefined : visit.data.appointment?.message });
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
      const visit = await registerVisit({ origin: 'EXISTING', LeadId: picked }, found.find((l) => l.id === picked)?.name ?? `#${picked}`);
      await finish({ ok: true, leadId: picked, queued: visit.queued, appointment: visit.queued ? undefined : visit.data.appointment?.message });
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
      {/* What the hostess types while the client waits holds back 'Reiniciar y actualizar' until it is saved or cancelled. */}
      <DraftOffer
        visible={step < 2 && draft.offered !== null}
        onRecover={() => {
          const kept = draft.take();
          if (!kept) return;
          setPath('new');
          setStep(1);
          leadForm.setFieldsValue(kept);
        }}
        onDiscard={draft.discard}
      />
      <DirtyFormScope active={open && step < 3}>
        {/* Three marks, the middle one named after the path taken, so no step is shown done that was skipped. */}
        <Steps
          size="small"
          current={step === 0 ? 0 : step === 3 ? 2 : 1}
          style={{ marginBottom: 16 }}
          items={[{ title: 'Buscar' }, { title: step === 1 || (step === 3 && path === 'new') ? 'Nuevo lead' : step === 0 ? 'Registrar o seleccionar' : 'Seleccionar lead' }, { title: 'Resultado' }]}
        />
        {step === 0 && (
          <Form form={searchForm} layout="vertical" onValuesChange={(changed: Partial<VisitSearch>) => searchForm.setFields((Object.keys(changed) as (keyof VisitSearch)[]).map((name) => ({ name, errors: [] })))}>
            <Form.Item label="Nombre" name="firstName"><Input autoFocus /></Form.Item>
            <Form.Item label="Apellido" name="lastName"><Input /></Form.Item>
            <Form.Item label="Correo electrónico" name="email"><Input type="email" /></Form.Item>
            <Form.Item label="Teléfono" name="phone"><PhoneInput /></Form.Item>
          </Form>
        )}
        {step === 1 && (
          <Form
            form={leadForm}
            layout="vertical"
            requiredMark
            className="crm-compact-form"
            onValuesChange={(changed: Partial<NewVisitLead>) => {
              leadForm.setFields((Object.keys(changed) as (keyof NewVisitLead)[]).map((name) => ({ name, errors: [] })));
              draft.keep(leadForm.getFieldsValue(true) as NewVisitLead);
            }}
          >
            <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>No se encontraron leads: registra al cliente.</Typography.Paragraph>
            {/* Two columns from 576 px up so the whole step fits a 768 px-high window without scrolling far. */}
            <Row gutter={12}>
              <Col xs={24} sm={12}><Form.Item label="Nombre" name="firstName" required><Input /></Form.Item></Col>
              <Col xs={24} sm={12}><Form.Item label="Apellido" name="lastName" required><Input /></Form.Item></Col>
              <Col xs={24} sm={12}><Form.Item label="Correo electrónico" name="email"><Input type="email" /></Form.Item></Col>
              <Col xs={24} sm={12}><Form.Item label="Teléfono" name="phone" required><PhoneInput /></Form.Item></Col>
              <Col xs={24} sm={12}>
                <Form.Item label="Origen" name="origin" required>
                  <Select placeholder="Selecciona un origen" loading={origins.isLoading} options={(origins.data ?? []).map((o) => ({ value: o.id, label: o.description }))} />
                </Form.Item>
              </Col>
              <Col xs={24} sm={12}>
                <Form.Item label="Asesor" name="adviser" required>
                  <Select placeholder="Selecciona un asesor" showSearch={{ optionFilterProp: 'label' }} loading={advisers.isLoading} options={(advisers.data ?? []).map((a) => ({ value: a.id, label: a.name }))} />
                </Form.Item>
              </Col>
              <Col xs={24} sm={12}>
                <Form.Item label="Producto" name="product" required>
                  <Select
                    placeholder="Selecciona un modelo"
                    loading={products.isLoading}
                    options={(products.data ?? []).map((p) => ({ value: p.id, label: p.name }))}
                    // A new product resets colour and quantity (spec §2).
                    onChange={() => leadForm.setFieldsValue({ color: undefined, quantity: 0 })}
                  />
                </Form.Item>
              </Col>
              <Col xs={24} sm={12}>
                <Form.Item label="Color" name="color" required>
                  <Select placeholder={productId ? 'Selecciona un color' : 'Primero elige el modelo'} options={colors.map((c) => ({ value: c.id, label: c.name }))} disabled={!productId} />
                </Form.Item>
              </Col>
              <Col xs={12} sm={12}>
                <Form.Item label="Cantidad" name="quantity" required>
                  <InputNumber min={0} precision={0} style={{ width: '100%' }} />
                </Form.Item>
              </Col>
              <Col xs={12} sm={12}>
                <Form.Item label="Tipo de venta" name="buyType" required>
                  <Select placeholder="Selecciona" options={optionsOf('buyType')} />
                </Form.Item>
              </Col>
            </Row>
          </Form>
        )}
        {step === 2 && (
          <>
            <Typography.Paragraph>{found.length === 1 ? 'Se encontró 1 lead' : `Se encontraron ${found.length} leads`}. Selecciona uno:</Typography.Paragraph>
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
                  #{l.id} · {l.name} · {l.email ?? '—'} · {l.phone ? formatPhone(l.phone) : '—'}
                </Radio>
              ))}
            </Radio.Group>
            {pickError && <Typography.Text type="danger" role="alert">{pickError}</Typography.Text>}
          </>
        )}
        {step === 3 && outcome && (
          outcome.queued ? (
            <Result status="info" title={OFFLINE_MSG.pending} subTitle={OFFLINE_MSG.savedOffline} />
          ) : outcome.ok ? (
            <Result
              status="success"
              title={MSG.visitCreatedTitle}
              subTitle={
                <>
                  {MSG.visitCreated}
                  {outcome.appointment ? (
                    <Typography.Paragraph data-testid="visit-appointment" strong style={{ marginTop: 8, fontSize: 16 }}>
                      {outcome.appointment}
                    </Typography.Paragraph>
                  ) : null}
                </>
              }
              extra={<Button type="primary" onClick={() => { close(); navigate(`/sells/leads/${outcome.leadId}`); }}>Ir al lead</Button>}
            />
          ) : (
            <Result status="error" title={MSG.genericError} subTitle={outcome.message} />
          )
        )}
      </DirtyFormScope>
    </Modal>
  );
}
