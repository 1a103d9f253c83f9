import { TALENT_TAG_MAX, TALENT_TAG_SEPARATOR, TalentPoolOps, talentPoolResource as def, talentReactivate, talentTags, type RowOf } from '@salon/contract';
import { Button, Form, Input, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { TagInput } from '../../../components/TagInput';
import { ModalAction } from '../../../engine/ModalAction';
import { ResourceList } from '../../../engine/ResourceList';
import { useResourceList, type PageActions } from '../../../engine/useResourceList';
import { EndpointModal } from './talentParts';

type Row = RowOf<typeof def>;
type Done = { onClose(): void; onDone(): void };

const tagsOf = (text: string | null | undefined) => (text ? text.split(TALENT_TAG_SEPARATOR) : []);

/**
 * /hrm/employee/talentPool 人才池: people not hired (未录用, 已放弃) with the stage they reached, the reason,
 * the score and tags; 编辑标签, and 重新激活 (a new application at 待面试) unless flagged 不再录用 or reactivated
 * already.
 */
export default function TalentPoolPage() {
  const action = (page: PageActions, label: string, op: string, dialog: (d: Done) => ReactNode) =>
    page.can(op) ? (
      <ModalAction
        key={label}
        trigger={
          <Button type="link" size="small">
            {label}
          </Button>
        }
        onDone={page.reload}
      >
        {(m) => dialog({ onClose: m.close, onDone: m.done })}
      </ModalAction>
    ) : null;
  const list = useResourceList(def, {
    render: {
      tags: (value) =>
        tagsOf(value).map((t) => (
          <Tag key={t} color="purple">
            {t}
          </Tag>
        )),
      noRehire: (value) => (value ? <Tag color="red">不再录用</Tag> : '否'),
    },
    rowActions: (row, page) => (
      <>
        {action(page, '编辑标签', TalentPoolOps.tag, (d) => (
          <TagsModal row={row} {...d} />
        ))}
        {!row.noRehire && !row.reactivatedLedgerNo ? action(page, '重新激活', TalentPoolOps.reactivate, (d) => <ReactivateModal row={row} {...d} />) : null}
      </>
    ),
  });
  return <ResourceList list={list} />;
}

const who = (row: Row) => `${row.realName}（${row.ledgerNo}）`;

function TagsModal({ row, onClose, onDone }: { row: Row } & Done) {
  return (
    <EndpointModal<typeof talentTags, { tags: string[] }>
      endpoint={talentTags}
      title={`编辑标签：${who(row)}`}
      okText="保存"
      initialValues={{ tags: tagsOf(row.tags) }}
      input={(v) => ({ id: row.id, tags: v.tags ?? [] })}
      doneText={() => '标签已保存'}
      onClose={onClose}
      onDone={onDone}
    >
      {() => (
        <Form.Item name="tags" label="标签" extra={`最多 ${TALENT_TAG_MAX} 个，每个不超过 10 个字；输入后按回车或逗号添加`}>
          <TagInput maxTags={TALENT_TAG_MAX} maxChars={10} aria-label="标签" placeholder="如：技术扎实" />
        </Form.Item>
      )}
    </EndpointModal>
  );
}

function ReactivateModal({ row, onClose, onDone }: { row: Row } & Done) {
  return (
    <EndpointModal<typeof talentReactivate, { remark?: string }>
      endpoint={talentReactivate}
      title={`重新激活：${who(row)}`}
      okText="新建申请"
      intro={
        <Typography.Paragraph type="secondary">
          以此人的资料新建一条「待面试」的招聘台账，并与本记录关联；身份证号被标记为不再录用、或此人已有进行中的申请时不能激活。
        </Typography.Paragraph>
      }
      input={(v) => ({ id: row.id, remark: v.remark || undefined })}
      doneText={(a) => `已重新激活，新台账号 ${a.ledgerNo}`}
      onClose={onClose}
      onDone={onDone}
    >
      {() => (
        <Form.Item name="remark" label="激活说明">
          <Input.TextArea maxLength={200} rows={2} placeholder="如：电话回访，本人愿意再次应聘" />
        </Form.Item>
      )}
    </EndpointModal>
  );
}
