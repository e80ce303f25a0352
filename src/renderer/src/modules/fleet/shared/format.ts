import dayjs from 'dayjs';

/** Dates as the fleet screens show them. */
export const fleetDate = (iso: string | null | undefined): string => (iso ? dayjs(iso).format('DD/MM/YYYY') : '-');
export const fleetDateTime = (iso: string | null | undefined): string => (iso ? dayjs(iso).format('DD/MM/YYYY HH:mm') : '-');
