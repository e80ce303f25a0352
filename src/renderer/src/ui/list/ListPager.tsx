import type { ReactNode } from 'react';
import { Flex, Typography } from 'antd';
import { totalWords } from '@shared/domain/paging';
import { WindowPager } from './WindowPager';

export interface ListPagerProps {
  page: number;
  pages: number;
  total: number;
  onChange(page: number): void;
  /** The total's words ('1 registro' / 'N registros' by default; the fleet leads list quotes 'N registro(s)'). */
  totalText?(total: number): ReactNode;
  /** The server's count stopped at its cap: the total reads 'más de 1,000 registros' and the pager still moves on. */
  totalCapped?: boolean;
}

/** The pager under every list: 'página / páginas · N registros' and the numbered window with previous/next. */
export function ListPager({ page, pages, total, onChange, totalText, totalCapped }: ListPagerProps) {
  const last = Math.max(pages, 1);
  return (
    <Flex justify="space-between" align="center" style={{ marginTop: 12 }} wrap gap={8}>
      <Typography.Text type="secondary" data-testid="list-total">
        {/* Two parts, so a reader (or a test) finds 'página / páginas' and the total each on its own. */}
        <span>{`${Math.min(page, last)} / ${last}${totalCapped ? '+' : ''}`}</span> · <span>{totalCapped ? totalWords(total, true) : totalText ? totalText(total) : totalWords(total, false)}</span>
      </Typography.Text>
      <WindowPager page={Math.min(page, last)} pages={last} onChange={onChange} />
    </Flex>
  );
}
