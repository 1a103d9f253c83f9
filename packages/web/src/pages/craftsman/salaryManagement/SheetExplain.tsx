import { CommissionLineKind, SalaryAdjustmentKind, salarySheetExplain, type EndpointAnswer } from '@salon/contract';
import { Descriptions, Modal, Table, Tabs, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { call } from '../../../api/call';
import { ignoreRequestError } from '../../../api/request';

type Explain = EndpointAnswer<typeof salarySheetExplain>;
export type ExplainTab = 'commission' | 'adjustment' | 'tax';

const percent = (rate: string) => `${(Number(rate) * 100).toFixed(2).replace(/\.?0+$/, '')}%`;

/** What one sheet row came from: commission lines (orders, clawbacks), adjustments, the tax computation. */
export function SheetExplainModal({ id, tab, onClose }: { id: number; tab: ExplainTab; onClose(): void }) {
  const [data, setData] = useState<Explain | null>(null);
  const [active, setActive] = useState<string>(tab);
  useEffect(() => {
    call(salarySheetExplain, { id }).then(setData, ignoreRequestError);
  }, [id]);
  const s = data?.sheet;
  return (
    <Modal
      open
      width={960}
      title={s ? `薪资明细：${s.realName}（${s.employeeNo}） ${s.month.slice(0, 7)}` : '薪资明细'}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
    >
      {s ? (
        <>
          <Descriptions size="small" column={4} style={{ marginBottom: 12 }}>
            <Descriptions.Item label="薪资等级">{s.salaryLevel ?? '--'}</Descriptions.Item>
            <Descriptions.Item label="底薪">
              {s.baseWage}
              {s.baseDays !== null && s.monthDays !== null && s.baseDays < s.monthDays ? (
                <Typography.Text type="secondary">{`（${s.baseFull} × 计薪${s.baseDays}天 / ${s.monthDays}天）`}</Typography.Text>
              ) : null}
            </Descriptions.Item>
            <Descriptions.Item label="服务提成">{s.commission}</Descriptions.Item>
            <Descriptions.Item label="退款扣回">{s.clawback}</Descriptions.Item>
            <Descriptions.Item label="加项">{s.addition}</Descriptions.Item>
            <Descriptions.Item label="扣项">{s.deduction}</Descriptions.Item>
            <Descriptions.Item label="应发工资">{s.gross}</Descriptions.Item>
            <Descriptions.Item label="实发工资">{s.net}</Descriptions.Item>
          </Descriptions>
          <Tabs
            activeKey={active}
            onChange={setActive}
            items={[
              {
                key: 'commission',
                label: `提成明细（${data.commissionLines.length}）`,
                children: (
                  <Table
                    size="small"
                    rowKey="id"
                    dataSource={data.commissionLines}
                    pagination={{ pageSize: 10 }}
                    aria-label="提成明细"
                    columns={[
                      { title: '类型', dataIndex: 'kind', width: 90, render: (v: number) => <Tag>{CommissionLineKind.labelOf(v)}</Tag> },
                      { title: '订单号', dataIndex: 'orderNo', width: 170 },
                      { title: '服务日期', dataIndex: 'servedOn', width: 100 },
                      { title: '服务项目', dataIndex: 'itemName' },
                      { title: '分类', dataIndex: 'categoryName', width: 70 },
                      { title: '服务时等级', dataIndex: 'level', width: 90 },
                      { title: '指定', dataIndex: 'designated', width: 60, render: (v: boolean) => (v ? '是' : '否') },
                      { title: '提成基数', dataIndex: 'baseAmount', width: 100, align: 'right' },
                      { title: '比例', dataIndex: 'rate', width: 70, align: 'right', render: percent },
                      { title: '提成', dataIndex: 'amount', width: 90, align: 'right' },
                    ]}
                  />
                ),
              },
              {
                key: 'adjustment',
                label: `加扣项（${data.adjustments.length}）`,
                children: (
                  <Table
                    size="small"
                    rowKey="id"
                    dataSource={data.adjustments}
                    pagination={false}
                    aria-label="加扣项"
                    columns={[
                      { title: '类型', dataIndex: 'kind', width: 110, render: (v: string) => SalaryAdjustmentKind.labelOf(v) },
                      {
                        title: '方向',
                        dataIndex: 'sign',
                        width: 70,
                        render: (v: number) => (v > 0 ? <Tag color="green">加项</Tag> : <Tag color="red">扣项</Tag>),
                      },
                      { title: '事由', dataIndex: 'title' },
                      { title: '金额', dataIndex: 'amount', width: 100, align: 'right' },
                    ]}
                  />
                ),
              },
              {
                key: 'tax',
                label: '个税计算',
                children: (
                  <>
                    <Descriptions size="small" column={2} bordered>
                      <Descriptions.Item label="本年累计收入">{data.tax.ytdIncome}</Descriptions.Item>
                      <Descriptions.Item label="累计减除费用（5000元/月）">{data.tax.ytdAllowance}</Descriptions.Item>
                      <Descriptions.Item label="累计应纳税所得额">{data.tax.ytdTaxable}</Descriptions.Item>
                      <Descriptions.Item label="税率 / 速算扣除数">
                        {Number(data.tax.taxRate)}% / {data.tax.quickDeduction}
                      </Descriptions.Item>
                      <Descriptions.Item label="累计应纳税额">{data.tax.ytdTax}</Descriptions.Item>
                      <Descriptions.Item label="已预扣预缴税额">{data.tax.taxBefore}</Descriptions.Item>
                      <Descriptions.Item label="本月应预扣税额">{data.tax.tax}</Descriptions.Item>
                    </Descriptions>
                    <Table
                      size="small"
                      rowKey="month"
                      style={{ marginTop: 12 }}
                      dataSource={data.tax.months}
                      pagination={false}
                      columns={[
                        { title: '月份', dataIndex: 'month', render: (v: string) => v.slice(0, 7) },
                        { title: '应发工资', dataIndex: 'gross', align: 'right' },
                        { title: '个税', dataIndex: 'tax', align: 'right' },
                      ]}
                    />
                  </>
                ),
              },
            ]}
          />
        </>
      ) : null}
    </Modal>
  );
}
