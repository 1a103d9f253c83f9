import { Button, Popconfirm } from 'antd';
import type { ReactNode } from 'react';

/** The red link button of a row that asks before deleting. */
export function DeleteButton({ title, description, onConfirm }: { title: ReactNode; description?: ReactNode; onConfirm(): void | Promise<void> }) {
  return (
    <Popconfirm title={title} description={description} okText="删除" okButtonProps={{ danger: true }} cancelText="取消" onConfirm={onConfirm}>
      <Button type="link" size="small" danger>
        删除
      </Button>
    </Popconfirm>
  );
}
