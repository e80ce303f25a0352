import { Button, Space } from 'antd';
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { jumpWindow, pageWindow } from '@shared/domain/paging';

export interface WindowPagerProps {
  page: number;
  pages: number;
  onChange(page: number): void;
}

/**
 * Page numbers in windows of 5; previous/next move a whole window (spec §2 Leads list), clipped to
 * the first and last page: an arrow is enabled whenever there is a page to go to that way (with 2
 * pages, 'Siguiente' goes to page 2 rather than being disabled for want of a sixth page).
 */
export function WindowPager({ page, pages, onChange }: WindowPagerProps) {
  const numbers = pageWindow(page, pages);
  return (
    <Space wrap aria-label="Paginación">
      <Button icon={<LeftOutlined />} aria-label="Anterior" disabled={page <= 1} onClick={() => onChange(jumpWindow(page, pages, -1))} />
      {numbers.map((n) => (
        <Button key={n} type={n === page ? 'primary' : 'default'} aria-current={n === page ? 'page' : undefined} onClick={() => onChange(n)}>
          {n}
        </Button>
      ))}
      <Button icon={<RightOutlined />} aria-label="Siguiente" disabled={page >= pages} onClick={() => onChange(jumpWindow(page, pages, 1))} />
    </Space>
  );
}
