import { craftsmanDataChangeResource as def, DataLevel, suggestDataLevel, type DataLevelSuggestion, type RowOf } from '@salon/contract';
import { Button, Descriptions, Empty, Modal, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { call } from '../../../api/call';
import { ignoreRequestError } from '../../../api/request';
import { ModalAction } from '../../../engine/ModalAction';
import { ResourceList } from '../../../engine/ResourceList';
import { useResourceList } from '../../../engine/useResourceList';

type Row = RowOf<typeof def>;

/** /craftsman/craftsman/manageDatas 手艺人数据: data-level changes, each row able to show the craftsman's last month against the thresholds. */
export default function ManageDatasPage() {
  const list = useResourceList(def, {
    rowActions: (row) => (
      <ModalAction
        trigger={
          <Button type="link" size="small">
            上月数据
          </Button>
        }
      >
        {(m) => <SuggestionModal row={row} onClose={m.close} />}
      </ModalAction>
    ),
  });
  return <ResourceList list={list} />;
}

/** Last month's performance, customers and designated rate, and the level they reach. */
function SuggestionModal({ row, onClose }: { row: Row; onClose(): void }) {
  const [s, setS] = useState<DataLevelSuggestion | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    void call(suggestDataLevel, { craftsmanId: row.craftsmanId })
      .then(setS)
      .catch((err) => {
        setFailed(true);
        ignoreRequestError(err);
      });
  }, [row.craftsmanId]);
  return (
    <Modal open title={`${row.craftsmanName ?? ''} 的建议数据等级`} footer={null} onCancel={onClose}>
      {s ? (
        <Descriptions
          column={1}
          size="small"
          bordered
          items={[
            { key: 'month', label: '统计月份', children: s.month.slice(0, 7) },
            { key: 'performance', label: '月业绩（元）', children: s.performance },
            { key: 'customers', label: '服务顾客数', children: s.customers },
            { key: 'rate', label: '指定率', children: `${s.designatedRate}%` },
            { key: 'current', label: '当前数据等级', children: DataLevel.labelOf(s.currentLevel) },
            { key: 'suggested', label: '建议数据等级', children: s.suggestedLevel ? DataLevel.labelOf(s.suggestedLevel) : '未达到最低等级标准' },
          ]}
        />
      ) : failed ? (
        <Empty description="未能读取上月数据" />
      ) : (
        <Spin />
      )}
    </Modal>
  );
}
