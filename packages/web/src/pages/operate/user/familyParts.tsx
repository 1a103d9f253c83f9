import { FamilyRelation, type UserFamilyMember } from '@salon/contract';
import { Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';

export const relationTag = (value: number) => {
  const item = FamilyRelation.items.find((i) => i.value === value);
  return <Tag color={item?.color}>{item?.label ?? value}</Tag>;
};

/** The people of a family account: name, mobile (masked unless the user may see it whole), relation, joined. */
export const memberColumns: ColumnsType<UserFamilyMember> = [
  { title: '姓名', dataIndex: 'name', width: 100 },
  { title: '手机号', dataIndex: 'mobile', width: 140, render: (v: string | null) => v ?? '--' },
  { title: '与户主关系', dataIndex: 'relation', width: 100, render: relationTag },
  { title: '加入时间', dataIndex: 'joinedAt', width: 150, render: (v: string) => dayjs(v).format('YYYY-MM-DD HH:mm') },
];
