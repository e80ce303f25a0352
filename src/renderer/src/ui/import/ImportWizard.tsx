import { useMemo, useRef, useState } from 'react';
import { useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { Alert, Button, Checkbox, Flex, Modal, Popconfirm, Progress, Result, Select, Space, Statistic, Steps, Table, Tag, Tooltip, Typography, Upload } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { DownloadOutlined, InboxOutlined, UndoOutlined } from '@ant-design/icons';
import {
  IMPORT_FIELDS,
  IMPORT_KIND_LABELS,
  IMPORT_MSG,
  type ImportBatchSummary,
  type ImportKind,
  type ImportPreview,
  type ImportPreviewRow,
} from '@shared/schemas/dataImport';
import type { ImportProgress } from '@shared/schemas/importResponses';
import { MSG } from '@shared/messages';
import { formatDateTime } from '@shared/domain/dates';
import { importProgressRoutes, importRoutes } from '@shared/contracts/importContracts';
import { ApiError } from '../../lib/apiClient';
import { call, callData } from '../../lib/apiCall';
import { toast } from '../toast';
import { pagerItemRender } from '../pagerItemRender';
import { ScrollRegion } from '../ScrollRegion';

/** Width of each of the file's columns in the preview (the message's column is wider). */
const PREVIEW_FIELD_WIDTH = 150;

export interface ImportWizardProps {
  kind: ImportKind;
  open: boolean;
  onClose: () => void;
  /** What the import changes (its lists, counts, dashboard): invalidated after an import or an undo. */
  invalidate: QueryKey[];
  /** Retail leads: the agency's origins, for rows that bring none. */
  origins?: { value: number; label: string }[];
}

const STATUS: Record<ImportPreviewRow['status'], { color: string; label: string }> = {
  valid: { color: 'green', label: 'Válida' },
  invalid: { color: 'red', label: 'Con error' },
  duplicate: { color: 'orange', label: 'Duplicado' },
};

const readDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(new Error(MSG.requestError));
    reader.readAsDataURL(file);
  });

const messageOf = (error: unknown) => (error instanceof Error ? error.message : MSG.requestError);

interface JobProgress {
  stage: 'sending' | 'checking' | 'importing';
  /** Share of the file sent (0–1). */
  sent: number;
  processed: number;
  total: number;
}
type JobState = ImportProgress;

const count = (n: number) => n.toLocaleString('es-MX');

/**
 * The bar: sending the file is the first 10 %, checking the rows up to 15 %, writing them up to 85 %;
 * then the server records the probable duplicates among them and the report (90 % until the commit).
 */
function progressPercent(job: JobProgress): number {
  if (job.stage === 'sending') return Math.round(job.sent * 10);
  if (job.stage === 'checking') return 12;
  if (job.processed >= job.total) return 90;
  return 15 + Math.floor((70 * job.processed) / Math.max(1, job.total));
}

function progressText(job: JobProgress): string {
  if (job.stage === 'sending') return 'Enviando el archivo…';
  if (job.stage === 'checking') return 'Revisando las filas…';
  if (job.processed >= job.total) return `${count(job.total)} registros creados. Buscando duplicados y guardando el reporte…`;
  return `Creando los registros… ${count(job.processed)} de ${count(job.total)}`;
}

const POLL_MS = 600;
const sleep = (ms: number) => new Promise((resolve) => window.setTimeout(resolve, ms));

/**
 * Follows an import's job until it ends, then reads its batch. It asks the progress call by the key
 * the start gave (answered from the server's memory, so also while an embedded database is busy with
 * the import's transaction); when that server does not know the key (another replica), the batch
 * itself, whose row the job keeps up to date.
 */
async function pollJob(kind: ImportKind, started: ImportBatchSummary & { progressKey: string }, onProgress: (p: JobState) => void, stopped: () => boolean): Promise<ImportBatchSummary> {
  let byKey = true;
  let state: JobState = started;
  while (!stopped()) {
    if (state.status === 'done' || state.status === 'failed') break;
    await sleep(POLL_MS);
    if (byKey) {
      try {
        state = await callData(importProgressRoutes.progress, { params: { key: started.progressKey } });
      } catch (e) {
        if (!(e instanceof ApiError && e.status === 404)) throw e;
        byKey = false;
        continue;
      }
    } else {
      state = await callData(importRoutes[kind].batch, { params: { id: started.id } });
    }
    onProgress(state);
  }
  if (stopped() || state.status === 'failed') return { ...started, ...state };
  return callData(importRoutes[kind].batch, { params: { id: started.id } });
}

function BatchState({ batch }: { batch: ImportBatchSummary }) {
  if (batch.status === 'failed')
    return (
      <Tooltip title={batch.error}>
        <Tag color="red">Falló</Tag>
      </Tooltip>
    );
  if (batch.status !== 'done') return <Tag color="blue">{batch.status === 'checking' ? 'Revisando…' : `En curso: ${count(batch.processed)} de ${count(batch.total)}`}</Tag>;
  return batch.undoneAt ? <Tag>Deshecha</Tag> : <Tag color="green">Importada</Tag>;
}

/**
 * 'Importar' of the leads, companies, fleet leads and prospects lists (issue 29): upload a .xlsx,
 * .csv or ADF .xml → map each column to a field (the server suggests, remembering the agency's last
 * choice) → preview every row (valid, error with the spec's message, probable duplicate with its
 * percentage), paged → import with a progress bar → the result, its .xlsx report and 'Deshacer
 * importación'. The server reads and checks the file; this only shows what it answers.
 */
export function ImportWizard({ kind, open, onClose, invalidate, origins }: ImportWizardProps) {
  const queryClient = useQueryClient();
  const fields = IMPORT_FIELDS[kind];
  const [step, setStep] = useState(0);
  const [file, setFile] = useState<{ name: string; dataUrl: string } | null>(null);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [mapping, setMapping] = useState<string[]>([]);
  const [originId, setOriginId] = useState<number | undefined>();
  const [includeDuplicates, setIncludeDuplicates] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [batch, setBatch] = useState<ImportBatchSummary | null>(null);
  const [statusFilter, setStatusFilter] = useState<ImportPreviewRow['status'] | 'all'>('all');

  const reset = () => {
    run.current++;
    setStep(0);
    setFile(null);
    setPreview(null);
    setMapping([]);
    setIncludeDuplicates(false);
    setError(null);
    setBatch(null);
    setStatusFilter('all');
  };
  const close = () => {
    reset();
    onClose();
  };
  const batchesKey = ['imports', kind] as const;
  const batches = useQuery({
    queryKey: batchesKey,
    queryFn: (): Promise<ImportBatchSummary[]> => callData(importRoutes[kind].batches),
    enabled: open && step === 0,
    // An import left running shows its progress here until it ends.
    refetchInterval: (q) => (q.state.data?.some((b) => b.status === 'checking' || b.status === 'importing') ? 2000 : false),
  });
  const refresh = () => Promise.all([...invalidate, batchesKey].map((queryKey) => queryClient.invalidateQueries({ queryKey })));

  const body = (extra: Record<string, unknown> = {}) => ({
    fileName: file?.name ?? '',
    file: file?.dataUrl ?? '',
    leadOriginId: origins ? originId : undefined,
    ...extra,
  });

  const upload = async (picked: File) => {
    setBusy(true);
    setError(null);
    try {
      const dataUrl = await readDataUrl(picked);
      const previewed = await callData(importRoutes[kind].preview, { body: { fileName: picked.name, file: dataUrl, leadOriginId: origins ? originId : undefined } });
      setFile({ name: picked.name, dataUrl });
      setPreview(previewed);
      setMapping(previewed.mapping);
      setStep(1);
    } catch (e) {
      setError(messageOf(e));
    } finally {
      setBusy(false);
    }
    return false;
  };

  const showPreview = async () => {
    setBusy(true);
    setError(null);
    try {
      setPreview(await callData(importRoutes[kind].preview, { body: body({ mapping }) }));
      setStep(2);
    } catch (e) {
      setError(messageOf(e));
    } finally {
      setBusy(false);
    }
  };

  /** Where the import is: sending the file (its upload progress), then the server's job as it polls it. */
  const [job, setJob] = useState<JobProgress>({ stage: 'sending', sent: 0, processed: 0, total: 0 });
  // A new file or closing the wizard stops the polling of the previous import (its job runs on in the server).
  const run = useRef(0);

  const runImport = async () => {
    const mine = ++run.current;
    setStep(3);
    setJob({ stage: 'sending', sent: 0, processed: 0, total: 0 });
    setError(null);
    try {
      const answer = await call(
        importRoutes[kind].start,
        { body: body({ mapping, includeDuplicates }) },
        {
          // The server answers 202 at once and imports in the background; its progress is polled below.
          headers: { Prefer: 'respond-async' },
          onUploadProgress: (e) => setJob((j) => ({ ...j, sent: (e.loaded ?? 0) / (e.total || e.loaded || 1) })),
        },
      );
      // Asked with `Prefer: respond-async`: the 202 answer, with its progress key.
      const started = answer.data as ImportBatchSummary & { progressKey: string };
      const done = await pollJob(kind, started, (p) => mine === run.current && setJob({ stage: p.status === 'importing' ? 'importing' : 'checking', sent: 1, processed: p.processed, total: p.total }), () => mine !== run.current);
      if (mine !== run.current) return;
      if (done.status === 'failed') throw new Error(done.error ?? MSG.requestError);
      setBatch(done);
      await refresh();
      setStep(4);
    } catch (e) {
      if (mine !== run.current) return;
      setError(messageOf(e));
      setStep(2);
    }
  };

  const downloadReport = async (target: ImportBatchSummary | null) => {
    if (!target) return;
    try {
      // The answer is the file itself: read as a blob.
      const report = (await call(importRoutes[kind].report, { params: { id: target.id } }, { responseType: 'blob' })) as Blob;
      const url = URL.createObjectURL(report);
      const a = document.createElement('a');
      a.href = url;
      a.download = `importacion-${target.id}-reporte.xlsx`;
      document.body.appendChild(a);
      a.click();
      a.remove();
      window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch (e) {
      toast.error(messageOf(e));
    }
  };

  const undo = async (target: ImportBatchSummary | null) => {
    if (!target) return;
    try {
      const undone = await callData(importRoutes[kind].undo, { params: { id: target.id }, body: {} });
      if (batch?.id === target.id) setBatch(undone);
      await refresh();
      toast.success('Importación deshecha', `Se quitaron ${undone.created.toLocaleString('es-MX')} registros.`);
    } catch (e) {
      toast.error(e instanceof ApiError ? e.message : messageOf(e));
    }
  };

  const mappedFields = fields.filter((f) => mapping.includes(f.key));
  const missingRequired = fields.filter((f) => f.required && !mapping.includes(f.key));
  // Retail leads need an origin: the file's own column, else the one chosen here (every row would fail otherwise).
  const missingOrigin = !!origins && originId === undefined && !mapping.includes('origin');
  const rows = useMemo(() => (preview?.rows ?? []).filter((r) => statusFilter === 'all' || r.status === statusFilter), [preview, statusFilter]);
  const importable = preview ? preview.totals.valid + (includeDuplicates ? preview.totals.duplicate : 0) : 0;

  // The reason a row fails comes right after its state, in sight in the dialog; the file's own
  // columns follow at a fixed width (cut, whole on hover) and scroll sideways under a visible bar.
  const previewColumns: ColumnsType<ImportPreviewRow> = [
    { title: 'Fila', dataIndex: 'row', width: 64 },
    {
      title: 'Estado',
      key: 'status',
      width: 110,
      render: (_, r) => (
        <Tag color={STATUS[r.status].color} data-testid={`import-status-${r.row}`}>
          {STATUS[r.status].label}
        </Tag>
      ),
    },
    {
      title: 'Mensaje',
      key: 'message',
      width: 300,
      render: (_, r) => (r.message ? <Typography.Text type={r.status === 'invalid' ? 'danger' : 'warning'}>{r.message}</Typography.Text> : null),
    },
    ...mappedFields.map((f) => ({
      title: f.label,
      key: f.key,
      width: PREVIEW_FIELD_WIDTH,
      ellipsis: { showTitle: true },
      render: (_: unknown, r: ImportPreviewRow) => (r.field === f.key ? <Typography.Text type="danger">{r.values[f.key] || '—'}</Typography.Text> : r.values[f.key]),
    })),
  ];
  const previewWidth = previewColumns.reduce((sum, c) => sum + (typeof c.width === 'number' ? c.width : 0), 0);

  const footer = () => {
    if (step === 1)
      return (
        <Space>
          <Button onClick={reset}>Elegir otro archivo</Button>
          <Button type="primary" loading={busy} disabled={missingRequired.length > 0 || missingOrigin} onClick={() => void showPreview()}>
            Ver vista previa
          </Button>
        </Space>
      );
    if (step === 2)
      return (
        <Space>
          <Button onClick={() => setStep(1)}>Volver a columnas</Button>
          <Button type="primary" disabled={importable === 0} onClick={() => void runImport()}>
            Importar {importable.toLocaleString('es-MX')} {importable === 1 ? 'fila' : 'filas'}
          </Button>
        </Space>
      );
    // While importing, closing leaves the job running on the server (it is not a cancel).
    if (step === 3 || step === 4) return <Button onClick={close}>Cerrar</Button>;
    return <Button onClick={close}>Cancelar</Button>;
  };

  return (
    <Modal open={open} title={`Importar ${IMPORT_KIND_LABELS[kind]}`} width={1000} onCancel={close} footer={footer()} maskClosable={false} destroyOnHidden>
      <Steps
        size="small"
        current={Math.min(step, 4)}
        style={{ marginBottom: 16 }}
        items={[{ title: 'Archivo' }, { title: 'Columnas' }, { title: 'Vista previa' }, { title: 'Importación' }, { title: 'Resultado' }]}
      />
      {error ? <Alert type="error" showIcon title={error} style={{ marginBottom: 12 }} data-testid="import-error" /> : null}

      {step === 0 ? (
        <Upload.Dragger accept={kind === 'leads' ? '.xlsx,.csv,.xml' : '.xlsx,.csv'} multiple={false} showUploadList={false} beforeUpload={(f) => upload(f)} disabled={busy} data-testid="import-upload">
          <p className="ant-upload-drag-icon">
            <InboxOutlined />
          </p>
          <p className="ant-upload-text">{busy ? 'Leyendo el archivo…' : 'Haz clic o arrastra aquí el archivo'}</p>
          <p className="ant-upload-hint">
            Excel (.xlsx), CSV (.csv, separado por comas o punto y coma) {kind === 'leads' ? 'o ADF (.xml)' : ''} de hasta 5 MB y 10,000 filas. La primera fila debe
            tener los nombres de las columnas.
          </p>
        </Upload.Dragger>
      ) : null}

      {step === 0 && batches.data?.length ? (
        <Flex vertical gap={8} style={{ marginTop: 16 }}>
          <Typography.Text strong>Importaciones recientes</Typography.Text>
          <Table<ImportBatchSummary>
            size="small"
            rowKey="id"
            data-testid="import-batches"
            dataSource={batches.data}
            pagination={{ itemRender: pagerItemRender, pageSize: 5, showSizeChanger: false }}
            columns={[
              // The counts and the state are short: the file's name takes what the actions leave, and the two
              // actions keep their room inside the dialog (they overflowed its edge at 1,400 px).
              { title: 'Archivo', dataIndex: 'fileName', ellipsis: true },
              { title: 'Fecha', key: 'createdAt', width: 110, render: (_, b) => formatDateTime(b.createdAt) },
              { title: 'Creados', dataIndex: 'created', width: 80 },
              { title: 'Omitidos', dataIndex: 'skipped', width: 86 },
              { title: 'Con error', dataIndex: 'errors', width: 90 },
              { title: 'Estado', key: 'state', width: 110, render: (_, b) => <BatchState batch={b} /> },
              {
                title: 'Acciones',
                key: 'actions',
                width: 210,
                render: (_, b) => (
                  <Space wrap size={4}>
                    {b.status === 'done' ? (
                      <Button size="small" icon={<DownloadOutlined />} onClick={() => void downloadReport(b)}>
                        Reporte
                      </Button>
                    ) : null}
                    {b.undoneAt || b.status !== 'done' ? null : (
                      <Popconfirm title="¿Deshacer la importación?" description="Se eliminarán los registros que creó, si ninguno se ha trabajado." okText="Deshacer" cancelText="Cancelar" onConfirm={() => undo(b)}>
                        <Button size="small" danger icon={<UndoOutlined />}>
                          Deshacer
                        </Button>
                      </Popconfirm>
                    )}
                  </Space>
                ),
              },
            ]}
          />
        </Flex>
      ) : null}

      {step === 1 && preview ? (
        <Flex vertical gap={12}>
          <Typography.Text>
            <b>{file?.name}</b>: {preview.totals.rows.toLocaleString('es-MX')} {preview.totals.rows === 1 ? 'fila' : 'filas'}. Elige a qué campo corresponde cada columna.
          </Typography.Text>
          <Table
            size="small"
            pagination={false}
            rowKey="index"
            dataSource={preview.headers.map((header, index) => ({ header, index, sample: preview.rows[0]?.values ?? {} }))}
            columns={[
              { title: 'Columna del archivo', dataIndex: 'header', render: (h: string) => h || <Typography.Text type="secondary">(sin nombre)</Typography.Text> },
              {
                title: 'Campo',
                key: 'field',
                width: 280,
                render: (_, c) => (
                  <Select
                    aria-label={`Campo de la columna ${c.header}`}
                    data-testid={`mapping-${c.index}`}
                    style={{ width: '100%' }}
                    value={mapping[c.index] ?? ''}
                    options={[
                      { value: '', label: 'No importar' },
                      ...fields.map((f) => ({ value: f.key, label: `${f.label}${f.required ? ' *' : ''}`, disabled: mapping.includes(f.key) && mapping[c.index] !== f.key })),
                    ]}
                    onChange={(value: string) => setMapping((m) => Object.assign([...m], { [c.index]: value }))}
                  />
                ),
              },
            ]}
          />
          {missingRequired.length ? <Alert type="warning" showIcon title={`Asigna una columna a: ${missingRequired.map((f) => f.label).join(', ')}`} /> : null}
          {origins ? (
            <Flex gap={8} align="center">
              <Typography.Text>Origen de los leads que no traen uno:</Typography.Text>
              <Select
                aria-label="Origen de los leads"
                data-testid="import-origin"
                style={{ width: 260 }}
                placeholder="Selecciona el origen"
                value={originId}
                options={origins}
                onChange={setOriginId}
                showSearch={{ optionFilterProp: 'label' }}
                status={missingOrigin ? 'warning' : undefined}
              />
            </Flex>
          ) : null}
          {missingOrigin ? <Alert type="warning" showIcon title={IMPORT_MSG.selectOrigin} /> : null}
        </Flex>
      ) : null}

      {step === 2 && preview ? (
        <Flex vertical gap={12}>
          <Flex gap={24} wrap>
            <Statistic title="Filas" value={preview.totals.rows} />
            <Statistic title="Válidas" value={preview.totals.valid} valueStyle={{ color: '#389e0d' }} />
            <Statistic title="Con error" value={preview.totals.invalid} valueStyle={{ color: '#cf1322' }} />
            <Statistic title="Duplicados probables" value={preview.totals.duplicate} valueStyle={{ color: '#d46b08' }} />
          </Flex>
          <Flex gap={12} wrap align="center">
            <Select
              aria-label="Mostrar filas"
              style={{ width: 200 }}
              value={statusFilter}
              onChange={setStatusFilter}
              options={[
                { value: 'all', label: 'Todas las filas' },
                { value: 'valid', label: 'Solo válidas' },
                { value: 'invalid', label: 'Solo con error' },
                { value: 'duplicate', label: 'Solo duplicados' },
              ]}
            />
            {preview.totals.duplicate > 0 ? (
              <Checkbox checked={includeDuplicates} onChange={(e) => setIncludeDuplicates(e.target.checked)}>
                Importar también los duplicados probables
              </Checkbox>
            ) : null}
            <Typography.Text type="secondary">Las filas con error no se importan; quedan en el reporte.</Typography.Text>
          </Flex>
          <ScrollRegion label="Vista previa de la importación">
          <Table<ImportPreviewRow>
            size="small"
            rowKey="row"
            data-testid="import-preview"
            className="crm-scroll-visible"
            columns={previewColumns}
            dataSource={rows}
            tableLayout="fixed"
            scroll={{ x: previewWidth }}
            pagination={{ itemRender: pagerItemRender, pageSize: 10, showSizeChanger: false, showTotal: (total) => `${total.toLocaleString('es-MX')} ${total === 1 ? 'fila' : 'filas'}` }}
          />
          </ScrollRegion>
        </Flex>
      ) : null}

      {step === 3 ? (
        <Flex vertical gap={8} align="center" style={{ padding: 24 }} role="status" aria-live="polite">
          <Typography.Text data-testid="import-progress-text">{progressText(job)}</Typography.Text>
          <Progress percent={progressPercent(job)} status="active" style={{ width: '80%' }} data-testid="import-progress" />
          <Typography.Text type="secondary">Puedes cerrar esta ventana: la importación sigue en el servidor y aparecerá en las importaciones recientes.</Typography.Text>
        </Flex>
      ) : null}

      {step === 4 && batch ? (
        <Result
          status={batch.undoneAt ? 'info' : 'success'}
          title={batch.undoneAt ? 'Importación deshecha' : 'Importación terminada'}
          subTitle={file?.name}
          extra={
            <Flex vertical gap={16} align="center">
              <Flex gap={32}>
                <Statistic title="Creados" value={batch.created} data-testid="import-created" />
                <Statistic title="Omitidos" value={batch.skipped} />
                <Statistic title="Con error" value={batch.errors} />
              </Flex>
              <Space>
                <Button icon={<DownloadOutlined />} onClick={() => void downloadReport(batch)}>
                  Descargar reporte
                </Button>
                {batch.undoneAt ? null : (
                  <Popconfirm
                    title="¿Deshacer la importación?"
                    description="Se eliminarán los registros que creó, si ninguno se ha trabajado."
                    okText="Deshacer"
                    cancelText="Cancelar"
                    onConfirm={() => undo(batch)}
                  >
                    <Button danger icon={<UndoOutlined />}>
                      Deshacer importación
                    </Button>
                  </Popconfirm>
                )}
              </Space>
            </Flex>
          }
        />
      ) : null}
    </Modal>
  );
}
