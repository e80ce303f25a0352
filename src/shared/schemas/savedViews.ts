import { z } from 'zod';

/**
 * Saved views (issue 43). A list is named by its screen's path ('/sells/leads'); a view holds the
 * list kit's state: its filters, search, tab, sort and page size. The server checks `filters` with
 * the list's own filter schema (features/savedViews/savedViewSchemas.ts).
 */
export const SAVED_VIEW_NAME_MAX = 60;

export const listViewState = z
  .object({
    search: z.string().max(200).optional(),
    tab: z.string().max(40).optional(),
    /** The list's sort parameter as its screen sends it ('createdAt:desc', '-name'). */
    sort: z
      .string()
      .max(120)
      .regex(/^[-A-Za-z0-9_:,.]*$/, 'Orden inválido')
      .optional(),
    pageSize: z.number().int().min(1).max(100).optional(),
    filters: z.record(z.string(), z.unknown()).default({}),
  })
  .strict();
export type ListViewState = z.infer<typeof listViewState>;

const viewName = z.string().trim().min(1, 'Escribe un nombre para la vista').max(SAVED_VIEW_NAME_MAX, `El nombre admite hasta ${SAVED_VIEW_NAME_MAX} caracteres`);
const listKey = z.string().regex(/^\/[a-z0-9/-]{1,80}$/, 'Lista desconocida');

export const savedViewCreate = z.object({ data: z.object({ list: listKey, name: viewName, state: listViewState, shared: z.boolean().default(false) }) });
export const savedViewUpdate = z.object({ data: z.object({ name: viewName.optional(), state: listViewState.optional(), shared: z.boolean().optional() }) });
export const savedViewDefaultInput = z.object({ data: z.object({ list: listKey, viewId: z.number().int().positive().nullable() }) });
export const savedViewListQuery = z.object({ list: listKey });

export const savedView = z.object({
  id: z.number(),
  list: z.string(),
  name: z.string(),
  state: listViewState,
  shared: z.boolean(),
  /** The caller saved it (may rename, delete, share); a shared view of a colleague is read-only. */
  mine: z.boolean(),
  owner: z.string(),
  isDefault: z.boolean(),
  /** What the view's filters name that no longer exists ('El asesor … ya no está activo'), or null. */
  stale: z.string().nullable(),
});
export type SavedView = z.infer<typeof savedView>;

export const savedViewsAnswer = z.object({ data: z.array(savedView) });
export const savedViewAnswer = z.object({ data: savedView });
export const savedViewDefaultAnswer = z.object({ data: z.object({ list: z.string(), viewId: z.number().nullable() }) });
