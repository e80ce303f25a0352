import type { OutboxMail } from '../schemas/adminResponses';
import { defineListColumns } from './defineListColumns';

/** Correos enviados (GET /user/outbox, the admin's credentials mails): its screen's columns (the list has no export and no sort). */
export const OUTBOX_COLUMNS = defineListColumns<OutboxMail>()([
  { path: 'createdAt', title: 'Fecha', kind: 'date', px: 170 },
  { path: 'to', title: 'Para', kind: 'text', px: 220 },
  { path: 'subject', title: 'Asunto', kind: 'text', px: 220 },
  { path: 'body', title: 'Mensaje', kind: 'text' },
]);
