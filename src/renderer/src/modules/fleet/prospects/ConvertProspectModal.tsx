import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Flex, Form, Input, List, Modal, Select, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { can } from '@shared/domain/permissions';
import { PROSPECT_MSG } from '@shared/domain/prospectMessages';
import { firstProblem } from '@shared/schemas/schemaProblems';
import {
  convertAgencySchema,
  convertSchema,
  convertStepOneSchema,
  PROSPECT_CONVERT_STEPS,
  PROSPECT_NOTES_MAX,
  type ConvertAgency,
  type ConvertPayload,
  type Prospect,
} from '@shared/schemas/fleetProspect';
import { useSignedIn } from '../../../lib/session';
import { toast } from '../../../ui/toast';
import { convertFailure } from './convertFailure';
import { prospectQueries } from './prospectQueries';
import { useConvertProspectMutation } from './prospectMutations';
import { twoStepFooter } from '../../../ui/twoStepFooter';
import { PhoneInput } from '../../../ui/PhoneInput';
import { formatPhone } from '@shared/domain/phone';

export interface ConvertProspectModalProps {
  prospect: Prospect;
  /** A company just created through 'Nueva empresa', chosen on return. */
  initialCompanyId?: number;
  onClose(): void;
}

const normal = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();

/**
 * 'Convertir', 2 steps: company (those matching the prospect's company first; 'Nueva empresa' goes to the
 * company wizard and comes back here), origin, advisor (not for fleet-executive, who becomes the owner),
 * notes; then distributor stores with their contact and the classification.
 */
export function ConvertProspectModal({ prospect, initialCompanyId, onClose }: ConvertProspectModalProps) {
  const { agencyId, role } = useSignedIn();
  const navigate = useNavigate();
  const catalogs = useQuery(prospectQueries.catalogs(agencyId));
  const convert = useConvertProspectMutation(prospect.id);
  const choosesAdvisor = can(role, 'fleet:chooseAdvisor');
  const [step, setStep] = useState(1);
  const [problem, setProblem] = useState<string>();
  const [draft, setDraft] = useState<ConvertPayload>({ companyId: initialCompanyId, origin: undefined, userId: undefined, comments: '', agencies: [], classification: undefined });
  const [store, setStore] = useState<Partial<ConvertAgency>>({});
  const [storeProblem, setStoreProblem] = useState<string>();
  const set = (patch: Partial<ConvertPayload>) => setDraft((d) => ({ ...d, ...patch }));

  const companies = useMemo(() => {
    const all = catalogs.data?.Companies ?? [];
    const words = normal(prospect.companyName).split(/\s+/).filter((w) => w.length > 2);
    const score = (name: string) => words.filter((w) => normal(name).includes(w)).length;
    return [...all].sort((a, b) => score(b.name) - score(a.name) || a.name.localeCompare(b.name, 'es'));
  }, [catalogs.data, prospect.companyName]);
  const storeName = (id: number) => catalogs.data?.agencies.find((a) => a.id === id)?.name ?? `#${id}`;

  const next = () => {
    const message = firstProblem(convertStepOneSchema(choosesAdvisor), draft) ?? undefined;
    setProblem(message);
    if (!message) setStep(2);
  };
  const addStore = () => {
    const message = firstProblem(convertAgencySchema, store) ?? undefined;
    setStoreProblem(message);
    if (message) return;
    set({ agencies: [...draft.agencies.filter((a) => a.id !== store.id), store as ConvertAgency] });
    setStore({});
  };
  const submit = async () => {
    const message = firstProblem(convertSchema(choosesAdvisor), draft) ?? undefined;
    setProblem(message);
    if (message) return;
    try {
      const leadId = await convert.mutateAsync(draft);
      toast.success(PROSPECT_MSG.converted);
      navigate(`/fleets/leads-flotilla/${leadId}`);
    } catch (error) {
      toast.error(convertFailure(error));
    }
  };
  const newCompany = () => {
    const back = `/fleets/prospectos/${prospect.id}?convert=1`;
    navigate(`/fleets/companies?newCompany=true&returnTo=${encodeURIComponent(back)}`);
  };

  return (
    <Modal
      open
      title={
        <span>
          Convertir a lead{' '}
          <Typography.Text type="secondary" data-testid="step-counter">
            {step} / {PROSPECT_CONVERT_STEPS}
          </Typography.Text>
        </span>
      }
      onCancel={onClose}
      maskClosable={false}
      width={640}
      footer={twoStepFooter({ onFirstStep: step === 1, onCancel: onClose, onNext: next, onBack: () => (setProblem(undefined), setStep(1)), onSubmit: () => void submit(), submitLabel: 'Convertir', submitting: convert.isPending })}
    >
      <Form layout="vertical">
        {step === 1 ? (
          <>
            <Form.Item label="Empresa" htmlFor="convert-company" required validateStatus={problem && !draft.companyId ? 'error' : undefined}>
              <Flex gap={8}>
                <Select
                  style={{ flex: 1 }}
                  id="convert-company"
                  placeholder="Seleccione una empresa"
                  loading={catalogs.isLoading}
                  value={draft.companyId ?? undefined}
                  onChange={(companyId: number) => set({ companyId })}
                  options={companies.map((c) => ({ value: c.id, label: c.name }))}
                  showSearch={{ optionFilterProp: 'label' }}
                />
                <Button icon={<PlusOutlined />} onClick={newCompany}>
                  Nueva empresa
                </Button>
              </Flex>
            </Form.Item>
            <Form.Item label="Origen" htmlFor="convert-origin" required validateStatus={problem && !draft.origin ? 'error' : undefined}>
              <Select
                id="convert-origin"
                  placeholder="Seleccione un origen"
                value={draft.origin ?? undefined}
                onChange={(origin: number) => set({ origin })}
                options={(catalogs.data?.LeadFleetOrigins ?? []).map((o) => ({ value: o.id, label: o.description }))}
              />
            </Form.Item>
            {choosesAdvisor ? (
              <Form.Item label="Asesor" htmlFor="convert-advisor" required validateStatus={problem && !draft.userId ? 'error' : undefined}>
                <Select
                  id="convert-advisor"
                  placeholder="Seleccione un asesor"
                  value={draft.userId ?? undefined}
                  onChange={(userId: number) => set({ userId })}
                  options={(catalogs.data?.Users ?? []).map((u) => ({ value: u.id, label: u.firstAndLastName }))}
                  showSearch={{ optionFilterProp: 'label' }}
                />
              </Form.Item>
            ) : null}
            <Form.Item label="Notas" htmlFor="convert-notes">
              <Input.TextArea id="convert-notes" rows={3} maxLength={PROSPECT_NOTES_MAX} showCount value={draft.comments ?? ''} onChange={(e) => set({ comments: e.target.value })} />
            </Form.Item>
          </>
        ) : (
          <>
            <Typography.Title level={3} style={{ fontSize: 16 }}>
              Dealers
            </Typography.Title>
            <Form.Item label="Tienda" htmlFor="convert-store">
              <Select
                id="convert-store"
                  placeholder="Seleccione una tienda"
                value={store.id}
                onChange={(id: number) => setStore({ ...store, id })}
                options={(catalogs.data?.agencies ?? []).map((a) => ({ value: a.id, label: a.name }))}
                showSearch={{ optionFilterProp: 'label' }}
              />
            </Form.Item>
            <Flex gap={8} wrap>
              <Form.Item label="Nombre del contacto" htmlFor="convert-contact-name" style={{ flex: '1 1 180px' }}>
                <Input id="convert-contact-name" value={store.contactName ?? ''} onChange={(e) => setStore({ ...store, contactName: e.target.value })} />
              </Form.Item>
              <Form.Item label="Teléfono" htmlFor="convert-contact-phone" style={{ flex: '1 1 140px' }}>
                <PhoneInput id="convert-contact-phone" value={store.contactPhone} onChange={(contactPhone) => setStore({ ...store, contactPhone })} />
              </Form.Item>
              <Form.Item label="Correo" htmlFor="convert-contact-email" style={{ flex: '1 1 180px' }}>
                <Input id="convert-contact-email" inputMode="email" value={store.contactEmail ?? ''} onChange={(e) => setStore({ ...store, contactEmail: e.target.value })} />
              </Form.Item>
            </Flex>
            {storeProblem ? <Alert type="warning" showIcon title={storeProblem} style={{ marginBottom: 8 }} /> : null}
            <Button icon={<PlusOutlined />} onClick={addStore}>
              Agregar distribuidor
            </Button>
            <List
              style={{ margin: '12px 0' }}
              size="small"
              bordered
              locale={{ emptyText: 'Sin dealers' }}
              dataSource={draft.agencies}
              renderItem={(a) => (
                <List.Item
                  actions={[
                    <Button
                      key="remove"
                      type="text"
                      danger
                      icon={<DeleteOutlined />}
                      aria-label={`Quitar ${storeName(a.id)}`}
                      onClick={() => set({ agencies: draft.agencies.filter((x) => x.id !== a.id) })}
                    />,
                  ]}
                >
                  <List.Item.Meta title={storeName(a.id)} description={`${a.contactName} · ${formatPhone(a.contactPhone)} · ${a.contactEmail}`} />
                </List.Item>
              )}
            />
            <Form.Item label="Clasificación" htmlFor="convert-classification" required validateStatus={problem === PROSPECT_MSG.classificationRequired ? 'error' : undefined}>
              <Select
                id="convert-classification"
                  placeholder="Seleccione una clasificación"
                value={draft.classification ?? undefined}
                onChange={(classification: number) => set({ classification })}
                options={(catalogs.data?.LeadFleetClasifications ?? []).map((c) => ({ value: c.id, label: c.description }))}
              />
            </Form.Item>
          </>
        )}
        {problem ? <Alert role="alert" type="error" showIcon title={problem} /> : null}
      </Form>
    </Modal>
  );
}
