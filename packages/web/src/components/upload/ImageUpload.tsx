import { CloseOutlined, DeleteOutlined, FileOutlined, PlusOutlined } from '@ant-design/icons';
import { CROPPER, IMAGE_UPLOAD, IMAGE_VARIANTS, uploadMessage, type UploadedImage } from '@salon/contract';
import { Button, Image, Progress, Tooltip } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useUploadNotice } from './notice';
import { failureMessage, uploadImage, wasAborted, type RunningUpload } from './uploadApi';
import { acceptOf, checkCount, checkFormat, checkSize, extensionOf, firstFailure } from './uploadRules';
import { resizedUrl } from './urls';
import './upload.css';
import { FileInput } from './FileInput';

export interface ImageUploadProps {
  /** Uploaded images (the records uploadV2 answers). */
  value?: UploadedImage[];
  onChange?: (value: UploadedImage[]) => void;
  /** Most files in the list (spec §9: 10). */
  maxCount?: number;
  /** Largest file, KB (spec §9: 2048). */
  maxKb?: number;
  /** Allowed extensions (spec §5: jpg, jpeg, png, pdf, gif, svg, apk). */
  formats?: readonly string[];
  /** 3 images, 4 documents. */
  bucketNameType?: number;
  multiple?: boolean;
  disabled?: boolean;
  /** Text under the plus of the trigger. */
  buttonText?: string;
}

interface Task {
  uid: number;
  name: string;
  percent: number;
  run: RunningUpload<UploadedImage>;
}

const PICTURES = new Set(['jpg', 'jpeg', 'png', 'gif', 'webp', 'svg']);
/** Shown as a thumbnail (else as a file link). */
export const isPicture = (item: { url: string; type?: string }) =>
  item.type ? item.type.startsWith('image/') : PICTURES.has(extensionOf(item.url.split('?')[0]));

let nextUid = 1;

/**
 * Image (and document) upload (spec §4, §5, §8): each chosen file shows its progress until it
 * succeeds or fails, then leaves the progress list; uploaded files show as thumbnails in the
 * value list. Formats, size and count are checked first; the upload is sign → storage host →
 * registration.
 */
export function ImageUpload({
  value,
  onChange,
  maxCount = IMAGE_UPLOAD.maxFiles,
  maxKb = IMAGE_UPLOAD.maxKb,
  formats = IMAGE_UPLOAD.formats,
  bucketNameType = CROPPER.imageBucket,
  multiple = true,
  disabled = false,
  buttonText = '上传',
}: ImageUploadProps) {
  const { message } = useUploadNotice();
  const [tasks, setTasks] = useState<Task[]>([]);
  const input = useRef<HTMLInputElement>(null);
  // The latest list, for uploads that finish after other changes.
  const latest = useRef<UploadedImage[]>(value ?? []);
  const running = useRef(new Set<Task>());
  useEffect(() => {
    latest.current = value ?? [];
  }, [value]);

  useEffect(() => {
    const all = running.current;
    return () => {
      for (const task of all) task.run.abort();
    };
  }, []);

  const items = value ?? [];

  function start(files: File[]) {
    const count = checkCount(items.length + tasks.length, files.length, maxCount);
    if (count !== true) return void message.warning(count);
    for (const file of files) {
      const check = firstFailure(
        () => checkFormat(file.name, formats),
        () => checkSize(file.size, maxKb),
      );
      if (check !== true) {
        void message.warning(`${file.name}：${check}`);
        continue;
      }
      const uid = nextUid++;
      const task: Task = {
        uid,
        name: file.name,
        percent: 0,
        run: uploadImage(file, file.name, bucketNameType, (percent) => setTasks((list) => list.map((t) => (t.uid === uid ? { ...t, percent } : t)))),
      };
      running.current.add(task);
      setTasks((list) => [...list, task]);
      task.run.promise
        .then((record) => {
          const next = [...latest.current, record];
          latest.current = next;
          onChange?.(next);
        })
        .catch((err: unknown) => {
          const text = failureMessage(err, 'image');
          if (text) void (wasAborted(err) ? message.info(`${file.name}：${text}`) : message.error(`${file.name}：${text}`));
        })
        .finally(() => {
          running.current.delete(task);
          setTasks((list) => list.filter((t) => t.uid !== uid));
        });
    }
  }

  function remove(item: UploadedImage) {
    const next = latest.current.filter((i) => i !== item);
    latest.current = next;
    onChange?.(next);
  }

  const full = items.length + tasks.length >= maxCount;
  return (
    <div className="upload-kit upload-images">
      <Image.PreviewGroup>
        {items.map((item) => (
          <div className="upload-images__item" key={`${item.id}-${item.url}`} title={item.name}>
            {isPicture(item) ? (
              <Image
                src={resizedUrl(item.url, IMAGE_VARIANTS.thumbnail)}
                preview={{ src: item.url }}
                alt={item.name}
                width={96}
                height={96}
                style={{ objectFit: 'cover' }}
              />
            ) : (
              <a className="upload-images__file" href={item.url} target="_blank" rel="noreferrer">
                <FileOutlined />
                <span>{item.name}</span>
              </a>
            )}
            {disabled ? null : (
              <Button
                className="upload-images__remove"
                size="small"
                type="text"
                danger
                icon={<DeleteOutlined />}
                aria-label={`删除 ${item.name}`}
                onClick={() => remove(item)}
              />
            )}
          </div>
        ))}
      </Image.PreviewGroup>
      {tasks.map((task) => (
        <div className="upload-images__task" key={task.uid} data-testid="upload-task">
          <span className="upload-images__task-name" title={task.name}>
            {task.name}
          </span>
          <Progress percent={task.percent} size="small" status="active" />
          <Tooltip title="取消上传">
            <Button size="small" type="text" icon={<CloseOutlined />} aria-label={`取消上传 ${task.name}`} onClick={() => task.run.abort()} />
          </Tooltip>
        </div>
      ))}
      {disabled ? null : (
        <button
          type="button"
          className="upload-images__trigger"
          // Full: say so (spec §5 'at most N, delete first') rather than hide the button.
          onClick={() => (full ? void message.warning(uploadMessage('tooMany', maxCount)) : input.current?.click())}
        >
          <PlusOutlined />
          <span>{buttonText}</span>
        </button>
      )}
      <FileInput
        ref={input}
        multiple={multiple}
        accept={acceptOf(formats)}
        data-testid="image-upload-input"
        onChange={(e) => {
          const files = Array.from(e.target.files ?? []);
          e.target.value = '';
          if (files.length) start(files);
        }}
      />
    </div>
  );
}
