import { useState } from 'react';
import { productTitle } from '@shared/domain/productTitle';
import { formatPhone } from '@shared/domain/phone';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Checkbox, Flex, Input, Modal, Radio, Select, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import type { Dayjs } from 'dayjs';
import { MSG } from '@shared/messages';
import { EVIDENCE_TYPES, TEST_DRIVE_SLUG } from '@shared/domain/constants';
import { agendaAppointmentSchema } from '@shared/schemas/agendaAppointmentSchema';
import { firstProblem } from '@shared/schemas/schemaProblems';
import { call } from '../../lib/apiCall';
import { leadAppointmentRoutes } from '@shared/contracts/appointmentContracts';
import { useSignedIn } from '../../lib/session';
import { toast } from '../../ui/toast';
import { AgencyDateTimePicker } from '../../ui/AgencyDateTimePicker';
import { mexicoCityIso, mexicoCityToEpoch } from '../../lib/mexicoTime';
import { agendaQueries } from './queries';
import { EVIDENCE_RULE, readFileAsDataUrl } from '../../ui/readFileAsDataUrl';

export interface AppointmentModalProps {
  open: boolean;
  onClose(): void;
}

/** The agenda's 'Crear cita': client search, type, vehicle for test drives, date, 'Sin cita' with evidence. */
export function AppointmentModal({ open, onClose }: AppointmentModalProps) {
  const { agencyId, user } = useSignedIn();
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const [leadId, setLeadId] = useState<number | null>(null);
  const [type, setType] = useState<string>('cita');
  const [productId, setProductId] = useState<number | null>(null);
  const [date, setDate] = useState<Dayjs | null>(null);
  const [comments, setComments] = useState('');
  const [sinCita, setSinCita] = useState(false);
  const [evidence, setEvidence] = useState<string | null>(null);
  const [error, setError] = useState<string>();
  const leads = useQuery({ ...agendaQueries.leads(agencyId, search), enabled: open });
  const products = useQuery({ ...agendaQueries.products(), enabled: open && type === TEST_DRIVE_SLUG });

  const reset = () => {
    setLeadId(null);
    setType('cita');
    setProductId(null);
    setDate(null);
    setComments('');
    setSinCita(false);
    setEvidence(null);
    setError(undefined);
  };

  const create = useMutation({
    mutationFn: () => {
      const owner = leads.data?.find((l) => l.id === leadId)?.UserId ?? user.id;
      return call(leadAppointmentRoutes.create, {
        body: {
          data: {
            LeadId: leadId!, // submit's schema refuses a missing client first
            AgencyId: agencyId,
            UserId: owner,
            ProductId: productId,
            type,
            date: mexicoCityIso(date!),
            comments,
            realizada_hoy: sinCita,
            evidence: sinCita ? evidence : undefined,
          },
        },
      });
    },
    onSuccess: async () => {
      toast.success(MSG.successTitle, MSG.appointmentCreated);
      await queryClient.invalidateQueries({ queryKey: agendaQueries.all });
      await queryClient.invalidateQueries({ queryKey: ['appointments'] });
      reset();
      onClose();
    },
    onError: (e) => toast.error(e.message, MSG.appointmentFailed),
  });

  const submit = () => {
    const problem = firstProblem(agendaAppointmentSchema(new Date()), { leadId, type, date: date ? new Date(mexicoCityToEpoch(date)) : null, productId, sinCita, evidence });
    setError(problem ?? undefined);
    if (!problem) create.mutate();
  };

  return (
    <Modal open={open} title="Crear cita" okText="Crear cita" cancelText="Cancelar" onOk={submit} onCancel={onClose} confirmLoading={create.isPending} destroyOnHidden>
      <Flex vertical gap={12}>
        {error && <Alert type="error" title={error} showIcon />}
        <label>
          Cliente
          <Select
            aria-label="Cliente"
            style={{ width: '100%' }}
            showSearch={{ filterOption: false, onSearch: setSearch }}
            placeholder="Buscar cliente por nombre, correo o teléfono"
            value={leadId ?? undefined}
            loading={leads.isFetching}
            notFoundContent={leads.isFetching ? MSG.loading : 'Sin resultados'}
            options={(leads.data ?? []).map((l) => ({ value: l.id, label: `${l.name}${l.phone ? ` · ${formatPhone(l.phone)}` : ''}` }))}
            onChange={(v: number) => setLeadId(v)}
          />
        </label>
        <Radio.Group
          value={type}
          onChange={(e) => setType(e.target.value as string)}
          options={[
            { value: 'cita', label: 'Cita' },
            { value: TEST_DRIVE_SLUG, label: 'Prueba de manejo' },
          ]}
        />
        {type === TEST_DRIVE_SLUG && (
          <label>
            Vehículo
            <Select
              aria-label="Vehículo"
              style={{ width: '100%' }}
              value={productId ?? undefined}
              placeholder="Selecciona un vehículo"
              loading={products.isLoading}
              options={(products.data ?? []).map((p) => ({ value: p.id, label: productTitle(p) }))}
              onChange={(v: number) => setProductId(v)}
            />
          </label>
        )}
        <label>
          Fecha
          <AgencyDateTimePicker aria-label="Fecha" allowPast={sinCita} value={date} onChange={setDate} />
        </label>
        <Checkbox
          checked={sinCita}
          onChange={(e) => {
            setSinCita(e.target.checked);
            if (!e.target.checked) setEvidence(null);
          }}
        >
          Sin cita
        </Checkbox>
        {sinCita && (
          <Upload
            accept={['.pdf', '.jpg', '.jpeg', '.png', ...EVIDENCE_TYPES].join(',')}
            maxCount={1}
            beforeUpload={async (file) => {
              try {
                setEvidence(await readFileAsDataUrl(file, EVIDENCE_RULE));
                return false;
              } catch (error) {
                toast.error((error as Error).message);
                return Upload.LIST_IGNORE;
              }
            }}
            onRemove={() => setEvidence(null)}
          >
            <span>
              <UploadOutlined /> Evidencia (pdf, jpg, jpeg, png; máx. 5 MB)
            </span>
          </Upload>
        )}
        <Input.TextArea aria-label="Comentarios" placeholder="Comentarios" value={comments} onChange={(e) => setComments(e.target.value)} rows={3} />
      </Flex>
    </Modal>
  );
}
