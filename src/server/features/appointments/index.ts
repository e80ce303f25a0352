// The appointments feature's door for other features: the waiting-list board's rows (the display stations read them).
export { waitingListRows } from './waitingList';
