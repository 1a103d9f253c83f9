import { DeleteOutlined, RotateLeftOutlined, RotateRightOutlined, ScissorOutlined, UploadOutlined } from '@ant-design/icons';
import { CROPPER, IMAGE_UPLOAD, IMAGE_VARIANTS, uploadMessage, type UploadedImage } from '@salon/contract';
import { Button, Modal, Progress, Space, Typography } from 'antd';
import { useCallback, useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { autoCropRect, croppedName, moveRect, resizeRect, rotate, rotatedSize, workingSize, type Rect, type Rotation, type Size } from './cropMath';
import { isPicture } from './ImageUpload';
import { useUploadNotice } from './notice';
import { failureMessage, uploadImage, type RunningUpload } from './uploadApi';
import { acceptOf, checkCount, checkDuplicate, checkFormat, checkNameStem, checkSize, extensionOf, firstFailure } from './uploadRules';
import { resizedUrl } from './urls';
import './upload.css';
import { FileInput } from './FileInput';

export interface ImageCropperProps {
  value?: UploadedImage[];
  onChange?: (value: UploadedImage[]) => void;
  /** Output size in pixels (spec §9: 200 × 200). */
  cropWidth?: number;
  cropHeight?: number;
  /** Largest source file, KB (spec §9: 2048). */
  maxKb?: number;
  formats?: readonly string[];
  /** 3 images, 4 documents (spec §9). */
  bucketNameType?: number;
  maxCount?: number;
  /** Longest file-name stem (spec §9: 50). */
  nameStemMax?: number;
  disabled?: boolean;
  buttonText?: string;
}

const DEFAULT_FORMATS = ['jpg', 'jpeg', 'png', 'gif', 'webp'] as const;
/** The stage the picture is shown in (CSS pixels). */
const STAGE = { width: 480, height: 360 };

interface Picture {
  name: string;
  type: string;
  /** The working copy: at most 2000 px on the longer side. */
  working: HTMLCanvasElement;
}

async function loadPicture(file: File): Promise<Picture> {
  const url = URL.createObjectURL(file);
  try {
    const img = new Image();
    img.decoding = 'async';
    img.src = url;
    await img.decode();
    const size = workingSize({ width: img.naturalWidth, height: img.naturalHeight }, CROPPER.maxWorking);
    const working = document.createElement('canvas');
    working.width = size.width;
    working.height = size.height;
    const ctx = working.getContext('2d');
    if (!ctx) throw new Error('canvas unavailable');
    ctx.drawImage(img, 0, 0, size.width, size.height);
    return { name: file.name, type: file.type, working };
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** The working copy turned by a quarter-turn multiple. */
function rotatedCanvas(source: HTMLCanvasElement, rotation: Rotation): HTMLCanvasElement {
  const out = rotatedSize({ width: source.width, height: source.height }, rotation);
  const canvas = document.createElement('canvas');
  canvas.width = out.width;
  canvas.height = out.height;
  const ctx = canvas.getContext('2d')!;
  ctx.translate(out.width / 2, out.height / 2);
  ctx.rotate((rotation * Math.PI) / 180);
  ctx.drawImage(source, -source.width / 2, -source.height / 2);
  return canvas;
}

function cropToBlob(source: HTMLCanvasElement, rect: Rect, output: Size, type: string): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = output.width;
  canvas.height = output.height;
  const ctx = canvas.getContext('2d')!;
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(source, rect.x, rect.y, rect.width, rect.height, 0, 0, output.width, output.height);
  return new Promise((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('crop failed'))), type, 0.92));
}

/**
 * Crop-then-upload for pictures of a fixed output size (spec §4, §5, §9): the chosen file is
 * checked (name stem, size, format, duplicate name, count), shown scaled to at most 2000 px
 * with a centred crop of 80 % of the shorter side, turned in 90° steps either way, then the
 * crop (200 × 200 by default) is uploaded to bucket 3 (images) or 4 (documents).
 */
export function ImageCropper({
  value,
  onChange,
  cropWidth = CROPPER.crop,
  cropHeight = CROPPER.crop,
  maxKb = IMAGE_UPLOAD.maxKb,
  formats = DEFAULT_FORMATS,
  bucketNameType = CROPPER.imageBucket,
  maxCount = IMAGE_UPLOAD.maxFiles,
  nameStemMax = CROPPER.nameStem,
  disabled = false,
  buttonText = '裁剪上传',
}: ImageCropperProps) {
  const { message } = useUploadNotice();
  const items = value ?? [];
  const [open, setOpen] = useState(false);
  /** The chosen picture as shown: turned, with the crop in the turned picture's pixels. */
  const [view, setView] = useState<{ picture: Picture; rotation: Rotation; stage: HTMLCanvasElement; rect: Rect } | null>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const running = useRef<RunningUpload<UploadedImage> | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const stageCanvas = useRef<HTMLCanvasElement>(null);
  const drag = useRef<{ mode: 'move' | 'resize'; x: number; y: number; rect: Rect } | null>(null);
  const aspect = cropWidth / cropHeight;

  useEffect(() => () => running.current?.abort(), []);

  /** Shows a picture turned by `rotation`, starting again from the automatic crop. */
  const show = useCallback(
    (picture: Picture, rotation: Rotation) => {
      const stage = rotatedCanvas(picture.working, rotation);
      setView({
        picture,
        rotation,
        stage,
        rect: autoCropRect({ width: stage.width, height: stage.height }, { width: cropWidth, height: cropHeight }, CROPPER.autoCrop),
      });
    },
    [cropWidth, cropHeight],
  );
  const picture = view?.picture ?? null;
  const stageImage = view?.stage ?? null;
  const rect = view?.rect ?? null;
  const setRect = (next: Rect) => setView((v) => (v ? { ...v, rect: next } : v));
  const turn = (direction: 'left' | 'right') => view && show(view.picture, rotate(view.rotation, direction));

  const scale = stageImage ? Math.min(STAGE.width / stageImage.width, STAGE.height / stageImage.height, 1) : 1;

  useEffect(() => {
    const canvas = stageCanvas.current;
    if (!canvas || !stageImage) return;
    canvas.width = Math.round(stageImage.width * scale);
    canvas.height = Math.round(stageImage.height * scale);
    canvas.getContext('2d')?.drawImage(stageImage, 0, 0, canvas.width, canvas.height);
  }, [stageImage, scale]);

  const reset = useCallback(() => {
    setView(null);
    setPercent(null);
  }, []);

  function openCropper() {
    const count = checkCount(items.length, 1, maxCount);
    if (count !== true) return void message.warning(count);
    reset();
    setOpen(true);
  }

  async function choose(file: File) {
    const check = firstFailure(
      () => checkNameStem(file.name, nameStemMax),
      () => checkSize(file.size, maxKb),
      () => checkFormat(file.name, formats),
      () =>
        checkDuplicate(
          file.name,
          items.map((i) => i.name),
        ),
      () => checkCount(items.length, 1, maxCount),
    );
    if (check !== true) return void message.warning(check);
    try {
      show(await loadPicture(file), 0);
    } catch {
      void message.error('图片读取失败，请换一张图片');
    }
  }

  async function confirm() {
    if (!picture || !stageImage || !rect) return void message.warning(uploadMessage('chooseImage'));
    const type = picture.type === 'image/jpeg' || extensionOf(picture.name) === 'jpg' ? 'image/jpeg' : 'image/png';
    const blob = await cropToBlob(stageImage, rect, { width: cropWidth, height: cropHeight }, type);
    setPercent(0);
    // The key takes the output's extension; the record keeps the chosen name (duplicates are judged by it).
    const run = uploadImage(blob, croppedName(picture.name, type), bucketNameType, setPercent, picture.name);
    running.current = run;
    try {
      const record = await run.promise;
      onChange?.([...(value ?? []), record]);
      setOpen(false);
      reset();
    } catch (err) {
      const text = failureMessage(err, 'image');
      if (text) void message.error(text);
      setPercent(null);
    } finally {
      running.current = null;
    }
  }

  function onPointerDown(mode: 'move' | 'resize', e: ReactPointerEvent) {
    if (!rect) return;
    e.preventDefault();
    e.stopPropagation();
    (e.currentTarget as Element).setPointerCapture?.(e.pointerId);
    drag.current = { mode, x: e.clientX, y: e.clientY, rect };
  }

  function onPointerMove(e: ReactPointerEvent) {
    const d = drag.current;
    if (!d || !stageImage) return;
    const dx = (e.clientX - d.x) / scale;
    const dy = (e.clientY - d.y) / scale;
    const image = { width: stageImage.width, height: stageImage.height };
    setRect(d.mode === 'move' ? moveRect(d.rect, dx, dy, image) : resizeRect(d.rect, Math.abs(dx) > Math.abs(dy) ? dx : dy * aspect, image, aspect));
  }

  const uploading = percent !== null;
  return (
    <div className="upload-kit upload-cropper">
      <div className="upload-images">
        {items.map((item) => (
          <div className="upload-images__item" key={`${item.id}-${item.url}`} title={item.name}>
            {isPicture(item) ? <img src={resizedUrl(item.url, IMAGE_VARIANTS.thumbnail)} alt={item.name} width={96} height={96} /> : <span>{item.name}</span>}
            {disabled ? null : (
              <Button
                className="upload-images__remove"
                size="small"
                type="text"
                danger
                icon={<DeleteOutlined />}
                aria-label={`删除 ${item.name}`}
                onClick={() => onChange?.(items.filter((i) => i !== item))}
              />
            )}
          </div>
        ))}
        {disabled ? null : (
          <button type="button" className="upload-images__trigger" onClick={openCropper}>
            <ScissorOutlined />
            <span>{buttonText}</span>
          </button>
        )}
      </div>
      <Modal
        title="裁剪图片"
        open={open}
        width={560}
        okText="裁剪并上传"
        cancelText="取消"
        mask={{ closable: false }}
        okButtonProps={{ loading: uploading }}
        cancelButtonProps={{ disabled: uploading }}
        closable={!uploading}
        onOk={() => void confirm()}
        onCancel={() => {
          if (uploading) return;
          setOpen(false);
          reset();
        }}
        destroyOnHidden
      >
        <Space style={{ marginBottom: 12 }} wrap>
          <Button icon={<UploadOutlined />} onClick={() => input.current?.click()} disabled={uploading}>
            选择图片
          </Button>
          <Button icon={<RotateLeftOutlined />} onClick={() => turn('left')} disabled={!picture || uploading} aria-label="向左旋转">
            左转
          </Button>
          <Button icon={<RotateRightOutlined />} onClick={() => turn('right')} disabled={!picture || uploading} aria-label="向右旋转">
            右转
          </Button>
          <Typography.Text type="secondary">
            输出 {cropWidth}×{cropHeight}，{formats.join('/')}，不超过 {maxKb}KB
          </Typography.Text>
        </Space>
        <div
          className="upload-cropper__stage"
          style={{ width: STAGE.width, height: STAGE.height }}
          onPointerMove={onPointerMove}
          onPointerUp={() => (drag.current = null)}
          onPointerCancel={() => (drag.current = null)}
        >
          {stageImage && rect ? (
            <div className="upload-cropper__canvas" style={{ width: Math.round(stageImage.width * scale), height: Math.round(stageImage.height * scale) }}>
              <canvas ref={stageCanvas} />
              <div
                className="upload-cropper__rect"
                data-testid="crop-rect"
                style={{ left: rect.x * scale, top: rect.y * scale, width: rect.width * scale, height: rect.height * scale }}
                onPointerDown={(e) => onPointerDown('move', e)}
              >
                <span className="upload-cropper__handle" onPointerDown={(e) => onPointerDown('resize', e)} />
              </div>
            </div>
          ) : (
            <Typography.Text type="secondary">{uploadMessage('chooseImage')}</Typography.Text>
          )}
        </div>
        {uploading ? <Progress percent={percent ?? 0} size="small" status="active" /> : null}
        <FileInput
          ref={input}
          accept={acceptOf(formats)}
          data-testid="image-cropper-input"
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (file) void choose(file);
          }}
        />
      </Modal>
    </div>
  );
}
