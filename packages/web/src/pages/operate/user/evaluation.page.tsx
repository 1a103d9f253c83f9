import { EvaluationOps, EvaluationPath, evaluationResource } from '@salon/contract';
import { App, Button, Input, Modal, Rate, Space, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { ignoreRequestError, post } from '../../../api/request';
import { MoneyText } from '../../../components/MoneyText';
import { resourcePage, type PageActions, type ResourceRow } from '../../../engine/ResourcePage';

const stars = (value: unknown) => (typeof value === 'number' ? <Rate disabled value={value} style={{ fontSize: 13, whiteSpace: 'nowrap' }} /> : '--');

/** 回复: the store's answer to a review (a new reply replaces the old one). */
function ReplyAction({ row, page }: { row: ResourceRow; page: PageActions }) {
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [saving, setSaving] = useState(false);
  if (row.hidden !== 0 || !page.can(EvaluationOps.reply)) return null;
  async function submit() {
    if (!text.trim()) {
      message.warning('请填写回复内容');
      return;
    }
    setSaving(true);
    try {
      await post(EvaluationPath.reply, { id: row.id, reply: text.trim() });
      message.success('回复已发布');
      setOpen(false);
      await page.reload();
    } catch (err) {
      ignoreRequestError(err);
    } finally {
      setSaving(false);
    }
  }
  return (
    <>
      <Button
        type="link"
        size="small"
        onClick={() => {
          setText((row.reply as string | null) ?? '');
          setOpen(true);
        }}
      >
        {row.reply ? '修改回复' : '回复'}
      </Button>
      {open ? (
        <Modal
          open
          title="回复评价"
          onCancel={() => setOpen(false)}
          onOk={submit}
          confirmLoading={saving}
          okText="发布回复"
          cancelText="取消"
          width={520}
          destroyOnHidden
        >
          <Typography.Paragraph type="secondary">
            {String(row.storeName ?? '')} · 订单 {String(row.orderNo ?? '')} · {stars(row.ratingOverall)}
          </Typography.Paragraph>
          <Typography.Paragraph>{(row.content as string | null) ?? '（顾客未填写评价内容）'}</Typography.Paragraph>
          <Input.TextArea
            rows={4}
            maxLength={500}
            showCount
            placeholder="回复将展示在顾客端评价下方"
            aria-label="回复内容"
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
        </Modal>
      ) : null}
    </>
  );
}

/** /operate/user/evaluation: 用户评价, from its declaration; replies from the row, stars drawn as stars, the order in the detail. */
export default resourcePage(evaluationResource, {
  render: { ratingOverall: stars },
  rowActions: (row, page) => <ReplyAction row={row} page={page} />,
  detailExtra: (row) => (
    <>
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        评价的订单
      </Typography.Title>
      <Space direction="vertical" size={2}>
        <span>服务项目：{(row.orderItems as string | null) ?? '--'}</span>
        <span>实付金额：{row.orderPaid ? <MoneyText value={row.orderPaid as string} prefix="¥" /> : '--'}</span>
        <span>服务完成：{row.orderFinishedAt ? dayjs(row.orderFinishedAt as string).format('YYYY-MM-DD HH:mm') : '--'}</span>
      </Space>
    </>
  ),
});
