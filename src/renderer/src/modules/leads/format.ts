import { formatDateTime } from '@shared/domain/dates';
import type { Lead } from './types';

/** A user as any lead answer names it (the list's left-joined names may be null). */
type UserNamed = { id: number; firstAndLastName?: string | null; email?: string | null; firstName?: string | null; lastName?: string | null };

export const userName = (u: UserNamed | null | undefined): string =>
  u ? (u.firstAndLastName ?? [u.firstName, u.lastName].filter(Boolean).join(' ')) || (u.email ?? `#${u.id}`) : '';

export const leadName = (l: Pick<Lead, 'firstName' | 'lastName' | 'firstAndLastName'>): string =>
  l.firstAndLastName ?? `${l.firstName} ${l.lastName}`;

/** dd-MM-yyyy HH:mm:ss in the viewer's zone (spec §9). */
export const dateTime = (iso: string | null | undefined): string => (iso ? formatDateTime(iso) : '-');

export const money = (n: number | string | null | undefined): string =>
  n === null || n === undefined || n === '' ? '-' : Number(n).toLocaleString('es-MX', { style: 'currency', currency: 'MXN' });

export const currentInterest = (lead: Lead) => lead.LeadInterests?.find((i) => i.current) ?? lead.LeadInterests?.[0];
