import {
  DEPART_STATUS,
  DepartOps,
  departResource,
  deleteRecrDepartFileById,
  revertSubmitDepart,
  submitDepartRevoke,
  submitNoRehire,
  submitRecrDepartFile,
  type UploadedImage,
} from '@salon/contract';
import { App, Button, Modal, Popconfirm, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { call } from '../../../api/call';
import { ignoreRequestError, publicFileUrl } from '../../../api/request';
import { ReasonModal } from '../../../components/ReasonModal';
import { ImageUpload } from '../../../components/upload';
import { ModalAction } from '../../../engine/ModalAction';
import { resourcePage, type PageActions, type ResourceRow } from '../../../engine/ResourcePage';

type DepartFile = { id: number; fileName: string; url: string; createdBy: string; createdAt: string };

/** A step that asks for a reason first (撤销, 不再录用), then reloads the list. */
function ReasonAction({
  label,
  title,
  reasonLabel,
  danger,
  run,
  page,
}: {
  label: string;
  title: string;
  reasonLabel: string;
  danger?: boolean;
  run(reason: string): Promise<unknown>;
  page: PageActions;
}) {
  const { message } = App.useApp();
  return (
    <ModalAction
      trigger={
        <Button type="link" size="small" danger={danger}>
          {label}
        </Button>
      }
      onDone={page.reload}
    >
      {(m) => (
        <ReasonModal
          title={title}
          label={reasonLabel}
          okText="确定"
          danger={danger}
          onClose={m.close}
          onSubmit={async (reason) => {
            await run(reason);
            message.success(`已${label}`);
            m.done();
          }}
        />
      )}
    </ModalAction>
  );
}

function RowActions({ row, page }: { row: ResourceRow; page: PageActions }) {
  const { message } = App.useApp();
  const id = row.id;
  const name = String(row.craftsmanName ?? '');
  return (
    <>
      {row.status === DEPART_STATUS.waiting && page.can(DepartOps.revert) ? (
        <Popconfirm
          title={`撤回 ${name} 的离职单？`}
          description="只有申请人可以撤回；撤回后可重新提交。"
          okText="撤回"
          cancelText="取消"
          onConfirm={() =>
            call(revertSubmitDepart, { id, reason: null })
              .then(() => message.success('已撤回'))
              .then(page.reload)
              .catch(ignoreRequestError)
          }
        >
          <Button type="link" size="small">
            撤回
          </Button>
        </Popconfirm>
      ) : null}
      {row.status === DEPART_STATUS.waiting && page.can(DepartOps.revoke) ? (
        <ReasonAction
          label="撤销"
          title={`撤销 ${name} 的离职单`}
          reasonLabel="撤销原因"
          danger
          page={page}
          run={(reason) => call(submitDepartRevoke, { id, reason })}
        />
      ) : null}
      {row.status === DEPART_STATUS.departed && !row.noRehire && page.can(DepartOps.noRehire) ? (
        <ReasonAction
          label="不再录用"
          title={`标记 ${name} 不再录用（以后以其身份证号登记将被拒绝）`}
          reasonLabel="不再录用原因"
          danger
          page={page}
          run={(reason) => call(submitNoRehire, { id, reason })}
        />
      ) : null}
    </>
  );
}

/** Adds uploaded files to an order, one call each (POST submitRecrDepartFile). */
function AddFilesModal({ departId, onClose, onAdded }: { departId: number; onClose(): void; onAdded(files: DepartFile[]): void }) {
  const [images, setImages] = useState<UploadedImage[]>([]);
  const [saving, setSaving] = useState(false);
  async function submit() {
    setSaving(true);
    try {
      const added: DepartFile[] = [];
      for (const image of images) {
        const name = image.name.replace(/\.[^.]+$/, '').slice(0, 60) || '离职附件';
        added.push((await call(submitRecrDepartFile, { departId, fileName: name, url: image.url })) as unknown as DepartFile);
      }
      onAdded(added);
    } catch (err) {
      ignoreRequestError(err);
    } finally {
      setSaving(false);
    }
  }
  return (
    <Modal
      open
      title="上传离职附件"
      onCancel={onClose}
      onOk={submit}
      okText="保存"
      cancelText="取消"
      confirmLoading={saving}
      okButtonProps={{ disabled: !images.length }}
    >
      <Typography.Paragraph type="secondary">辞职申请书、工作交接单等（图片或 PDF），每张离职单最多 10 个。</Typography.Paragraph>
      <ImageUpload value={images} onChange={setImages} maxCount={5} bucketNameType={4} buttonText="选择文件" />
    </Modal>
  );
}

/** The order's files under its detail: open, add, remove (while 待审核 or 已离职). */
function DepartFiles({ row, page }: { row: ResourceRow & Record<string, unknown>; page: PageActions }) {
  const { message } = App.useApp();
  const [files, setFiles] = useState<DepartFile[]>((row.files as DepartFile[] | undefined) ?? []);
  const editable = page.can(DepartOps.file) && (row.status === DEPART_STATUS.waiting || row.status === DEPART_STATUS.departed);
  const remove = (file: DepartFile) =>
    call(deleteRecrDepartFileById, { id: file.id })
      .then(() => {
        setFiles((all) => all.filter((f) => f.id !== file.id));
        message.success('已删除附件');
        void page.reload();
      })
      .catch(ignoreRequestError);
  return (
    <div style={{ marginTop: 16 }}>
      <Typography.Title level={5}>附件</Typography.Title>
      {files.length ? (
        <Space direction="vertical" size={4}>
          {files.map((f) => (
            <Space key={f.id}>
              <a href={publicFileUrl(f.url)} target="_blank" rel="noreferrer">
                {f.fileName}
              </a>
              <Typography.Text type="secondary">
                {f.createdBy} · {f.createdAt.slice(0, 10)}
              </Typography.Text>
              {editable ? (
                <Popconfirm title={`删除附件「${f.fileName}」？`} okText="删除" cancelText="取消" onConfirm={() => remove(f)}>
                  <Button type="link" size="small" danger>
                    删除
                  </Button>
                </Popconfirm>
              ) : null}
            </Space>
          ))}
        </Space>
      ) : (
        <Typography.Text type="secondary">暂无附件</Typography.Text>
      )}
      {editable ? (
        <div style={{ marginTop: 8 }}>
          <ModalAction trigger={<Button size="small">上传附件</Button>}>
            {(m) => (
              <AddFilesModal
                departId={row.id}
                onClose={m.close}
                onAdded={(added) => {
                  setFiles((all) => [...all, ...added]);
                  message.success(`已添加 ${added.length} 个附件`);
                  m.done();
                  void page.reload();
                }}
              />
            )}
          </ModalAction>
        </div>
      ) : null}
    </div>
  );
}

/**
 * /hrm/employee/dimission 离职管理: departure orders, waiting ones first; 新增 submits one (a craftsman
 * without an open order), 通过 makes the craftsman 已离职, 驳回, 撤回 (the applicant), 撤销 (HR),
 * 不再录用 on a departed one; the detail holds the files.
 */
export default resourcePage(departResource, {
  render: {
    noRehire: (v) => (v ? <Tag color="red">不再录用</Tag> : '--'),
    fileCount: (v) => (Number(v) > 0 ? `${String(v)} 个` : '--'),
  },
  formDialog: {
    title: (record) => (record ? `修改离职单 ${record.orderNo}` : '提交离职'),
    intro: (record) => (record ? undefined : '一名手艺人同时只能有一张待审核的离职单；审核通过后手艺人即为已离职，并退出所在门店。'),
  },
  rowActions: (row, page) => <RowActions row={row} page={page} />,
  detailExtra: (row, page) => <DepartFiles row={row} page={page} />,
});
