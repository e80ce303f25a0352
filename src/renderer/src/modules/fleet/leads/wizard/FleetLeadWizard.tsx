import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Modal, Spin, Steps } from 'antd';
import { can } from '@shared/domain/permissions';
import { FLEET_MSG } from '@shared/domain/fleetMessages';
import { contactPersonInput } from '@shared/schemas/fleetFields';
import { fleetLeadCreateInput } from '@shared/schemas/fleetLead';
import { useSignedIn } from '../../../../lib/session';
import { toast } from '../../../../ui/toast';
import { useDirtyForm } from '../../../../ui/useDirtyForm';
import { useCreateLeadFleetMutation } from '../mutations';
import { leadFleetQueries } from '../queries';
import { AdditionalInfoStep } from './AdditionalInfoStep';
import { FleetSectionStep } from './FleetSectionStep';
import { LeadDataStep } from './LeadDataStep';
import { EMPTY_WIZARD, toCreatePayload, type LeadWizardState } from './wizardState';

/**
 * The 3-step fleet lead wizard (spec part 2 §2, §5): lead data, the fleet section (vehicles and
 * dealers), additional info; the last button reads 'Crear lead'. A fleet-executive's leads are
 * their own (no executive to choose).
 */
export function FleetLeadWizard({ onClose }: { onClose(): void }) {
  const { role, user } = useSignedIn();
  const navigate = useNavigate();
  const chooseExecutive = role !== undefined && can(role, 'fleet:chooseExecutive');
  const [state, setState] = useState<LeadWizardState>({ ...EMPTY_WIZARD, UserId: chooseExecutive ? undefined : user?.id });
  const [step, setStep] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  // Anything typed holds back 'Reiniciar y actualizar' until the lead is created or the wizard closed (unmounted).
  const [touched, setTouched] = useState(false);
  useDirtyForm(touched);
  const catalogs = useQuery(leadFleetQueries.catalogs());
  const create = useCreateLeadFleetMutation();
  const patch = (p: Partial<LeadWizardState>) => {
    setProblem(null);
    setTouched(true);
    setState((s) => ({ ...s, ...p }));
  };

  const stepProblem = (): string | null => {
    if (step === 0) {
      if (!state.CompanyId || !state.UserId || !state.LeadFleetOriginId) return FLEET_MSG.allFieldsRequired;
      const contact = contactPersonInput().safeParse(state.contact);
      return contact.success ? null : (contact.error.issues[0]?.message ?? FLEET_MSG.allFieldsRequired);
    }
    if (step === 1) return state.products.length ? null : FLEET_MSG.vehicleRequired;
    return state.LeadFleetClasificationId ? null : FLEET_MSG.allFieldsRequired;
  };

  const next = () => {
    const message = stepProblem();
    setProblem(message);
    if (message) return;
    if (step < 2) {
      setStep(step + 1);
      return;
    }
    const parsed = fleetLeadCreateInput.safeParse(toCreatePayload(state));
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? FLEET_MSG.allFieldsRequired);
      return;
    }
    create.mutate(toCreatePayload(state), {
      onSuccess: (lead) => {
        toast.success(FLEET_MSG.leadCreated);
        onClose();
        navigate(`/fleets/leads-flotilla/${lead.id}`);
      },
      onError: (e) => toast.error(e.message),
    });
  };
  const cancel = () => {
    setState({ ...EMPTY_WIZARD, UserId: chooseExecutive ? undefined : user?.id });
    setStep(0);
    onClose();
  };

  const footer = [
    step === 0 ? (
      <Button key="cancel" onClick={cancel}>
        Cancelar
      </Button>
    ) : (
      <Button key="back" onClick={() => (setProblem(null), setStep(step - 1))}>
        Atrás
      </Button>
    ),
    <Button key="next" type="primary" loading={create.isPending} onClick={next}>
      {step === 2 ? FLEET_MSG.createLead : 'Siguiente'}
    </Button>,
  ];

  return (
    <Modal open title="Crear lead" width={800} onCancel={cancel} footer={footer} maskClosable={false} destroyOnHidden>
      <Steps size="small" current={step} items={[{ title: 'Datos del lead' }, { title: 'Flotilla' }, { title: 'Información adicional' }]} style={{ marginBottom: 16 }} />
      {catalogs.isLoading ? (
        <Spin style={{ display: 'block', margin: 24 }} />
      ) : catalogs.isError ? (
        <Alert type="error" title="Error" description={catalogs.error.message} />
      ) : catalogs.data ? (
        <>
          {step === 0 ? <LeadDataStep catalogs={catalogs.data} state={state} onChange={patch} chooseExecutive={chooseExecutive} /> : null}
          {step === 1 ? <FleetSectionStep catalogs={catalogs.data} state={state} onChange={patch} /> : null}
          {step === 2 ? <AdditionalInfoStep catalogs={catalogs.data} state={state} onChange={patch} /> : null}
        </>
      ) : null}
      {problem ? <Alert role="alert" type="error" showIcon title={problem} style={{ marginTop: 8 }} /> : null}
    </Modal>
  );
}
