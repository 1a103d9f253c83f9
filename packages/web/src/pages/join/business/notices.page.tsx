import { FRANCHISE_NOTICE_ADD_PAGE, franchiseNoticeResource } from '@salon/contract';
import { Typography } from 'antd';
import dayjs from 'dayjs';
import { useMemo } from 'react';
import { ResourcePage, type ResourcePageOptions } from '../../../engine/ResourcePage';
import { readProgress } from '../../operate/shop/noticeParts';
import { FranchiseNoticeReads, FranchiseStoreInput, franchiseTargetText, useFranchiseStores } from './noticeParts';

type StoreRead = { storeName: string; readAt: string; readByName: string | null; changed: boolean };

/**
 * /join/business/notices 加盟通知: head office writes notices (新增 opens 新增加盟通知), publishes and
 * withdraws them and follows each store's reading (the detail's read list and its export); a franchise
 * store's account lists the notices sent to its store, and opening one records the store's read.
 */
export default function FranchiseNoticesPage() {
  const stores = useFranchiseStores();
  const options = useMemo<ResourcePageOptions>(
    () => ({
      createPage: FRANCHISE_NOTICE_ADD_PAGE,
      inputs: { storeIds: FranchiseStoreInput },
      render: {
        targetType: (value, row) => franchiseTargetText(value, row.storeIds, stores),
        storeIds: (value, row) => franchiseTargetText(row.targetType, value, stores),
        readCount: (_, row) => readProgress(row),
        content: (value) => <div style={{ whiteSpace: 'pre-wrap' }}>{String(value ?? '')}</div>,
      },
      detailExtra: (row, page) => {
        const mine = row.myStoreRead as StoreRead | undefined;
        if (mine)
          return (
            <Typography.Paragraph type="success" style={{ marginTop: 16 }}>
              {`${mine.storeName}已于 ${dayjs(mine.readAt).format('YYYY-MM-DD HH:mm')} 阅读${mine.readByName ? `（${mine.readByName}）` : ''}`}
            </Typography.Paragraph>
          );
        return row.status === 0 ? null : <FranchiseNoticeReads id={row.id} can={page.can} />;
      },
    }),
    [stores],
  );
  return <ResourcePage def={franchiseNoticeResource} options={options} />;
}
