import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SaleStage } from '@shared/domain/phases';
import { saleRoutes } from '@shared/contracts/saleContracts';
import { callData } from '../../lib/apiCall';
import { saleQueries } from './saleQueries';

/** PATCH /sale/stage/{id}: 'Confirmar entrega' sends CLOSED. */
export function useSaleStageMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, stage }: { id: number; stage: SaleStage }) => callData(saleRoutes.moveStage, { params: { id }, body: { stage } }),
    onSuccess: () => client.invalidateQueries({ queryKey: saleQueries.all }),
  });
}

/**
 * The external sale report (admin simulation): POST auth, then POST sales/data/external with the
 * token as api-key. Failures are logged, and the view refreshes either way (spec §7).
 */
export function useReportSaleMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: { username: string; password: string; ClientId: number; saleVINs: string[] }) => {
      const { token } = await callData(saleRoutes.reportAuth, { body: { credentials: { username: input.username, password: input.password } } });
      return callData(saleRoutes.reportExternal, { body: { ClientId: input.ClientId, saleVINs: input.saleVINs } }, { headers: { 'api-key': token } });
    },
    onError: (error) => console.error('Reporte de venta externo', error),
    onSettled: () => client.invalidateQueries({ queryKey: saleQueries.all }),
  });
}
