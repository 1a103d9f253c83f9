import { CloseOutlined, DeleteOutlined, PlayCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { uploadMessage, VIDEO_UPLOAD, type UploadedVideo } from '@salon/contract';
import { Button, Input, Progress, Tooltip, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { canCancel, formatSeconds, shownPercent } from './videoRules';
import { useUploadNotice } from './notice';
import { checkVideo, failureMessage, fileUrl, uploadFile, wasAborted, type RunningUpload } from './uploadApi';
import { acceptOf, checkCount, checkFormat, checkSize, checkTitle, firstFailure, stemOf } from './uploadRules';
import './upload.css';
import { FileInput } from './FileInput';

export interface VideoUploadProps {
  value?: UploadedVideo[];
  onChange?: (value: UploadedVideo[]) => void;
  /** Most videos (spec §9: 5). */
  maxCount?: number;
  /** Largest file, MB (spec §9: 1024). */
  maxMb?: number;
  /** Longest video, seconds (optional, spec §5). */
  maxDuration?: number;
  /** Longest title (spec §9: 20). */
  titleMax?: number;
  formats?: readonly string[];
  disabled?: boolean;
}

interface Task {
  uid: number;
  name: string;
  /** Bytes sent, 0-100 (shown capped at 99 until the check is done). */
  percent: number;
  checked: boolean;
  run: RunningUpload<string> | null;
  cancelled: boolean;
}

const DEFAULT_FORMATS = ['mp4', 'mov', 'm4v'] as const;
let nextUid = 1;

type Probe = { playable: true; duration: number; width: number; height: number } | { playable: false; reason: 'error' | 'timeout' };

/**
 * What the browser makes of the file: a <video> element that cannot load the metadata means
 * an encoding the browser cannot play (spec §5: ask to convert to a browser-supported mp4).
 */
export function probeVideo(file: Blob, timeoutMs = 15_000): Promise<Probe> {
  return new Promise((resolve) => {
    const video = document.createElement('video');
    const url = URL.createObjectURL(file);
    const done = (probe: Probe) => {
      clearTimeout(timer);
      video.removeAttribute('src');
      video.load?.();
      URL.revokeObjectURL(url);
      resolve(probe);
    };
    const timer = setTimeout(() => done({ playable: false, reason: 'timeout' }), timeoutMs);
    video.preload = 'metadata';
    video.muted = true;
    video.onloadedmetadata = () => {
      // Audio plays but the picture cannot be decoded (e.g. HEVC in a browser without it).
      if (!video.videoWidth || !video.videoHeight) return done({ playable: false, reason: 'error' });
      done({ playable: true, duration: video.duration, width: video.videoWidth, height: video.videoHeight });
    };
    video.onerror = () => done({ playable: false, reason: 'error' });
    video.src = url;
  });
}

/**
 * Video upload (spec §4, §5, §8, §9): at most 5 videos of at most 1024 MB, an optional
 * longest duration, titles of at most 20 characters. Progress stops at 99 until the server's
 * check (/mgt/oss/checkVideoTime) has read the duration; once bytes are on the way an upload
 * can no longer be cancelled. A file the browser cannot play gets the re-encode hint.
 */
export function VideoUpload({
  value,
  onChange,
  maxCount = VIDEO_UPLOAD.maxItems,
  maxMb = VIDEO_UPLOAD.maxMb,
  maxDuration,
  titleMax = VIDEO_UPLOAD.titleMax,
  formats = DEFAULT_FORMATS,
  disabled = false,
}: VideoUploadProps) {
  const { message, modal } = useUploadNotice();
  const [tasks, setTasks] = useState<Task[]>([]);
  const input = useRef<HTMLInputElement>(null);
  const latest = useRef<UploadedVideo[]>(value ?? []);
  useEffect(() => {
    latest.current = value ?? [];
  }, [value]);
  const all = value ?? [];
  const shown = all.filter((v) => v.deleteFlag !== 1);

  // Leaving the page: stop what has not started sending.
  const tasksRef = useRef<Task[]>([]);
  useEffect(() => {
    tasksRef.current = tasks;
  }, [tasks]);
  useEffect(() => () => tasksRef.current.forEach((t) => t.run?.abort()), []);

  const update = (uid: number, patch: Partial<Task>) => setTasks((list) => list.map((t) => (t.uid === uid ? { ...t, ...patch } : t)));
  const emit = (next: UploadedVideo[]) => {
    latest.current = next;
    onChange?.(next);
  };

  async function startOne(file: File) {
    const uid = nextUid++;
    const task: Task = { uid, name: file.name, percent: 0, checked: false, run: null, cancelled: false };
    setTasks((list) => [...list, task]);
    const leave = () => setTasks((list) => list.filter((t) => t.uid !== uid));
    try {
      const probe = await probeVideo(file);
      if (!probe.playable && probe.reason === 'error') {
        modal.warning({ title: '视频编码不受支持', content: uploadMessage('encoding'), okText: '我知道了' });
        return leave();
      }
      if (probe.playable && maxDuration !== undefined && probe.duration > maxDuration) {
        void message.warning(`${file.name}：${uploadMessage('tooLong', maxDuration)}`);
        return leave();
      }
      if (tasksRef.current.find((t) => t.uid === uid)?.cancelled) {
        void message.info(`${file.name}：${uploadMessage('cancelled')}`);
        return leave();
      }
      const run = uploadFile(file, file.name, 'video', (percent) => update(uid, { percent }));
      update(uid, { run });
      const key = await run.promise;
      const title = [...stemOf(file.name)].slice(0, titleMax).join('');
      const checked = await checkVideo(key, { title, maxDuration });
      update(uid, { checked: true, percent: 100 });
      emit([
        ...latest.current,
        {
          url: fileUrl(key),
          imgCover: checked.cover,
          duration: checked.duration,
          width: checked.width ?? (probe.playable ? probe.width : null),
          height: checked.height ?? (probe.playable ? probe.height : null),
          videoTitle: title,
          deleteFlag: 0,
        },
      ]);
    } catch (err) {
      const text = failureMessage(err, 'video');
      if (text) void (wasAborted(err) ? message.info(`${file.name}：${text}`) : message.error(`${file.name}：${text}`));
    } finally {
      leave();
    }
  }

  function start(files: File[]) {
    const count = checkCount(shown.length + tasks.length, files.length, maxCount);
    if (count !== true) return void message.warning(count);
    for (const file of files) {
      const check = firstFailure(
        () => checkFormat(file.name, formats),
        () => checkSize(file.size, maxMb * 1024),
      );
      if (check !== true) {
        void message.warning(`${file.name}：${check}`);
        continue;
      }
      void startOne(file);
    }
  }

  function cancel(task: Task) {
    // Spec §4: no cancelling once progress is above 0.
    if (!canCancel(task.percent)) return;
    update(task.uid, { cancelled: true });
    task.run?.abort();
  }

  function setTitle(video: UploadedVideo, title: string) {
    emit(latest.current.map((v) => (v === video ? { ...v, videoTitle: title } : v)));
  }

  function remove(video: UploadedVideo) {
    emit(latest.current.map((v) => (v === video ? { ...v, deleteFlag: 1 } : v)));
  }

  const full = shown.length + tasks.length >= maxCount;
  return (
    <div className="upload-kit upload-videos">
      {shown.map((video, i) => {
        const titleCheck = checkTitle(video.videoTitle ?? '', titleMax);
        return (
          <div className="upload-videos__item" key={`${video.url}-${i}`}>
            <a className="upload-videos__cover" href={video.url} target="_blank" rel="noreferrer" title="播放">
              {video.imgCover ? <img src={video.imgCover} alt={video.videoTitle} /> : <PlayCircleOutlined />}
              <span className="upload-videos__duration">{formatSeconds(video.duration)}</span>
            </a>
            <Input
              size="small"
              value={video.videoTitle}
              maxLength={titleMax}
              showCount
              placeholder="视频标题"
              status={titleCheck === true ? undefined : 'error'}
              disabled={disabled}
              aria-label="视频标题"
              onChange={(e) => setTitle(video, e.target.value)}
            />
            {titleCheck === true ? null : <Typography.Text type="danger">{titleCheck}</Typography.Text>}
            {disabled ? null : (
              <Button size="small" type="text" danger icon={<DeleteOutlined />} onClick={() => remove(video)}>
                删除
              </Button>
            )}
          </div>
        );
      })}
      {tasks.map((task) => (
        <div className="upload-images__task upload-videos__task" key={task.uid} data-testid="upload-task">
          <span className="upload-images__task-name" title={task.name}>
            {task.name}
          </span>
          <Progress percent={shownPercent(task.percent, task.checked)} size="small" status="active" />
          <Tooltip title={canCancel(task.percent) ? '取消上传' : '上传中的视频不能取消'}>
            <Button
              size="small"
              type="text"
              icon={<CloseOutlined />}
              aria-label={`取消上传 ${task.name}`}
              disabled={!canCancel(task.percent) || task.cancelled}
              onClick={() => cancel(task)}
            />
          </Tooltip>
        </div>
      ))}
      {disabled ? null : (
        <button
          type="button"
          className="upload-images__trigger upload-videos__trigger"
          onClick={() => (full ? void message.warning(uploadMessage('tooMany', maxCount)) : input.current?.click())}
        >
          <PlusOutlined />
          <span>上传视频</span>
        </button>
      )}
      <FileInput
        ref={input}
        multiple
        accept={`${acceptOf(formats)},video/mp4,video/quicktime`}
        data-testid="video-upload-input"
        onChange={(e) => {
          const files = Array.from(e.target.files ?? []);
          e.target.value = '';
          if (files.length) start(files);
        }}
      />
    </div>
  );
}
