import { Form, Input, Modal, Select } from 'antd';
import { HR_MSG } from '@shared/domain/hrMessages';
import { JOB_AREAS, JOB_LOCATIONS, isJobLocation } from '@shared/domain/jobs';
import { vacancyInput, type VacancyInput } from '@shared/schemas/vacancy';
import { toast } from '../../ui/toast';
import { useCreateVacancyMutation } from './mutations';
import { StringListField } from './StringListField';

export interface CreateVacancyModalProps {
  open: boolean;
  onClose(): void;
}

interface FormValues {
  title?: string;
  location?: string;
  area?: string;
  requirements?: string[];
  activities?: string[];
  offerings?: string[];
  salary?: string;
}

/** 'Crear vacante': title, location, the area of that location, the three lists and salary (spec part 2 §2, §5). */
export function CreateVacancyModal({ open, onClose }: CreateVacancyModalProps) {
  const [form] = Form.useForm<FormValues>();
  const location = Form.useWatch('location', form);
  const create = useCreateVacancyMutation();

  const submit = async () => {
    const values = form.getFieldsValue(true) as FormValues;
    const parsed = vacancyInput.safeParse({
      ...values,
      requirements: values.requirements ?? [],
      activities: values.activities ?? [],
      offerings: values.offerings ?? [],
    } satisfies Partial<VacancyInput>);
    if (!parsed.success) {
      toast.warning(HR_MSG.incompleteTitle, HR_MSG.incomplete);
      return;
    }
    try {
      await create.mutateAsync(parsed.data);
      toast.success(HR_MSG.created);
      form.resetFields();
      onClose();
    } catch (error) {
      toast.error((error as Error).message);
    }
  };

  return (
    <Modal
      open={open}
      title="Crear vacante"
      okText="Crear vacante"
      cancelText="Cancelar"
      onOk={submit}
      confirmLoading={create.isPending}
      onCancel={onClose}
      width={640}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" requiredMark preserve={false}>
        <Form.Item name="title" label="Título" required>
          <Input maxLength={200} placeholder="Ej. Ejecutivo(a) de ventas de flotillas" />
        </Form.Item>
        <Form.Item name="location" label="Ubicación" required>
          <Select
            placeholder="Selecciona la ubicación"
            options={JOB_LOCATIONS.map((l) => ({ value: l, label: l }))}
            onChange={() => form.setFieldValue('area', undefined)}
          />
        </Form.Item>
        <Form.Item name="area" label="Área" required>
          <Select
            placeholder={location ? 'Selecciona el área' : 'Primero elige la ubicación'}
            disabled={!location}
            showSearch
            options={(location && isJobLocation(location) ? JOB_AREAS[location] : []).map((a) => ({ value: a, label: a }))}
          />
        </Form.Item>
        <Form.Item name="requirements" label="Requisitos" required>
          <StringListField entryLabel="requisito" newEntryLabel="Nuevo requisito" listLabel="Requisitos agregados" placeholder="Ej. Licenciatura en Administración" />
        </Form.Item>
        <Form.Item name="activities" label="Actividades" required>
          <StringListField entryLabel="actividad" newEntryLabel="Nueva actividad" listLabel="Actividades agregadas" placeholder="Ej. Dar seguimiento a clientes" />
        </Form.Item>
        <Form.Item name="offerings" label="Ofrecemos" required>
          <StringListField entryLabel="ofrecimiento" newEntryLabel="Nuevo ofrecimiento" listLabel="Ofrecimientos agregados" placeholder="Ej. Prestaciones de ley" />
        </Form.Item>
        <Form.Item name="salary" label="Sueldo">
          <Input maxLength={120} placeholder="Ej. $25,000 brutos mensuales" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
