import { useState } from 'react';
import { App, Button, Form, Input, Modal, Select, Space, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { AGENCY_TIME_ZONE } from '@shared/domain/constants';
import { DISPLAY_COLUMNS } from '@shared/lists/displayColumns';
import { DISPLAY_MESSAGES, formatPairingCode, type CreatedDisplay, type WaitingListDisplayRow } from '@shared/schemas/waitingListDisplay';
import { ListScreen } from '../../ui/list/ListScreen';
import { useListState, useLocalList, type ListStateOptions } from '../../ui/list/useListState';
import { tableColumnsOf } from '../../ui/list/tableColumnsOf';
import { adminQueries } from './queries';
import { displayQueries, useCreateDisplay, useRenameDisplay, useRevokeDisplay } from './displayQueries';

const when = (iso: string | null) => (iso ? dayjs(iso).tz(AGENCY_TIME_ZONE).format('DD/MM/YYYY HH:mm') : '—');

function status(row: WaitingListDisplayRow) {
  if (row.revokedAt) return <Tag color="red">Desvinculada</Tag>;
  if (row.pairedAt) return <Tag color="green">Vinculada</Tag>;
  if (row.codeExpiresAt) return <Tag color="gold">Código pendiente</Tag>;
  return <Tag>Código vencido</Tag>;
}

interface DisplaysListState {
  page: number;
  agencyId: number | undefined;
}

/** A view keeps the chosen agency. */
const DISPLAYS_LIST: ListStateOptions<DisplaysListState> = {
  filters: { of: (s) => (s.agencyId ? { agencyId: s.agencyId } : {}), to: (f) => ({ agencyId: typeof f.agencyId === 'number' ? f.agencyId : undefined }) },
};

/**
 * /admin/displays: 'Pantallas de lista de espera'. Create a display for an agency (its one-time
 * code is shown once, in a modal, with what the technician does with it), rename, revoke.
 */
export function DisplaysPage() {
  const { message, modal } = App.useApp();
  const listState = useListState(useLocalList<DisplaysListState>({ page: 1, agencyId: undefined }), DISPLAYS_LIST);
  const { page, agencyId } = listState.state;
  const list = useQuery(displayQueries.list(page, agencyId));
  const agencies = useQuery(adminQueries.agencyOptions());
  const create = useCreateDisplay();
  const rename = useRenameDisplay();
  const revoke = useRevokeDisplay();
  const [creating, setCreating] = useState(false);
  const [renaming, setRenaming] = useState<WaitingListDisplayRow | null>(null);
  const [created, setCreated] = useState<CreatedDisplay | null>(null);
  const [createForm] = Form.useForm<{ AgencyId: number; name: string }>();
  const [renameForm] = Form.useForm<{ name: string }>();
  const agencyOptions = (agencies.data ?? []).map((a) => ({ value: a.id, label: a.name }));

  const confirmRevoke = (row: WaitingListDisplayRow) =>
    modal.confirm({
      title: `¿Desvincular la pantalla «${row.name}»?`,
      content: 'La pantalla dejará de mostrar la lista de espera en su próxima actualización (30 s como máximo). Para volver a usarla hará falta un nuevo código.',
      okText: 'Desvincular',
      okButtonProps: { danger: true },
      cancelText: 'Cancelar',
      onOk: async () => {
        await revoke.mutateAsync(row.id);
        void message.success(DISPLAY_MESSAGES.revoked);
      },
    });

  // Titles from the list's one declaration (shared/lists/displayColumns.ts); the short moments, the state's tag and the actions are the screen's own.
  const columns: ColumnsType<WaitingListDisplayRow> = [
    ...tableColumnsOf<WaitingListDisplayRow>(DISPLAY_COLUMNS, undefined, {
      createdAt: { render: (_v, row) => when(row.createdAt) },
      pairedAt: { render: (_v, row) => when(row.pairedAt) },
      lastSeenAt: { render: (_v, row) => when(row.lastSeenAt) },
      revokedAt: { render: (_v, row) => status(row) },
    }),
    {
      title: 'Acciones',
      key: 'actions',
      render: (_v, row) => (
        <Space>
          <Button
            size="small"
            onClick={() => {
              setRenaming(row);
              renameForm.setFieldsValue({ name: row.name });
            }}
          >
            Renombrar
          </Button>
          {row.revokedAt ? null : (
            <Button size="small" danger onClick={() => confirmRevoke(row)}>
              Desvincular
            </Button>
          )}
        </Space>
      ),
    },
  ];

  return (
    <ListScreen<WaitingListDisplayRow>
      title="Pantallas de lista de espera"
      views={listState.views}
      actions={
        <>
          <Select
            allowClear
            aria-label="Agencia"
            placeholder="Todas las agencias"
            style={{ width: 240 }}
            options={agencyOptions}
            value={agencyId}
            onChange={(value?: number) => listState.restart({ agencyId: value })}
          />
          <Button type="primary" onClick={() => setCreating(true)}>
            Nueva pantalla
          </Button>
        </>
      }
      columns={columns}
      rows={list.data?.data}
      rowKey="id"
      loading={list.isLoading}
      error={list.error}
      emptyText="No hay pantallas registradas"
      page={page}
      pages={list.data?.pages ?? 1}
      total={list.data?.total ?? 0}
      totalCapped={list.data?.totalCapped}
      onPage={listState.onPage}
    >
      <Modal
        title="Nueva pantalla de lista de espera"
        open={creating}
        okText="Crear y obtener código"
        cancelText="Cancelar"
        confirmLoading={create.isPending}
        onCancel={() => setCreating(false)}
        onOk={() => createForm.submit()}
        destroyOnHidden
      >
        <Form
          form={createForm}
          layout="vertical"
          preserve={false}
          onFinish={async (values) => {
            try {
              const answer = await create.mutateAsync(values);
              setCreating(false);
              setCreated(answer);
            } catch (error) {
              void message.error((error as Error).message);
            }
          }}
        >
          <Form.Item label="Agencia" name="AgencyId" rules={[{ required: true, message: 'Seleccione la agencia' }]}>
            <Select options={agencyOptions} showSearch optionFilterProp="label" placeholder="Seleccione" loading={agencies.isLoading} />
          </Form.Item>
          <Form.Item label="Nombre" name="name" rules={[{ required: true, whitespace: true, message: 'Escriba un nombre' }, { max: 120 }]}>
            <Input placeholder="Ej. Sala de espera planta baja" />
          </Form.Item>
        </Form>
      </Modal>
      <Modal
        title="Código de vinculación"
        open={created !== null}
        onCancel={() => setCreated(null)}
        footer={
          <Button type="primary" onClick={() => setCreated(null)}>
            Listo, ya lo anoté
          </Button>
        }
      >
        {created ? (
          <>
            <Typography.Paragraph>
              Pantalla <strong>{created.display.name}</strong> de {created.display.agencyName}. Este código se muestra <strong>solo esta vez</strong>, sirve
              una sola vez y vence el {when(created.expiresAt)}.
            </Typography.Paragraph>
            <Typography.Title level={2} copyable={{ text: created.code }} data-testid="pairing-code" style={{ textAlign: 'center', letterSpacing: 6, fontFamily: 'monospace' }}>
              {formatPairingCode(created.code)}
            </Typography.Title>
            <Typography.Paragraph>En la computadora de la pantalla:</Typography.Paragraph>
            <ol>
              <li>Instale CRM Ventas y ábralo una vez con la opción <Typography.Text code>--station=waiting-list</Typography.Text> (vea la guía de TI).</li>
              <li>En la pantalla «Vincular pantalla de lista de espera», escriba este código y pulse «Vincular pantalla».</li>
              <li>La lista de espera aparece a pantalla completa y, desde entonces, al iniciar sesión en Windows sin que nadie firme en el CRM.</li>
            </ol>
          </>
        ) : null}
      </Modal>
      <Modal
        title="Renombrar pantalla"
        open={renaming !== null}
        okText="Guardar"
        cancelText="Cancelar"
        confirmLoading={rename.isPending}
        onCancel={() => setRenaming(null)}
        onOk={() => renameForm.submit()}
      >
        <Form
          form={renameForm}
          layout="vertical"
          onFinish={async ({ name }) => {
            if (!renaming) return;
            try {
              await rename.mutateAsync({ id: renaming.id, name });
              setRenaming(null);
              void message.success(DISPLAY_MESSAGES.renamed);
            } catch (error) {
              void message.error((error as Error).message);
            }
          }}
        >
          <Form.Item label="Nombre" name="name" rules={[{ required: true, whitespace: true, message: 'Escriba un nombre' }, { max: 120 }]}>
            <Input />
          </Form.Item>
        </Form>
      </Modal>
    </ListScreen>
  );
}
