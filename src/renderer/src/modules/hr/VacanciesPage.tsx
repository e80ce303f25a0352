import { useState } from 'react';
import { Breadcrumb, Button, Grid, Popconfirm, Typography } from 'antd';
import { DeleteOutlined, ExportOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import type { ColumnsType } from 'antd/es/table';
import { HR_MSG } from '@shared/domain/hrMessages';
import type { Vacancy } from '@shared/schemas/vacancy';
import { ListScreen } from '../../ui/list/ListScreen';
import { useListState, useLocalList } from '../../ui/list/useListState';
import { toast } from '../../ui/toast';
import { CreateVacancyModal } from './CreateVacancyModal';
import { useDeleteVacancyMutation } from './mutations';
import { vacancyQueries } from './queries';
import { ExportButton } from '../../ui/list/ExportButton';
import { VACANCY_COLUMNS } from '@shared/lists/vacancyColumns';
import { tableColumnsOf } from '../../ui/list/tableColumnsOf';

/** The public jobs board page (no session): where HR checks what candidates see. */
export const PUBLIC_JOBS_PATH = '/empleos';

/** Human Resources > Vacantes: the vacancies table, 'Crear vacante' and 'Eliminar' (spec part 2 §2). */
export function VacanciesPage() {
  const listState = useListState(useLocalList({ page: 1, search: '' }));
  const { page, search } = listState.state;
  const [creating, setCreating] = useState(false);
  const query = useQuery(vacancyQueries.list({ page, search }));
  const remove = useDeleteVacancyMutation();
  // On a phone the delete button shows its icon only (its accessible name stays 'Eliminar …').
  const wide = Grid.useBreakpoint().sm ?? true;

  const onDelete = async (id: number) => {
    try {
      await remove.mutateAsync(id);
      toast.success(HR_MSG.deleted);
    } catch (error) {
      toast.error((error as Error).message);
    }
  };

  // Titles and cells from the list's one declaration (shared/lists/vacancyColumns.ts); the delete action is the screen's own.
  const columns: ColumnsType<Vacancy> = [
    ...tableColumnsOf<Vacancy>(VACANCY_COLUMNS, undefined, {
      title: {
        render: (_v, v) => (
          // Wraps instead of widening the table, so 'Eliminar' stays in view on a phone.
          <div style={{ maxWidth: 'min(460px, 42vw)', whiteSpace: 'normal' }}>
            <Typography.Text strong>{v.title}</Typography.Text>
            {v.salary ? <div style={{ color: '#595959', fontSize: 13 }}>{v.salary}</div> : null}
          </div>
        ),
      },
      location: { responsive: ['md'] },
      area: { responsive: ['sm'] },
      createdAt: { responsive: ['lg'] },
    }),
    {
      key: 'actions',
      title: wide ? 'Acciones' : <span aria-label="Acciones" />,
      align: 'right',
      render: (_: unknown, v) => (
        <Popconfirm
          title="Eliminar vacante"
          description={`¿Eliminar «${v.title}»? Dejará de verse en la bolsa de trabajo.`}
          okText="Eliminar"
          cancelText="Cancelar"
          okButtonProps={{ danger: true }}
          onConfirm={() => onDelete(v.id)}
        >
          <Button danger icon={<DeleteOutlined />} aria-label={`Eliminar ${v.title}`}>
            {wide ? 'Eliminar' : null}
          </Button>
        </Popconfirm>
      ),
    },
  ];

  return (
    <ListScreen<Vacancy>
      header={<Breadcrumb style={{ marginBottom: 8 }} items={[{ title: 'Recursos Humanos' }, { title: 'Vacantes' }]} />}
      title="Vacantes"
      search={{ ...listState.search, placeholder: 'Buscar por título' }}
      views={listState.views}
      actions={
        <>
          <ExportButton path="/bolsa-trabajo/" params={{ search: search || undefined }} />
          <Button icon={<ExportOutlined />} href={PUBLIC_JOBS_PATH} target="_blank" rel="noopener">
            Ver bolsa de trabajo
          </Button>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
            Crear vacante
          </Button>
        </>
      }
      columns={columns}
      rows={query.data?.data}
      rowKey="id"
      loading={query.isFetching}
      error={query.error}
      emptyText={HR_MSG.empty}
      page={page}
      pages={query.data?.pages ?? 1}
      total={query.data?.total ?? 0}
      totalCapped={query.data?.totalCapped}
      onPage={listState.onPage}
    >
      {creating ? <CreateVacancyModal open onClose={() => setCreating(false)} /> : null}
    </ListScreen>
  );
}
