import { useQuery } from '@tanstack/react-query';
import { catalogQueries } from '../queries';

/** Activity channel options (GET /leadactivitychanneltype) for the activity and quote dialogs. */
export function useChannelOptions(enabled: boolean): { value: string; label: string }[] {
  const channels = useQuery({ ...catalogQueries.channels(), enabled });
  return channels.data?.map((c) => ({ value: c.slug, label: c.description })) ?? [];
}
