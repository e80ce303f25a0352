import { useState } from 'react';
import { Alert, Button, Form, Modal, Select, Table } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { MSG } from '@shared/messages';
import { firstProblem, vinSearchSchema } from '@shared/schemas/leadForms';
import { leadApi, type CatalogVin } from '../leadApi';
import { catalogQueries } from '../queries';
import { pagerItemRender } from '../../../ui/pagerItemRender';

export interface VinSelectorModalProps {
  open: boolean;
  /** VINs already chosen in the other inputs: not offered again. */
  taken: string[];
  onClose(): void;
  onSelect(vin: string): void;
}

/** Inventory catalogue search: agency (store) + model; only status 'store'; clicking the chosen row again deselects. */
export function VinSelectorModal({ open, taken, onClose, onSelect }: VinSelectorModalProps) {
  const [form] = Form.useForm<{ store?: number; model?: number }>();
  const stores = useQuery({ ...catalogQueries.stores(), enabled: open });
  const models = useQuery({ ...catalogQueries.models(), enabled: open });
  const [rows, setRows] = useState<CatalogVin[] | null>(null);
  const [chosen, setChosen] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const search = async (): Promise<void> => {
    const v = form.getFieldsValue();
    const message = firstProblem(vinSearchSchema, { store: v.store ? String(v.store) : '', model: v.model ? String(v.model) : '' });
    setProblem(message);
    if (message || !v.store || !v.model) return;
    setBusy(true);
    try {
      const found = await leadApi.vins(v.store, v.model);
      setRows(found.filter((r) => r.status === 'store' && !taken.includes(r.vin)));
      setChosen(null);
    } catch {
      setProblem(MSG.vinSearchError);
    } finally {
      setBusy(false);
    }
  };

  const loadError = stores.isError || models.isError;
  return (
    <Modal
      open={open}
      title="Seleccionar VIN"
      width={760}
      onCancel={onClose}
      destroyOnHidden
      footer={[
        <Button key="c" onClick={onClose}>
          Cerrar
        </Button>,
        <Button key="s" type="primary" disabled={!chosen} onClick={() => chosen && (onSelect(chosen), onClose())}>
          Seleccionar
        </Button>,
      ]}
    >
      {loadError ? <Alert type="error" title={MSG.vinLoadError} /> : null}
      <Form form={form} layout="inline" style={{ marginBottom: 12 }}>
        <Form.Item name="store" label="Agencia">
          <Select style={{ width: 200 }} options={stores.data?.map((s) => ({ value: s.id, label: s.name }))} />
        </Form.Item>
        <Form.Item name="model" label="Modelo">
          <Select
            style={{ width: 220 }}
            // Only models with units available to order.
            options={models.data?.filter((m) => m.available_order > 0).map((m) => ({ value: m.id, label: `${m.name} ${m.version ?? ''} ${m.year ?? ''}`.trim() }))}
          />
        </Form.Item>
        <Button type="primary" loading={busy} onClick={() => void search()}>
          Buscar
        </Button>
      </Form>
      {problem ? <Alert role="alert" type="error" title={problem} style={{ marginBottom: 12 }} /> : null}
      {rows ? (
        <Table<CatalogVin>
          rowKey="vin"
          size="small"
          dataSource={rows}
          pagination={{ itemRender: pagerItemRender, pageSize: 8 }}
          rowClassName={(r) => (r.vin === chosen ? 'ant-table-row-selected' : '')}
          onRow={(r) => ({ onClick: () => setChosen((c) => (c === r.vin ? null : r.vin)), style: { cursor: 'pointer' } })}
          columns={[
            { title: 'VIN', dataIndex: 'vin' },
            { title: 'Motor', dataIndex: 'motor' },
            { title: 'Color', dataIndex: 'color' },
            { title: 'Versión', dataIndex: 'version' },
            { title: 'Transmisión', dataIndex: 'transmission' },
            { title: 'Año', dataIndex: 'year' },
          ]}
        />
      ) : null}
    </Modal>
  );
}
