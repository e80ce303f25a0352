import { Button, Space } from 'antd';
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { jumpWindow, pageWindow } from '@shared/domain/paging';

export interface BlockPagerProps {
  page: number;
  pages: number;
  onChange(page: number): void;
}

/** Numbered paging in blocks of 5 page buttons; the arrows jump a whole block (spec §9). */
export function BlockPager({ page, pages, onChange }: BlockPagerProps) {
  const numbers = pageWindow(page, pages);
  return (
    <Space wrap aria-label="Paginación">
      <Button icon={<LeftOutlined />} aria-label="Anterior" disabled={numbers[0] === 1} onClick={() => onChange(jumpWindow(page, pages, -1))} />
      {numbers.map((n) => (
        <Button key={n} type={n === page ? 'primary' : 'default'} onClick={() => onChange(n)}>
          {n}
        </Button>
      ))}
      <Button
        icon={<RightOutlined />}
        aria-label="Siguiente"
        disabled={(numbers[numbers.length - 1] ?? 1) >= pages}
        onClick={() => onChange(jumpWindow(page, pages, 1))}
      />
    </Space>
  );
}
