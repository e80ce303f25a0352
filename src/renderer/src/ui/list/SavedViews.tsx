import { cloneElement, isValidElement, useEffect, useRef, useState, type ReactElement } from 'react';
import { Alert, Button, Checkbox, Dropdown, Flex, Input, Modal, Tag } from 'antd';
import { DownOutlined, StarFilled, WarningOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { can } from '@shared/domain/permissions';
import type { ListViewState, savedView } from '@shared/schemas/savedViews';
import type { Wire } from '@shared/schemas/wire';
import { savedViewRoutes } from '@shared/contracts/accountContracts';
import { callData } from '../../lib/apiCall';
import { useSignedIn } from '../../lib/session';
import { listPatchOf, listViewOf } from './listView';
import type { ListState, ListViews } from './useListState';

export interface SavedViewsProps {
  /** The list's key: its screen's path ('/sells/leads'). */
  list: string;
  /** The list's state and how a view's goes back on it (useListState's `views`). */
  views: ListViews<ListState>;
}

const viewsKey = (list: string) => ['savedViews', list] as const;
/** Filter keys that name a user: a stale view (a deactivated adviser) is applied without them. */
const USER_KEYS = ['UserId', 'user'];
/** A view as the API sends it (its wire side: `state.filters` may be left out, the schema's default is `{}`). */
type SavedView = Wire<typeof savedView>;

/**
 * The saved views above a list (issue 43): a row of chips (the user's and those shared with the
 * agency, 'Compartida'), 'Guardar vista' to name the current state, and per view: use as default,
 * rename, delete (own views). The default view is applied when the list opens. A view whose filter
 * names something that no longer exists says so and is applied without that filter.
 */
export function SavedViews({ list, views: { state: listState, patch, options } }: SavedViewsProps) {
  const state = listViewOf(listState, options);
  // A view is put back from the list's first page; the screen may change more with it (its own box).
  const onApply = (view: ListViewState) => {
    patch(listPatchOf(view, listState, options));
    options.onApply?.(view);
  };
  const { role } = useSignedIn();
  const client = useQueryClient();
  const views = useQuery({ queryKey: viewsKey(list), queryFn: () => callData(savedViewRoutes.list, { query: { list } }), staleTime: 60_000 });
  // undefined: no view chosen yet on this visit (the default's notice, if any, shows).
  const [notice, setNotice] = useState<string | null | undefined>(undefined);
  const [saving, setSaving] = useState<{ mode: 'new' } | { mode: 'rename'; view: SavedView } | null>(null);
  const refresh = () => client.invalidateQueries({ queryKey: viewsKey(list) });
  const stateOf = (view: SavedView): ListViewState => {
    const all = view.state.filters ?? {};
    const filters = view.stale ? Object.fromEntries(Object.entries(all).filter(([k]) => !USER_KEYS.includes(k))) : all;
    return { ...view.state, filters };
  };
  const apply = (view: SavedView) => {
    setNotice(view.stale);
    onApply(stateOf(view));
  };
  // The default view opens the list once per visit (its stale notice shows until another view is chosen).
  const appliedDefault = useRef(false);
  const defaultView = views.data?.find((v) => v.isDefault);
  useEffect(() => {
    if (appliedDefault.current || !views.data) return;
    appliedDefault.current = true;
    if (defaultView) onApply(stateOf(defaultView));
    // Applied once, when the views arrive; onApply and stateOf are new each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [views.data]);
  const shownNotice = notice === undefined ? (defaultView?.stale ?? null) : notice;

  const remove = useMutation({ mutationFn: (id: number) => callData(savedViewRoutes.remove, { params: { id } }), onSuccess: refresh });
  const setDefault = useMutation({ mutationFn: (viewId: number | null) => callData(savedViewRoutes.setDefault, { body: { data: { list, viewId } } }), onSuccess: refresh });

  return (
    <div style={{ marginBottom: 12 }} data-testid="saved-views">
      <Flex gap={8} wrap align="center" role="toolbar" aria-label="Vistas guardadas" style={{ minHeight: 24 }}>
        {views.data?.map((view) => (
          <Dropdown.Button
            key={view.id}
            size="small"
            data-testid="saved-view"
            onClick={() => apply(view)}
            icon={<DownOutlined aria-hidden />}
            // The arrow is an icon: it says what it opens to a screen reader.
            buttonsRender={([left, right]) => [
              left,
              isValidElement(right) ? cloneElement(right as ReactElement<{ 'aria-label'?: string; title?: string }>, { 'aria-label': `Opciones de ${view.name}`, title: 'Opciones de la vista' }) : right,
            ]}
            menu={{
              items: [
                view.isDefault ? { key: 'undefault', label: 'Quitar como predeterminada', onClick: () => setDefault.mutate(null) } : { key: 'default', label: 'Usar por defecto', onClick: () => setDefault.mutate(view.id) },
                ...(view.mine
                  ? [
                      { key: 'rename', label: 'Renombrar', onClick: () => setSaving({ mode: 'rename', view }) },
                      { key: 'delete', label: 'Eliminar', danger: true, onClick: () => remove.mutate(view.id) },
                    ]
                  : []),
              ],
            }}
          >
            {view.isDefault ? <StarFilled aria-label="Predeterminada" style={{ color: '#d48806' }} /> : null}
            {view.stale ? <WarningOutlined aria-label="Filtro que ya no existe" style={{ color: '#ad4e00' }} /> : null} {view.name}
            {view.shared ? (
              <Tag color="blue" style={{ marginInline: 6 }}>
                Compartida
              </Tag>
            ) : null}
          </Dropdown.Button>
        ))}
        <Button size="small" type="dashed" onClick={() => setSaving({ mode: 'new' })}>
          Guardar vista
        </Button>
      </Flex>
      {shownNotice ? <Alert style={{ marginTop: 8 }} type="warning" showIcon closable onClose={() => setNotice(null)} title={shownNotice} data-testid="saved-view-stale" /> : null}
      {saving ? (
        <SaveViewDialog
          list={list}
          state={state}
          view={saving.mode === 'rename' ? saving.view : undefined}
          mayShare={can(role, 'views:share')}
          onDone={() => {
            setSaving(null);
            void refresh();
          }}
        />
      ) : null}
    </div>
  );
}

function SaveViewDialog({ list, state, view, mayShare, onDone }: { list: string; state: ListViewState; view?: SavedView; mayShare: boolean; onDone(): void }) {
  const [name, setName] = useState(view?.name ?? '');
  const [shared, setShared] = useState(view?.shared ?? false);
  const [error, setError] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: async (): Promise<void> => {
      if (view) await callData(savedViewRoutes.update, { params: { id: view.id }, body: { data: { name: name.trim(), ...(mayShare ? { shared } : {}) } } });
      else await callData(savedViewRoutes.create, { body: { data: { list, name: name.trim(), state, shared: mayShare && shared } } });
    },
    onSuccess: onDone,
    onError: (e: Error) => setError(e.message),
  });
  return (
    <Modal open title={view ? 'Renombrar vista' : 'Guardar vista'} okText="Guardar" cancelText="Cancelar" onOk={() => save.mutate()} onCancel={onDone} confirmLoading={save.isPending} okButtonProps={{ disabled: !name.trim() }} destroyOnHidden>
      <label htmlFor="saved-view-name">Nombre de la vista</label>
      <Input id="saved-view-name" autoFocus maxLength={60} value={name} onChange={(e) => setName(e.target.value)} onPressEnter={() => name.trim() && save.mutate()} />
      {mayShare ? (
        <Checkbox style={{ marginTop: 12 }} checked={shared} onChange={(e) => setShared(e.target.checked)}>
          Compartida con mi agencia
        </Checkbox>
      ) : null}
      {error ? <Alert style={{ marginTop: 12 }} type="error" title={error} /> : null}
    </Modal>
  );
}
