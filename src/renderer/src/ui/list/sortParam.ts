import type { SortOrder } from 'antd/es/table/interface';

/**
 * Sorting as the part-2 calls take it: `sortBy` is a list of direction-prefixed column names
 * ('-createdAt' descending, 'createdAt' ascending). The list screens keep one key at a time.
 */
export function sortOrderOf(sortBy: string | undefined, key: string): SortOrder {
  if (sortBy === key) return 'ascend';
  if (sortBy === `-${key}`) return 'descend';
  return null;
}

export function sortByOf(key: string | undefined, order: SortOrder | undefined): string | undefined {
  if (!key || !order) return undefined;
  return order === 'descend' ? `-${key}` : key;
}
