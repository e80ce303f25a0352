import axios from 'axios';
import querystring from 'fast-querystring';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { leadRoutes } from '@shared/contracts/leadContracts';
// eslint-disable-next-line no-restricted-imports -- the test parses with the server's schema
import { leadTotalsQuery } from '@shared/contracts/leadServed';
import { route } from '@shared/contracts/routeContract';
import { apiRequest } from './apiRequest';

/** The URL axios sends for a request config (its own serialiser, as every call uses). */
const uri = (config: Parameters<typeof axios.getUri>[0]) => axios.getUri(config);

describe('apiRequest: the same request the screens sent before the contracts', () => {
  it('the funnel list: same path and query string, undefined keys left out, filters as JSON text', () => {
    const query = { page: 2, limit: 10, phase: 'en-cierre', search: 'josé pérez', filters: JSON.stringify({ UserId: 5, StartDate: '2026-01-01' }), sortBy: undefined };
    const request = apiRequest(leadRoutes.list, { query });
    expect(request.method).toBe('GET');
    expect(uri(request)).toBe(uri({ url: '/lead/new', params: query }));
    expect(uri(request)).toBe('/lead/new?page=2&limit=10&phase=en-cierre&search=jos%C3%A9+p%C3%A9rez&filters=%7B%22UserId%22:5,%22StartDate%22:%222026-01-01%22%7D');
  });

  it('reads back on the server (Fastify parses the query with fast-querystring) as the values sent', () => {
    const query = { page: 2, limit: 10, search: 'a+b & c', filters: JSON.stringify({ subStatus: 'x:y' }) };
    const parsed = querystring.parse(uri(apiRequest(leadRoutes.totals, { query })).split('?')[1] ?? '');
    expect(parsed).toEqual({ page: '2', limit: '10', search: 'a+b & c', filters: '{"subStatus":"x:y"}' });
    expect(leadTotalsQuery.parse(parsed)).toMatchObject({ limit: 10, search: 'a+b & c' });
  });

  it('a path with params, and a body sent as it is (an empty one too)', () => {
    expect(apiRequest(leadRoutes.nextPhase, { params: { id: 12 }, body: {} })).toEqual({ method: 'PATCH', url: '/lead/nextPhase/12', data: {} });
    const body = { data: { firstName: 'Ana' }, UserId: 3 };
    expect(apiRequest(leadRoutes.create, { body } as never)).toEqual({ method: 'POST', url: '/lead/', data: body });
    expect(apiRequest(leadRoutes.activate, { params: { id: 1 } })).toEqual({ method: 'PATCH', url: '/lead/activate/1' });
  });

  it("lists as 'role=a&role=b' when the contract says so (the server reads a repeated key as a list), axios' 'role[]=' otherwise", () => {
    const users = route({ method: 'GET', path: '/user/', access: { signedIn: true }, query: z.object({ role: z.array(z.string()) }), arrays: 'repeat', response: { 200: z.null() } });
    const repeated = uri(apiRequest(users, { query: { role: ['asesor', 'bdc'] } }));
    expect(repeated).toBe(uri({ url: '/user/', params: { role: ['asesor', 'bdc'] }, paramsSerializer: { indexes: null } }));
    expect(querystring.parse(repeated.split('?')[1] ?? '')).toEqual({ role: ['asesor', 'bdc'] });
    const bracketed = route({ ...users, arrays: undefined });
    expect(uri(apiRequest(bracketed, { query: { role: ['asesor'] } }))).toBe('/user/?role%5B%5D=asesor');
  });

  it('keeps what the caller adds: its own agency header, a binary answer', () => {
    const request = apiRequest(leadRoutes.detail, { params: { id: 9 } }, { headers: { agencyid: '4' }, responseType: 'blob' });
    expect(request).toMatchObject({ url: '/lead/9', headers: { agencyid: '4' }, responseType: 'blob' });
  });
});
