import { CROPPER, type UploadedImage, type UploadedVideo } from '@salon/contract';
import { useState } from 'react';
import { ImageCropper } from '../components/upload/ImageCropper';
import { VideoUpload } from '../components/upload/VideoUpload';

/** The longest video an engine 'video' field takes, seconds. */
export const VIDEO_FIELD_MAX_SECONDS = 300;

interface Props {
  value?: unknown;
  onChange?: (value: unknown) => void;
  disabled?: boolean;
}

const nameOf = (url: string) => decodeURIComponent(url.split(/[?#]/)[0].split('/').pop() ?? url);

/**
 * An 'image' field: one picture through the cropper (bucket 3); the form value is its address.
 * The uploaded record is kept while the value is its address, so the thumbnail keeps its name.
 */
export function ImageField({ value, onChange, disabled }: Props) {
  const url = typeof value === 'string' ? value : '';
  const [record, setRecord] = useState<UploadedImage | null>(null);
  const items: UploadedImage[] = !url ? [] : record?.url === url ? [record] : [{ id: 0, url, name: nameOf(url), type: '', createTime: '' }];
  return (
    <ImageCropper
      value={items}
      maxCount={1}
      bucketNameType={CROPPER.imageBucket}
      disabled={disabled}
      onChange={(list) => {
        const last = list.at(-1) ?? null;
        setRecord(last);
        onChange?.(last?.url ?? null);
      }}
    />
  );
}

/**
 * A 'video' field: one video, checked on the server (duration at most 5 minutes); the form value
 * is its address. The checked record (duration, cover, title) is kept while the value is its address.
 */
export function VideoField({ value, onChange, disabled }: Props) {
  const url = typeof value === 'string' ? value : '';
  const [record, setRecord] = useState<UploadedVideo | null>(null);
  const items: UploadedVideo[] = !url
    ? []
    : record?.url === url
      ? [record]
      : [{ url, imgCover: null, duration: Number.NaN, width: null, height: null, videoTitle: '', deleteFlag: 0 }];
  return (
    <VideoUpload
      value={items}
      maxCount={1}
      maxDuration={VIDEO_FIELD_MAX_SECONDS}
      disabled={disabled}
      onChange={(list) => {
        const last = list.filter((v) => v.deleteFlag !== 1).at(-1) ?? null;
        setRecord(last);
        onChange?.(last?.url ?? null);
      }}
    />
  );
}
