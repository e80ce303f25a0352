// The leads feature's contactKeys door (issue 52). The lead's duplicate keys and contacts as the duplicates feature reads and writes them, and a lead as
// the comparison shows it.
export { leadComparisonSide } from '../leadComparisonSide';
export {
  isLiveLead,
  keysOf,
  leadContacts,
  leadIdsWithEqualKeys,
  leadKeyColumns,
  leadsMissingKeys,
  leadsSharingContactKeys,
  multiWordNameKeys,
  storedContacts,
  storedKeysOf,
  writeContactKeys,
  type ContactKeyQuery,
  type LeadContactRow,
  type StoredContactRow,
} from '../leadContactKeys';
