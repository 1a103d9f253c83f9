import { FamilyRelation, type UserFamilyMember } from '@salon/contract';
import { Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import { RevealNumber } from '../../../components/RevealNumber';

export const relationTag = (value: number) => {
  const item = FamilyRelation.items.find((i) => i.value === value);
  return <Tag color={item?.color}>{item?.label ?? value}</Tag>;
};

/**
 * The people of a family account: name, mobile, relation, joined. Mobiles come masked for everyone;
 * `reveal` (holders of the page's 查看完整号码) asks the page's audited reveal for one member's whole number.
 */
export const memberColumns = (reveal?: (member: UserFamilyMember) => Promise<string | null>): ColumnsType<UserFamilyMember> => [
  { title: '姓名', dataIndex: 'name', width: 100 },
  {
    title: '手机号',
    dataIndex: 'mobile',
    width: 160,
    render: (v: string | null, m) => <RevealNumber masked={v} of={m} reveal={reveal ? () => reveal(m) : undefined} />,
  },
  { title: '与户主关系', dataIndex: 'relation', width: 100, render: relationTag },
  { title: '加入时间', dataIndex: 'joinedAt', width: 150, render: (v: string) => dayjs(v).format('YYYY-MM-DD HH:mm') },
];
