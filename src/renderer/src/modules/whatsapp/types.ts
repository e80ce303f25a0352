import type { WhatsappInboxFilter, WhatsappConfigBody } from '@shared/schemas/whatsapp';
import type {
  WhatsappConfig,
  WhatsappConversation,
  WhatsappInboxRow,
  WhatsappMessage,
  WhatsappMessageKind,
  WhatsappMessageStatus,
  WhatsappTemplate,
  WhatsappTestResult,
  WhatsappThread,
} from '@shared/schemas/whatsappResponses';

/** The WhatsApp answers as the renderer reads them: the server's schemas (shared/schemas/whatsappResponses.ts). */
export type WhatsAppTarget = { leadId: number; fleetLeadId?: undefined } | { fleetLeadId: number; leadId?: undefined };
export type Conversation = WhatsappConversation;
export type Message = WhatsappMessage;
export type MessageKind = WhatsappMessageKind;
export type MessageStatus = WhatsappMessageStatus;
export type MessagePage = WhatsappThread;
export type Template = WhatsappTemplate;
export type InboxRow = WhatsappInboxRow;
export interface InboxPage {
  data: InboxRow[];
  total: number;
  pages: number;
  page: number;
  limit: number;
  totalCapped?: boolean;
}
export type InboxFilter = WhatsappInboxFilter;
export type AgencyWhatsApp = WhatsappConfig;
export type AgencyWhatsAppInput = WhatsappConfigBody;
export type ConnectionTest = WhatsappTestResult;
