import { WindowPager, type WindowPagerProps } from '../leads/list/WindowPager';

export type BlockPagerProps = WindowPagerProps;

/** Numbered paging in blocks of 5 page buttons (spec §9): the one pager of every list. */
export function BlockPager(props: BlockPagerProps) {
  return <WindowPager {...props} />;
}
