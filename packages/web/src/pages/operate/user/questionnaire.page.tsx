import {
  QUESTION_MAX_OPTIONS,
  QUESTIONNAIRE_MAX_QUESTIONS,
  QuestionnaireOps,
  QuestionnairePath,
  questionnaireResource,
  QuestionType,
  type QuestionnaireDetailLines,
  type QuestionResult,
} from '@salon/contract';
import { App, Button, Card, Checkbox, Empty, Input, List, Progress, Select, Space, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { ignoreRequestError, post } from '../../../api/request';
import { resourcePage, type PageActions, type ResourceRow } from '../../../engine/ResourcePage';

interface Draft {
  title: string;
  type: number;
  /** One option a line. */
  options: string;
  required: boolean;
}

const typeTag = (type: number) => {
  const item = QuestionType.items.find((i) => i.value === type);
  return <Tag color={item?.color}>{item?.label}</Tag>;
};

/** The questions of a draft, edited as a whole and saved in one call (the server refuses once published). */
function QuestionEditor({ row, page }: { row: ResourceRow & Partial<QuestionnaireDetailLines>; page: PageActions }) {
  const { message } = App.useApp();
  const [drafts, setDrafts] = useState<Draft[]>(() =>
    (row.questions ?? []).map((q) => ({ title: q.title, type: q.type, options: q.options.map((o) => o.label).join('\n'), required: q.required })),
  );
  const [saving, setSaving] = useState(false);
  const change = (i: number, patch: Partial<Draft>) => setDrafts((list) => list.map((d, k) => (k === i ? { ...d, ...patch } : d)));
  async function save() {
    setSaving(true);
    try {
      const questions = drafts.map((d) => ({
        title: d.title.trim(),
        type: d.type,
        options:
          d.type === 2
            ? []
            : d.options
                .split('\n')
                .map((o) => o.trim())
                .filter(Boolean),
        required: d.required,
      }));
      await post(QuestionnairePath.saveQuestions, { id: row.id, questions }, { noFilter: true });
      message.success('题目已保存');
      await page.reload();
    } catch (err) {
      ignoreRequestError(err);
    } finally {
      setSaving(false);
    }
  }
  return (
    <div className="questionnaire-editor">
      {drafts.map((d, i) => (
        <Card
          key={i}
          size="small"
          style={{ marginBottom: 8 }}
          title={`第${i + 1}题`}
          extra={
            <Button type="link" danger size="small" onClick={() => setDrafts((list) => list.filter((_, k) => k !== i))}>
              删除
            </Button>
          }
        >
          <Space direction="vertical" style={{ width: '100%' }}>
            <Input aria-label={`第${i + 1}题题目`} placeholder="题目" maxLength={100} value={d.title} onChange={(e) => change(i, { title: e.target.value })} />
            <Space>
              <Select
                aria-label={`第${i + 1}题题型`}
                style={{ width: 120 }}
                value={d.type}
                options={QuestionType.items.map((t) => ({ value: t.value, label: t.label }))}
                onChange={(type: number) => change(i, { type })}
              />
              <Checkbox checked={d.required} onChange={(e) => change(i, { required: e.target.checked })}>
                必答
              </Checkbox>
            </Space>
            {d.type === 2 ? null : (
              <Input.TextArea
                aria-label={`第${i + 1}题选项`}
                rows={3}
                placeholder={`每行一个选项，2~${QUESTION_MAX_OPTIONS}个`}
                value={d.options}
                onChange={(e) => change(i, { options: e.target.value })}
              />
            )}
          </Space>
        </Card>
      ))}
      <Space>
        <Button
          disabled={drafts.length >= QUESTIONNAIRE_MAX_QUESTIONS}
          onClick={() => setDrafts((list) => [...list, { title: '', type: 0, options: '', required: true }])}
        >
          添加题目
        </Button>
        <Button type="primary" loading={saving} disabled={!drafts.length} onClick={save}>
          保存题目
        </Button>
      </Space>
    </div>
  );
}

/** What the answers say about one question: each option's count and share, or the latest texts. */
function QuestionStats({ q, responses }: { q: QuestionResult; responses: number }) {
  return (
    <Card
      size="small"
      style={{ marginBottom: 8 }}
      title={
        <span>
          {q.seq}. {q.title} {typeTag(q.type)}
        </span>
      }
      extra={<Typography.Text type="secondary">作答 {q.answered} 份</Typography.Text>}
    >
      {q.type === 2 ? (
        q.texts.length ? (
          <List
            size="small"
            dataSource={q.texts}
            renderItem={(t) => <List.Item extra={<Typography.Text type="secondary">{dayjs(t.at).format('MM-DD HH:mm')}</Typography.Text>}>{t.text}</List.Item>}
          />
        ) : (
          <Typography.Text type="secondary">暂无文字回答</Typography.Text>
        )
      ) : (
        q.options.map((o) => (
          <div key={o.label} style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
            <span style={{ width: 140, flex: 'none' }}>{o.label}</span>
            <Progress style={{ flex: 1, margin: 0 }} percent={responses ? Math.round((o.count / responses) * 100) : 0} size="small" />
            <span style={{ width: 60, textAlign: 'right' }}>{o.count} 票</span>
          </div>
        ))
      )}
    </Card>
  );
}

function QuestionnaireLines({ row, page }: { row: ResourceRow; page: PageActions }) {
  const detail = row as ResourceRow & Partial<QuestionnaireDetailLines>;
  const editable = row.status === 0 && page.can(QuestionnaireOps.update);
  return (
    <>
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        {editable ? '编辑题目（发布后不可修改）' : `题目与答卷统计 · 回收 ${detail.responseCount ?? 0} 份`}
      </Typography.Title>
      {editable ? (
        <QuestionEditor key={String(detail.questionCount)} row={detail} page={page} />
      ) : detail.questions?.length ? (
        detail.questions.map((q) => <QuestionStats key={q.id} q={q} responses={detail.responseCount ?? 0} />)
      ) : (
        <Empty description="暂无题目" />
      )}
    </>
  );
}

/** /operate/user/questionnaire: 问卷调查, from its declaration; questions are edited and answers counted in the detail. */
export default resourcePage(questionnaireResource, {
  detailExtra: (row, page) => <QuestionnaireLines row={row} page={page} />,
});
