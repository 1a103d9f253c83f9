import {
  ACCEPTANCE_CHECK_OP,
  ACCEPTANCE_CHECKABLE,
  ACCEPTANCE_CHECKLIST,
  ACCEPTANCE_PASS_SCORE,
  acceptanceOutcome,
  AcceptanceItem,
  AcceptancePath,
  acceptanceResource,
  AcceptanceResultBody,
  type AcceptanceItemRow,
} from '@salon/contract';
import { Alert, App, Button, Input, Modal, Radio, Table, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useMemo, useState } from 'react';
import { get, ignoreRequestError, post } from '../../../api/request';
import { ResourcePage, type ResourcePageOptions, type ResourceRow } from '../../../engine/ResourcePage';

interface Entry {
  item: number;
  passed: boolean | null;
  note: string;
}

const scoreTag = (score: unknown) =>
  score === null || score === undefined ? '--' : <Tag color={Number(score) >= ACCEPTANCE_PASS_SCORE ? 'green' : 'red'}>{`${Number(score)} 分`}</Tag>;

/** The inspector's checklist for one round: pass or fail per item, a note on each failure; score and outcome follow. */
function ResultModal({ row, onClose, onDone }: { row: ResourceRow; onClose(): void; onDone(): void }) {
  const { message } = App.useApp();
  const [entries, setEntries] = useState<Entry[]>(() => ACCEPTANCE_CHECKLIST.map((c) => ({ item: c.item, passed: null, note: '' })));
  const [conclusion, setConclusion] = useState('');
  const [failReason, setFailReason] = useState('');
  const [saving, setSaving] = useState(false);
  const answered = entries.every((e) => e.passed !== null);
  const outcome = acceptanceOutcome(entries.map((e) => ({ item: e.item, passed: e.passed === true })));
  const set = (item: number, patch: Partial<Entry>) => setEntries((list) => list.map((e) => (e.item === item ? { ...e, ...patch } : e)));

  async function submit() {
    if (!answered) {
      message.warning('请逐项选择检查结果');
      return;
    }
    const body = {
      id: row.id,
      items: entries.map((e) => ({ item: e.item, passed: e.passed === true, note: e.note.trim() || null })),
      conclusion: conclusion.trim() || null,
      failReason: failReason.trim() || null,
    };
    const parsed = AcceptanceResultBody.safeParse(body);
    if (!parsed.success) {
      message.warning(parsed.error.issues[0].message);
      return;
    }
    setSaving(true);
    try {
      const result = await post<{ passed: boolean; score: number }>(AcceptancePath.submitResult, body);
      message.success(result.passed ? `验收通过（${result.score} 分）` : `验收未通过（${result.score} 分）`);
      onDone();
    } catch (err) {
      ignoreRequestError(err);
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal
      open
      title={`录入验收结果：${String(row.storeName ?? '')}`}
      onCancel={onClose}
      onOk={() => void submit()}
      confirmLoading={saving}
      okText="提交结果"
      cancelText="取消"
      width={860}
      destroyOnHidden
    >
      <Table
        size="small"
        pagination={false}
        rowKey="item"
        dataSource={ACCEPTANCE_CHECKLIST.map((c) => ({ ...c, entry: entries.find((e) => e.item === c.item)! }))}
        columns={[
          {
            title: '检查项',
            dataIndex: 'item',
            width: 170,
            render: (item: number, c) => (
              <div>
                <Typography.Text strong>{AcceptanceItem.labelOf(item)}</Typography.Text> <Typography.Text type="secondary">{c.score}分</Typography.Text>
                {c.veto ? (
                  <Tag color="red" style={{ marginLeft: 6 }}>
                    否决项
                  </Tag>
                ) : null}
                <div>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {c.hint}
                  </Typography.Text>
                </div>
              </div>
            ),
          },
          {
            title: '结果',
            key: 'passed',
            width: 150,
            render: (_: unknown, c) => (
              <Radio.Group
                aria-label={AcceptanceItem.labelOf(c.item)}
                value={c.entry.passed}
                onChange={(e) => set(c.item, { passed: e.target.value as boolean })}
                options={[
                  { value: true, label: '合格' },
                  { value: false, label: '不合格' },
                ]}
              />
            ),
          },
          {
            title: '问题说明',
            key: 'note',
            render: (_: unknown, c) => (
              <Input
                aria-label={`${AcceptanceItem.labelOf(c.item)}问题说明`}
                maxLength={200}
                placeholder={c.entry.passed === false ? '不合格须写明问题' : '选填'}
                status={c.entry.passed === false && !c.entry.note.trim() ? 'warning' : undefined}
                value={c.entry.note}
                onChange={(e) => set(c.item, { note: e.target.value })}
              />
            ),
          },
        ]}
      />
      <Alert
        style={{ margin: '12px 0' }}
        type={!answered ? 'info' : outcome.passed ? 'success' : 'error'}
        showIcon
        title={
          !answered
            ? `请逐项选择结果（满分100分，${ACCEPTANCE_PASS_SCORE}分及以上且否决项全部合格为通过）`
            : outcome.passed
              ? `得分 ${outcome.score} 分，验收通过`
              : `得分 ${outcome.score} 分，验收未通过${outcome.failedVeto.length ? `（否决项不合格：${outcome.failedVeto.join('、')}）` : ''}`
        }
      />
      <Typography.Text>验收结论</Typography.Text>
      <Input.TextArea
        aria-label="验收结论"
        rows={2}
        maxLength={500}
        showCount
        value={conclusion}
        onChange={(e) => setConclusion(e.target.value)}
        placeholder="选填，如：各项达标，同意开业"
      />
      {answered && !outcome.passed ? (
        <div style={{ marginTop: 12 }}>
          <Typography.Text>
            <span style={{ color: '#ff4d4f' }}>* </span>未通过原因
          </Typography.Text>
          <Input.TextArea
            aria-label="未通过原因"
            rows={2}
            maxLength={500}
            showCount
            value={failReason}
            onChange={(e) => setFailReason(e.target.value)}
            placeholder="写明须整改的问题，门店据此整改"
          />
        </div>
      ) : null}
    </Modal>
  );
}

/** Every recorded checklist row of a check, newest round first (the detail's lower half). */
function CheckItems({ id }: { id: number }) {
  const [rows, setRows] = useState<AcceptanceItemRow[] | null>(null);
  useEffect(() => {
    void get<AcceptanceItemRow[]>(AcceptancePath.items, { id }).then(setRows).catch(ignoreRequestError);
  }, [id]);
  return (
    <div style={{ marginTop: 16 }}>
      <Typography.Title level={5}>检查项记录</Typography.Title>
      <Table
        size="small"
        pagination={false}
        loading={rows === null}
        rowKey={(r) => `${r.round}-${r.item}`}
        dataSource={rows ?? []}
        locale={{ emptyText: '尚未录入验收结果' }}
        columns={[
          { title: '轮次', dataIndex: 'round', width: 70, render: (v: number) => `第${v}次` },
          { title: '检查项', dataIndex: 'item', width: 100, render: (v: number) => AcceptanceItem.labelOf(v) },
          { title: '结果', dataIndex: 'passed', width: 80, render: (v: boolean) => <Tag color={v ? 'green' : 'red'}>{v ? '合格' : '不合格'}</Tag> },
          { title: '得分', dataIndex: 'score', width: 60 },
          { title: '问题说明', dataIndex: 'note', render: (v: string | null) => v ?? '--' },
          { title: '验收时间', dataIndex: 'checkedAt', width: 140, render: (v: string) => dayjs(v).format('YYYY-MM-DD HH:mm') },
        ]}
      />
    </div>
  );
}

/** /operate/shop/acceptance: the declaration's page, plus recording the checklist results of a check. */
export default function AcceptancePage() {
  const [checking, setChecking] = useState<{ row: ResourceRow; reload(): Promise<void> } | null>(null);
  const options = useMemo<ResourcePageOptions>(
    () => ({
      render: {
        round: (v) => (Number(v) > 0 ? `第${Number(v)}次` : '未验收'),
        score: (v) => scoreTag(v),
      },
      rowActions: (row, page) =>
        ACCEPTANCE_CHECKABLE.includes(row.status as number) && page.can(ACCEPTANCE_CHECK_OP) ? (
          <Button type="link" size="small" onClick={() => setChecking({ row, reload: page.reload })}>
            录入结果
          </Button>
        ) : null,
      detailExtra: (row) => <CheckItems id={row.id} />,
    }),
    [],
  );
  return (
    <>
      <ResourcePage def={acceptanceResource} options={options} />
      {checking ? (
        <ResultModal
          row={checking.row}
          onClose={() => setChecking(null)}
          onDone={() => {
            const { reload } = checking;
            setChecking(null);
            void reload();
          }}
        />
      ) : null}
    </>
  );
}
