import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { addDays, mondayOf } from '@shared/domain/agendaRange';
import type { AgendaView } from '@shared/domain/agendaLayout';
import { callData } from '../../lib/apiCall';
import { agendaRoutes } from '@shared/contracts/appointmentContracts';
import { productRoutes } from '@shared/contracts/productContracts';

import type { AgendaItem, AgendaLead as LeadOption } from '@shared/schemas/appointmentResponses';

/** An agenda item (spec §3) and the appointment modal's client search: the API's answers. */
export type { AgendaItem, LeadOption };

/** The vehicles for test drives (GET /product/?flag=2): the API's answer. */
export type { ProductRow as ProductOption } from '@shared/schemas/productResponses';

export const agendaQueries = {
  all: ['agenda'] as const,
  range: (view: AgendaView, day: string, agencyId: number, userId: number) =>
    queryOptions({
      queryKey: [...agendaQueries.all, view, day, agencyId, userId],
      queryFn: () => {
        const scope = { UserId: userId, AgencyId: agencyId };
        if (view === 'day') return callData(agendaRoutes.day, { query: { date: day, ...scope } });
        if (view === 'week') {
          const startDate = mondayOf(day);
          return callData(agendaRoutes.week, { query: { startDate, endDate: addDays(startDate, 6), ...scope } });
        }
        return callData(agendaRoutes.month, { query: { date: day, ...scope } });
      },
      placeholderData: keepPreviousData,
    }),
  leads: (agencyId: number, search: string) =>
    queryOptions({
      queryKey: [...agendaQueries.all, 'leads', agencyId, search],
      queryFn: () => callData(agendaRoutes.leads, { query: { AgencyId: agencyId, UserId: -1, search } }),
    }),
  /** Vehicles for test drives (spec §7 product list; flag 2 as in create lead). */
  products: () =>
    queryOptions({
      queryKey: ['products', 'appointment'],
      queryFn: () => callData(productRoutes.active, { query: { flag: 2 } }),
      staleTime: 5 * 60_000,
    }),
};
