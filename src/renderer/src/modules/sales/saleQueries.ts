import { queryOptions } from '@tanstack/react-query';
import type { SaleStage } from '@shared/domain/phases';
import type { SaleTabKey } from '@shared/domain/saleStageMove';
import { api, getData } from '../../lib/apiClient';

export interface Sale {
  id: number;
  stage: SaleStage;
  closedSale: boolean;
  origin: string;
  salePrice: number | null;
  quantity: number;
  credit_term: number | null;
  InvoiceNumber: string | null;
  SaleType: string | null;
  bank: string | null;
  insuranceCarrier: string | null;
  saleCondition: string | null;
  paymentMethod: string | null;
  takeCarInExange: boolean;
  rfc: string | null;
  createdAt: string;
  closingDate: string | null;
  User: { id: number; firstAndLastName: string } | null;
  Product: { id: number; name: string; model: string; version: string; imageUrl: string | null; color: string | null } | null;
  Lead: { id: number; firstAndLastName: string; email: string | null; phone: string | null; ClientId: string | null };
  SaleVINs: { id: number; vin: string }[];
}

export interface SaleDetail extends Sale {
  LeadPhaseRecords: { id: number; createdAt: string; comments: string | null; OldPhaseSlug: string | null; NewPhaseSlug: string }[];
  LeadActivities: {
    id: number;
    createdAt: string;
    title: string | null;
    comments: string | null;
    status: string;
    LeadActivityType: { slug: string; description: string };
    LeadActivityChannelType: { slug: string; description: string } | null;
  }[];
}

export interface SaleList {
  data: Sale[];
  total: number;
  pages: number;
  page: number;
  limit: number;
  totals: Record<SaleTabKey, number>;
}

export interface SaleListFilter {
  page: number;
  phase: SaleTabKey;
  search: string;
  sortBy?: string;
  filters?: { UserId?: number; ProductId?: number; startDate?: string; endDate?: string };
}

export const saleQueries = {
  all: ['sales'] as const,
  lists: () => [...saleQueries.all, 'list'] as const,
  list: (f: SaleListFilter) =>
    queryOptions({
      queryKey: [...saleQueries.lists(), f],
      queryFn: async () =>
        (
          await api.get<SaleList>('/sale/dashboard', {
            params: {
              page: f.page,
              limit: 10,
              phase: f.phase,
              search: f.search || undefined,
              sortBy: f.sortBy,
              filters: f.filters && Object.keys(f.filters).length ? JSON.stringify(f.filters) : undefined,
            },
          })
        ).data,
    }),
  detail: (id: number) =>
    queryOptions({ queryKey: [...saleQueries.all, 'detail', id], queryFn: () => getData<SaleDetail>(api.get(`/sale/dashboard/${id}`)) }),
};
