import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { WAITING_LIST_POLL_MS } from '@shared/domain/constants';
import type { DisplayBoardAnswer } from '@shared/schemas/waitingListDisplay';
import { bridge } from '../lib/bridge';
import { WaitingListView } from '../modules/appointments/WaitingListView';
import { DISPLAY_PAIRING_PATH } from './displayPaths';

class Offline extends Error {}

/**
 * /pantalla/lista-espera: the paired display's board, read through the bridge with the device
 * credential (never Amplify). Polled every 30 s: an unreachable API keeps the last rows with
 * 'Sin conexión · datos de las HH:mm' and the next good poll clears it; a revoked credential blanks
 * the rows with the message at the poll that learns it.
 */
export function DeviceBoard() {
  const board = useQuery({
    queryKey: ['display-board'],
    queryFn: async (): Promise<Exclude<DisplayBoardAnswer, { state: 'offline' }>> => {
      const answer = await bridge['display:board']();
      if (answer.state === 'offline') throw new Offline('Sin conexión');
      return answer;
    },
    refetchInterval: WAITING_LIST_POLL_MS,
    refetchIntervalInBackground: true,
    // Told at once, and tried again at the next poll.
    retry: false,
  });
  const answer = board.data;
  useEffect(() => {
    if (answer?.state === 'unpaired') window.location.replace(DISPLAY_PAIRING_PATH);
  }, [answer?.state]);
  return (
    <WaitingListView
      rows={answer?.state === 'ok' ? answer.rows : undefined}
      loading={board.isLoading}
      offline={board.isError}
      updatedAt={board.dataUpdatedAt}
      {...(answer && answer.state !== 'ok' ? { notice: answer.message } : {})}
    />
  );
}
