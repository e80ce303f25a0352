import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { appointmentQueries } from './queries';
import { WaitingListView } from './WaitingListView';

/**
 * lista-espera-citas/{AgencyId}: the board a staff member opens from Citas ('Lista de espera'),
 * read with their session; polled every 30 s. A display station's board is display/DeviceBoard.
 */
export function WaitingListBoard() {
  const agencyId = Number(useParams().AgencyId);
  const board = useQuery({ ...appointmentQueries.waitingList(agencyId), enabled: Number.isInteger(agencyId) && agencyId > 0 });
  return <WaitingListView rows={board.data} loading={board.isLoading} offline={board.isError} updatedAt={board.dataUpdatedAt} />;
}
