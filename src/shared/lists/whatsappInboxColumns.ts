import type { WhatsappInboxRow } from '../schemas/whatsappResponses';
import { defineListColumns } from './defineListColumns';

/**
 * Conversaciones (GET /whatsapp/inbox, issue 53): the BDC inbox's columns. One order, the API's
 * (unanswered first, the longest wait first, then the most recent): the screen cannot pick another.
 * The phone comes masked from the API where the subasta rule hides it.
 */
export const WHATSAPP_INBOX_COLUMNS = defineListColumns<WhatsappInboxRow>()(
  [
    { path: 'contactName', title: 'Cliente', kind: 'text', px: 150 },
    { path: 'phone', title: 'Teléfono', kind: 'phone', px: 130 },
    { path: 'lastMessageText', title: 'Último mensaje', kind: 'text', empty: '(sin texto)', px: 200, drop: 1 },
    { path: 'waitingSince', title: 'Esperando', kind: 'date', px: 100 },
    { path: 'assignedUserName', title: 'Asignado a', kind: 'text', empty: 'Sin asesor', px: 150 },
    { path: 'unread', title: 'No leídos', kind: 'number', px: 80 },
  ],
  ['unanswered'],
);
