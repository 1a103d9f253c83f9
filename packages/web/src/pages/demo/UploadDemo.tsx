import { CROPPER, IMAGE_UPLOAD, VIDEO_UPLOAD, type UploadedImage, type UploadedVideo } from '@salon/contract';
import { Card, Col, Descriptions, Row, Space, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { ImageCropper } from '../../components/upload/ImageCropper';
import { ImageUpload } from '../../components/upload/ImageUpload';
import { VideoUpload } from '../../components/upload/VideoUpload';

/** Section titles and the value panels' test ids: what a browser test of this page looks for. */
export const UPLOAD_DEMO = {
  title: '上传组件',
  sections: { images: '图片上传', documents: '文档上传（存储类型4）', cropper: '图片裁剪', video: '视频上传' },
  valueTestId: (section: 'images' | 'documents' | 'cropper' | 'video') => `upload-demo-value-${section}`,
  videoMaxDuration: 60,
} as const;

function Value({ section, value }: { section: Parameters<typeof UPLOAD_DEMO.valueTestId>[0]; value: unknown }) {
  return (
    <pre
      className="upload-demo__value"
      data-testid={UPLOAD_DEMO.valueTestId(section)}
      style={{ maxHeight: 220, overflow: 'auto', background: '#fafafa', padding: 8, fontSize: 12, margin: 0 }}
    >
      {JSON.stringify(value, null, 2)}
    </pre>
  );
}

function Section({ title, rules, children }: { title: string; rules: ReactNode; children: ReactNode }) {
  return (
    <Card size="small" title={title}>
      <Space orientation="vertical" style={{ width: '100%' }} size="middle">
        <Typography.Text type="secondary">{rules}</Typography.Text>
        {children}
      </Space>
    </Card>
  );
}

/**
 * The upload kit live (spec §4, §5, §7, §8, §9): every example really uploads (signature,
 * storage host, registration or video check) and shows the value a form would save.
 */
export default function UploadDemo() {
  const [images, setImages] = useState<UploadedImage[]>([]);
  const [documents, setDocuments] = useState<UploadedImage[]>([]);
  const [cropped, setCropped] = useState<UploadedImage[]>([]);
  const [videos, setVideos] = useState<UploadedVideo[]>([]);
  const s = UPLOAD_DEMO.sections;
  return (
    <div className="upload-demo">
      <Typography.Title level={4}>{UPLOAD_DEMO.title}</Typography.Title>
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={12}>
          <Section
            title={s.images}
            rules={`格式 ${IMAGE_UPLOAD.formats.join('、')}；单个不超过 ${IMAGE_UPLOAD.maxKb}KB；最多 ${IMAGE_UPLOAD.maxFiles} 个；上传中显示进度，完成或失败后离开列表`}
          >
            <ImageUpload value={images} onChange={setImages} />
            <Value section="images" value={images} />
          </Section>
        </Col>
        <Col xs={24} xl={12}>
          <Section title={s.documents} rules="同一上传流程，文件存入文档目录；最多 3 个">
            <ImageUpload value={documents} onChange={setDocuments} bucketNameType={CROPPER.documentBucket} maxCount={3} buttonText="上传文档" />
            <Value section="documents" value={documents} />
          </Section>
        </Col>
        <Col xs={24} xl={12}>
          <Section
            title={s.cropper}
            rules={`文件名不超过 ${CROPPER.nameStem} 字；不超过 ${IMAGE_UPLOAD.maxKb}KB；同名文件不能重复；默认裁剪 ${CROPPER.crop}×${CROPPER.crop}，工作图不超过 ${CROPPER.maxWorking}px，自动裁剪短边的 ${CROPPER.autoCrop * 100}%，可左右 90° 旋转`}
          >
            <ImageCropper value={cropped} onChange={setCropped} maxCount={3} />
            <Value section="cropper" value={cropped} />
          </Section>
        </Col>
        <Col xs={24} xl={12}>
          <Section
            title={s.video}
            rules={`mp4 / mov；最多 ${VIDEO_UPLOAD.maxItems} 个；单个不超过 ${VIDEO_UPLOAD.maxMb}MB；标题不超过 ${VIDEO_UPLOAD.titleMax} 字；时长不超过 ${UPLOAD_DEMO.videoMaxDuration} 秒；校验完成前进度停在 99%，开始上传后不能取消`}
          >
            <VideoUpload value={videos} onChange={setVideos} maxDuration={UPLOAD_DEMO.videoMaxDuration} />
            <Value section="video" value={videos} />
          </Section>
        </Col>
      </Row>
      <Descriptions size="small" column={1} style={{ marginTop: 16 }} title="上传流程">
        <Descriptions.Item label="图片/文档">GET /basics/common/oss/getUploadSign → POST 存储地址（签名表单） → POST /basics/oss/uploadV2</Descriptions.Item>
        <Descriptions.Item label="视频">GET /circle/hairs/getSign → POST 存储地址（签名表单） → GET /mgt/oss/checkVideoTime</Descriptions.Item>
        <Descriptions.Item label="图片缩放">地址后缀 ?x-oss-process=image/resize,w_1125/quality,q_90</Descriptions.Item>
      </Descriptions>
    </div>
  );
}
