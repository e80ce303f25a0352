import { Badge } from 'antd';

export interface CountBadgeProps {
  count: number;
  /** The tab it counts is the current one. */
  active?: boolean;
  /** The count stopped at the list kit's cap (a search): it reads 'más de 1,000'. */
  capped?: boolean;
  'data-testid'?: string;
}

/**
 * A tab's count: antd's badge draws each digit in its own element, read aloud as '7 0 3'; the badge
 * is hidden from screen readers and the number is read once, whole. Both colours hold white text
 * at 4.5:1 or more.
 */
export function CountBadge({ count, active = false, capped = false, 'data-testid': testId }: CountBadgeProps) {
  const shown = capped ? `más de ${count.toLocaleString('en-US')}` : count;
  return (
    <>
      <Badge count={shown} showZero overflowCount={99999} color={active ? '#0b5cad' : '#595959'} data-testid={testId} aria-hidden />
      <span className="crm-sr-only">({shown})</span>
    </>
  );
}
