import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Form, List, Modal, Spin, Steps } from 'antd';
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { FLEET_MSG } from '@shared/domain/fleetMessages';
import { fleetLeadContactInput, type FleetLead } from '@shared/schemas/fleetLead';
import { toast } from '../../../../ui/toast';
import { vehicleComplete, VehicleFields, type VehicleDraftFields } from '../../shared/VehicleFields';
import { useEditLeadFleetMutation, useLeadProductMutations } from '../mutations';
import { leadFleetQueries } from '../queries';
import { twoStepFooter } from '../../../../ui/twoStepFooter';
import { detailsOf, detailsPayload, FleetLeadContactInputs, FleetLeadDetailsInputs, type FleetLeadContactValue, type FleetLeadDetailsValue } from '../inputs/FleetLeadInputs';
import { unitsWord } from '@shared/domain/paging';

type ContactDraft = FleetLeadContactValue & FleetLeadDetailsValue;

/**
 * Edit lead (spec part 2 §2, §5), two steps: the contact data and classification, then the vehicles
 * (added, updated and removed at once, never the last one); 'Guardar' saves the contact data.
 */
export function EditFleetLeadModal({ lead, onClose }: { lead: FleetLead; onClose(): void }) {
  const catalogs = useQuery(leadFleetQueries.catalogs());
  const edit = useEditLeadFleetMutation(lead.id);
  const products = useLeadProductMutations(lead.id);
  const [step, setStep] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  const [contact, setContact] = useState<ContactDraft>({
    name: lead.contactName,
    phone: lead.phone ?? '',
    email: lead.email ?? '',
    ...detailsOf(lead),
  });
  const [vehicle, setVehicle] = useState<VehicleDraftFields>({});
  const [editingId, setEditingId] = useState<number | null>(null);
  const setC = (p: Partial<ContactDraft>) => (setProblem(null), setContact({ ...contact, ...p }));

  // A catalog that cannot load leaves nothing to edit: say why and close (spec §8).
  useEffect(() => {
    if (catalogs.isError) {
      toast.error(catalogs.error.message);
      onClose();
    }
  }, [catalogs.isError, catalogs.error, onClose]);

  const payload = () => ({ name: contact.name, phone: contact.phone, email: contact.email, ...detailsPayload(contact) });
  const next = () => {
    const parsed = fleetLeadContactInput.safeParse(payload());
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? FLEET_MSG.allFieldsRequired);
      return;
    }
    setProblem(null);
    setStep(1);
  };
  const save = () =>
    edit.mutate(payload(), {
      onSuccess: () => {
        toast.success(FLEET_MSG.leadEdited);
        onClose();
      },
      onError: (e) => toast.error(e.message),
    });

  const saveVehicle = () => {
    if (!vehicleComplete(vehicle)) {
      setProblem(FLEET_MSG.allFieldsRequired);
      return;
    }
    setProblem(null);
    const data = { ProductId: vehicle.ProductId, ProductColorId: vehicle.ProductColorId, quantity: vehicle.quantity };
    const done = (message: string) => ({
      onSuccess: () => {
        toast.success(message);
        setVehicle({});
        setEditingId(null);
      },
      onError: (e: Error) => toast.error(e.message),
    });
    if (editingId) products.update.mutate({ id: editingId, data }, done(FLEET_MSG.productEdited));
    else products.add.mutate(data, done(FLEET_MSG.productAdded));
  };
  const removeVehicle = (id: number) => {
    if (lead.LeadFleetProducts.length <= 1) {
      setProblem(FLEET_MSG.onlyProduct);
      return;
    }
    setProblem(null);
    products.remove.mutate(id, { onSuccess: () => toast.success(FLEET_MSG.productDeleted), onError: (e) => toast.error(e.message) });
  };

  const footer = twoStepFooter({ onFirstStep: step === 0, onCancel: onClose, onNext: next, onBack: () => (setProblem(null), setStep(0)), onSubmit: save, submitLabel: 'Guardar', submitting: edit.isPending });

  return (
    <Modal open title="Editar lead" width={760} onCancel={onClose} footer={footer} maskClosable={false}>
      <Steps size="small" current={step} items={[{ title: 'Contacto' }, { title: 'Vehículos' }]} style={{ marginBottom: 16 }} />
      {catalogs.isLoading || !catalogs.data ? (
        <Spin />
      ) : step === 0 ? (
        <Form layout="vertical">
          <FleetLeadContactInputs idPrefix="edit-lead" nameLabel="Nombre" value={contact} onChange={setC} />
          <FleetLeadDetailsInputs idPrefix="edit-lead" commentsLabel="Notas" catalogs={catalogs.data} value={contact} onChange={setC} />
        </Form>
      ) : (
        <div>
          <Form layout="vertical">
            <VehicleFields products={catalogs.data.products} value={vehicle} onChange={(v) => (setProblem(null), setVehicle(v))} idPrefix="edit-vehicle" />
            <Button onClick={saveVehicle} loading={products.add.isPending || products.update.isPending}>
              {editingId ? 'Actualizar vehículo' : 'Agregar vehículo'}
            </Button>
            {editingId ? (
              <Button type="link" onClick={() => (setEditingId(null), setVehicle({}))}>
                Cancelar edición
              </Button>
            ) : null}
          </Form>
          <List
            size="small"
            data-testid="edit-lead-vehicles"
            style={{ marginTop: 12 }}
            dataSource={lead.LeadFleetProducts}
            renderItem={(p) => (
              <List.Item
                style={editingId === p.id ? { background: '#e6f4ff' } : undefined}
                actions={[
                  <Button
                    key="edit"
                    type="text"
                    aria-label={`Editar ${p.Product.name}`}
                    icon={<EditOutlined />}
                    onClick={() => {
                      setEditingId(p.id);
                      setVehicle({ ProductId: p.ProductId, ProductColorId: p.ProductColorId ?? undefined, quantity: p.quantity });
                    }}
                  />,
                  <Button key="x" type="text" danger aria-label={`Quitar ${p.Product.name}`} icon={<DeleteOutlined />} loading={products.remove.isPending && products.remove.variables === p.id} onClick={() => removeVehicle(p.id)} />,
                ]}
              >
                {[p.Product.name, p.Product.version].filter(Boolean).join(' ')} · {p.ProductColor?.name ?? 'Sin color'} · {unitsWord(p.quantity)}
              </List.Item>
            )}
          />
        </div>
      )}
      {problem ? <Alert role="alert" type="error" showIcon title={problem} style={{ marginTop: 8 }} /> : null}
    </Modal>
  );
}
