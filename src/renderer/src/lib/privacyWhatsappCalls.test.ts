import axios from 'axios';
import { describe, expect, it } from 'vitest';
import { arcoRoutes, privacyRoutes } from '@shared/contracts/privacyContracts';
import { whatsappChannelRoutes, whatsappRoutes } from '@shared/contracts/whatsappContracts';
import { apiRequest } from './apiRequest';

const uri = (config: Parameters<typeof axios.getUri>[0]) => axios.getUri(config);

/** Issue 52: the privacy and WhatsApp screens' calls, moved to contracts, send what they sent before. */
describe('privacy and WhatsApp calls: the same requests as before the contracts', () => {
  it('the access file: POST with no body (202), then GET ?format= as a blob', () => {
    expect(apiRequest(arcoRoutes.requestAccessFile, { params: { id: 7 } })).toEqual({ method: 'POST', url: '/privacy/arco/7/access-file' });
    const download = apiRequest(arcoRoutes.accessFile, { params: { id: 7 }, query: { format: 'json' } }, { responseType: 'blob' });
    expect(uri(download)).toBe(uri({ url: '/privacy/arco/7/access-file', params: { format: 'json' } }));
    expect(download.responseType).toBe('blob');
  });

  it("the screens' bodies: the { data } envelope for privacy, an empty object for 'Bloquear datos'", () => {
    expect(apiRequest(privacyRoutes.recordConsent, { params: { id: 3 }, body: { data: { purposeId: 2, granted: true } } })).toEqual({
      method: 'POST',
      url: '/privacy/lead/3/consents',
      data: { data: { purposeId: 2, granted: true } },
    });
    expect(apiRequest(arcoRoutes.block, { params: { id: 4 }, body: {} })).toEqual({ method: 'POST', url: '/privacy/arco/4/block', data: {} });
    expect(uri(apiRequest(arcoRoutes.list, { query: { page: 2, limit: 20, state: undefined } }))).toBe('/privacy/arco?page=2&limit=20');
  });

  it("a message's media at the address its answer gives (/api/whatsapp/media/{messageId}, the client's base being /api)", () => {
    expect(apiRequest(whatsappRoutes.media, { params: { messageId: 81 } }, { responseType: 'blob' })).toEqual({ method: 'GET', url: '/whatsapp/media/81', responseType: 'blob' });
  });

  it('WhatsApp: flat bodies, the lead key and the thread page as the query', () => {
    expect(apiRequest(whatsappRoutes.assign, { params: { id: 5 }, body: { userId: 9 } })).toEqual({ method: 'PATCH', url: '/whatsapp/conversation/5/assign', data: { userId: 9 } });
    expect(uri(apiRequest(whatsappRoutes.conversation, { query: { fleetLeadId: 12 } }))).toBe('/whatsapp/conversation?fleetLeadId=12');
    expect(uri(apiRequest(whatsappRoutes.messages, { params: { id: 5 }, query: { before: undefined, limit: 50 } }))).toBe('/whatsapp/conversation/5/messages?limit=50');
    expect(apiRequest(whatsappChannelRoutes.syncTemplates, { params: { id: 1 }, body: {} })).toEqual({ method: 'POST', url: '/agency/1/whatsapp/templates/sync', data: {} });
  });
});
