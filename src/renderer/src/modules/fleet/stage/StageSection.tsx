import type { ReactNode } from 'react';
import { Flex, Typography } from 'antd';

/** One sub-section of the stage block: a heading, its actions on the right, its content below. */
export function StageSection({ title, actions, children, testId }: { title: string; actions?: ReactNode; children?: ReactNode; testId?: string }) {
  return (
    <section data-testid={testId} aria-label={title} style={{ borderTop: '1px solid rgba(5,5,5,0.06)', paddingTop: 8 }}>
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 6 }}>
        <Typography.Title level={5} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
        {actions ? <Flex gap={8} wrap>{actions}</Flex> : null}
      </Flex>
      {children}
    </section>
  );
}
