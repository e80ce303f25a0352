/**
 * The WhatsApp answers as the renderer reads them (the contract in the feature's README; the server's
 * schemas are shared/schemas/whatsappResponses.ts).
 */
export type WhatsAppTarget = { leadId: number; fleetLeadId?: undefined } | { fleetLeadId: number; leadId?: undefined };

export interface Conversation {
  id: number;
  leadId: number | null;
  fleetLeadId: number | null;
  agencyId: number;
  contactName: string;
  phone: string | null;
  windowOpenUntil: string | null;
  optedOut: boolean;
  unread: number;
  assignedUserId: number | null;
  lastMessageAt: string | null;
}

export type MessageStatus = 'pending' | 'sent' | 'delivered' | 'read' | 'failed' | 'received';
export type MessageKind =
  | 'text'
  | 'image'
  | 'document'
  | 'audio'
  | 'video'
  | 'sticker'
  | 'location'
  | 'contacts'
  | 'button'
  | 'interactive'
  | 'template'
  | 'unsupported';

export interface Message {
  id: number;
  direction: 'in' | 'out';
  kind: MessageKind;
  text: string | null;
  media: { url: string; mimeType: string; fileName: string | null; size: number | null } | null;
  location: { latitude: number; longitude: number; name: string | null } | null;
  templateName: string | null;
  status: MessageStatus;
  errorCode: string | number | null;
  errorMessage: string | null;
  sentByUserId: number | null;
  sentByName: string | null;
  createdAt: string;
}

export interface MessagePage {
  data: Message[];
  hasMore: boolean;
}

export interface Template {
  name: string;
  language: string;
  category: 'MARKETING' | 'UTILITY' | 'AUTHENTICATION';
  body: string;
  params: string[];
}

export interface InboxRow {
  conversationId: number;
  leadId: number | null;
  fleetLeadId: number | null;
  contactName: string;
  phone: string | null;
  lastMessageText: string | null;
  lastMessageAt: string | null;
  lastDirection: 'in' | 'out' | null;
  unread: number;
  waitingSince: string | null;
  slaDueAt: string | null;
  assignedUserId: number | null;
  assignedUserName: string | null;
}

export interface InboxPage {
  data: InboxRow[];
  total: number;
  pages: number;
  page: number;
  limit: number;
}

export type InboxFilter = 'unanswered' | 'all' | 'mine';

export interface AgencyWhatsApp {
  phoneNumberId: string;
  businessAccountId: string;
  displayPhoneNumber: string | null;
  accessTokenLast4: string | null;
  appSecretLast4: string | null;
  verifyToken: string;
  webhookUrl: string;
  configured: boolean;
  updatedAt: string | null;
}

export interface AgencyWhatsAppInput {
  phoneNumberId: string;
  businessAccountId: string;
  accessToken?: string;
  appSecret?: string;
  verifyToken: string;
}

export interface ConnectionTest {
  ok: boolean;
  message: string;
}
