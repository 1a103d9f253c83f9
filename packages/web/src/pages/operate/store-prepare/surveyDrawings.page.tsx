import {
  CROPPER,
  deleteSurveyDrawing,
  DRAWING_FORMATS,
  saveSurveyDrawings,
  stprDrawsTypeConfig,
  SurveyDrawingOps,
  surveyDrawingProjectOptions,
  surveyDrawingResource as def,
  PREPARE_STATUS,
  type UploadedImage,
} from '@salon/contract';
import { App, Button, Form, Image, Input, Modal, Popconfirm, Select } from 'antd';
import { useEffect, useState } from 'react';
import { call } from '../../../api/call';
import { ignoreRequestError } from '../../../api/request';
import { ImageUpload, resizedUrl } from '../../../components/upload';
import { ModalAction } from '../../../engine/ModalAction';
import { ResourceList } from '../../../engine/ResourceList';
import { useResourceList, type PageActions, type ResourceRow } from '../../../engine/useResourceList';

type Option = { id: number; name: string };

/** 上传图纸: a project in progress, a drawing type, the files (pictures or PDF) and a note; one drawing a file, named after the file. */
function UploadModal({ onClose, onDone }: { onClose(): void; onDone(): void }) {
  const { message } = App.useApp();
  const [projects, setProjects] = useState<(Option & { status: number })[]>([]);
  const [types, setTypes] = useState<Option[]>([]);
  const [prepareId, setPrepareId] = useState<number>();
  const [typeId, setTypeId] = useState<number>();
  const [files, setFiles] = useState<UploadedImage[]>([]);
  const [remark, setRemark] = useState('');
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    call(surveyDrawingProjectOptions, {}).then((p) => setProjects(p.filter((x) => x.status === PREPARE_STATUS.active)), ignoreRequestError);
    call(stprDrawsTypeConfig, {}).then(setTypes, ignoreRequestError);
  }, []);
  const save = async () => {
    if (!prepareId || !typeId || !files.length) {
      message.warning(!prepareId ? '请选择筹建项目' : !typeId ? '请选择图纸类型' : '请上传图纸');
      return;
    }
    setSaving(true);
    try {
      const answer = await call(saveSurveyDrawings, {
        prepareId,
        typeId,
        files: files.map((f) => ({ name: f.name.replace(/\.[^.]+$/, '').slice(0, 60) || '图纸', url: f.url })),
        remark: remark || null,
      });
      message.success(`已上传 ${answer.ids.length} 份图纸`);
      onDone();
    } catch (err) {
      ignoreRequestError(err);
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal open width={640} title="上传勘测图纸" onCancel={onClose} onOk={() => void save()} okText="保存" cancelText="取消" confirmLoading={saving}>
      <Form layout="vertical">
        <Form.Item label="筹建项目" required extra="只能为筹建中的项目上传图纸">
          <Select
            aria-label="筹建项目"
            showSearch
            optionFilterProp="label"
            placeholder="请选择筹建项目"
            value={prepareId}
            options={projects.map((p) => ({ value: p.id, label: p.name }))}
            onChange={setPrepareId}
          />
        </Form.Item>
        <Form.Item label="图纸类型" required>
          <Select
            aria-label="图纸类型"
            placeholder="请选择图纸类型"
            value={typeId}
            options={types.map((t) => ({ value: t.id, label: t.name }))}
            onChange={setTypeId}
          />
        </Form.Item>
        <Form.Item label="图纸文件" required extra={`支持 ${DRAWING_FORMATS.join('、')}，每个不超过2MB，一次最多10个`}>
          <ImageUpload value={files} onChange={setFiles} formats={DRAWING_FORMATS} bucketNameType={CROPPER.documentBucket} maxCount={10} />
        </Form.Item>
        <Form.Item label="说明">
          <Input maxLength={200} value={remark} onChange={(e) => setRemark(e.target.value)} placeholder="如：复测后更新" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** 删除: a drawing of a project in progress (an opened or closed project's drawings are archived). */
function DeleteDrawing({ row, page }: { row: ResourceRow; page: PageActions }) {
  const { message } = App.useApp();
  if (row.projectStatus !== PREPARE_STATUS.active || !page.can(SurveyDrawingOps.remove)) return null;
  return (
    <Popconfirm
      title={`删除图纸「${String(row.name)}」？`}
      okText="删除"
      okButtonProps={{ danger: true }}
      cancelText="取消"
      onConfirm={() =>
        call(deleteSurveyDrawing, { id: row.id })
          .then(() => message.success('已删除'))
          .then(page.reload)
          .catch(ignoreRequestError)
      }
    >
      <Button type="link" size="small" danger>
        删除
      </Button>
    </Popconfirm>
  );
}

/**
 * /operate/store-prepare/surveyDrawings 勘测图纸: the projects' drawings by type (the types from
 * getStprDrawsTypeConfig); 上传图纸 adds pictures or PDFs for a project in progress; each is viewed
 * (a picture previewed, a PDF opened) and deleted while its project is in progress.
 */
export default function SurveyDrawingsPage() {
  const list = useResourceList(def, {
    render: {
      fileUrl: (value, row) => {
        const url = String(value ?? '');
        return row.fileKind === 'pdf' ? (
          <a href={url} target="_blank" rel="noreferrer">
            查看PDF
          </a>
        ) : (
          <Image width={48} height={36} style={{ objectFit: 'cover' }} src={resizedUrl(url)} preview={{ src: url }} alt={String(row.name ?? '')} />
        );
      },
    },
    rowActions: (row, page) => <DeleteDrawing row={row} page={page} />,
  });
  return (
    <ResourceList
      list={list}
      toolbar={
        list.can(SurveyDrawingOps.upload) ? (
          <ModalAction trigger={<Button type="primary">上传图纸</Button>} onDone={() => list.table.reload()}>
            {(m) => <UploadModal onClose={m.close} onDone={m.done} />}
          </ModalAction>
        ) : null
      }
    />
  );
}
