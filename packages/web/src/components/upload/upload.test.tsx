import { type LoginResult, type UploadedImage, type UploadedVideo, type UserInfo } from '@salon/contract';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ConfigProvider, message, Modal } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { useState, type ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { makeMp4 } from '../../../../server/src/test/mp4Fixture';
import { configureRequest, post } from '../../api/request';
import { session, storage, StorageKey } from '../../app/storage';
import { ImageCropper } from './ImageCropper';
import { ImageUpload } from './ImageUpload';
import { forgetSigns } from './uploadApi';
import { VideoUpload } from './VideoUpload';

/**
 * The upload kit against the real server: sign → storage host → registration for images,
 * sign → storage host → check for videos, and what the user is told when something fails.
 * jsdom's XMLHttpRequest would be a cross-origin call here, so the storage POST goes through
 * a stand-in XHR that sends the same multipart form with fetch and reports progress.
 */
const serverUrl = inject('serverUrl');
const api = `${serverUrl}/api`;

/** One valid 1×1 PNG. */
const PNG = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='), (c) => c.charCodeAt(0));

let hostStatus: number | null = null;
const sentForms: { url: string; fields: Record<string, string>; size: number }[] = [];

/** jsdom's Blob, read as jsdom reads it. */
const readBlob = (blob: Blob) =>
  new Promise<Uint8Array>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });

class FetchXhr {
  status = 0;
  responseText = '';
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  private url = '';
  private controller = new AbortController();
  open(_method: string, url: string) {
    this.url = url.startsWith('http') ? url : `${serverUrl}${url}`;
  }
  abort() {
    this.controller.abort();
    this.onabort?.();
  }
  async send(form: FormData) {
    const boundary = `----kit${Math.random().toString(16).slice(2)}`;
    const parts: Uint8Array[] = [];
    const enc = new TextEncoder();
    const fields: Record<string, string> = {};
    let size = 0;
    for (const [name, value] of form.entries()) {
      if (typeof value === 'string') {
        fields[name] = value;
        parts.push(enc.encode(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
      } else {
        const bytes = await readBlob(value);
        size = bytes.length;
        parts.push(
          enc.encode(
            `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${(value as File).name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
          ),
          bytes,
          enc.encode('\r\n'),
        );
      }
    }
    parts.push(enc.encode(`--${boundary}--\r\n`));
    sentForms.push({ url: this.url, fields, size });
    const body = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
    let offset = 0;
    for (const p of parts) {
      body.set(p, offset);
      offset += p.length;
    }
    this.upload.onprogress?.({ lengthComputable: true, loaded: body.length / 2, total: body.length });
    try {
      const res = await fetch(this.url, {
        method: 'POST',
        body,
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
        signal: this.controller.signal,
      });
      this.status = hostStatus ?? res.status;
      this.responseText = await res.text();
      this.upload.onprogress?.({ lengthComputable: true, loaded: body.length, total: body.length });
      this.onload?.();
    } catch {
      if (!this.controller.signal.aborted) this.onerror?.();
    }
  }
}

const inConsole = (node: ReactNode) =>
  render(
    <ConfigProvider locale={zhCN} theme={{ token: { motion: false } }}>
      {node}
    </ConfigProvider>,
  );

function messages(): string[] {
  return [...document.querySelectorAll('.ant-message-notice')].map((n) => n.textContent ?? '');
}
const findMessage = (text: string | RegExp) =>
  waitFor(
    () => {
      const all = messages();
      if (!all.some((m) => (typeof text === 'string' ? m.includes(text) : text.test(m))))
        throw new Error(`no message ${String(text)}; shown: ${all.join(' | ') || 'none'}`);
    },
    { timeout: 5000 },
  );

function choose(testId: string, files: File[]) {
  fireEvent.change(screen.getByTestId(testId), { target: { files } });
}

let admin: LoginResult;

beforeAll(async () => {
  configureRequest({ baseUrl: api, retryDelayMs: 10 });
  vi.stubGlobal('XMLHttpRequest', FetchXhr);
  session.clearAll();
  admin = await post<LoginResult>('/uc/user/login', { account: 'admin', pwd: 'Salon@2026' });
});
afterAll(async () => {
  // Let uploads still in flight settle before the DOM goes away.
  await new Promise((resolve) => setTimeout(resolve, 500));
  vi.unstubAllGlobals();
});

function signIn() {
  const user: UserInfo = {
    id: admin.id,
    name: admin.name,
    nickName: admin.nickName,
    account: admin.account,
    mobile: admin.mobile,
    updateTime: admin.updateTime,
  };
  session.save({ token: admin.token, secret: admin.secret, user, serverTime: admin.serverTime });
}

afterEach(() => {
  cleanup();
  message.destroy();
  Modal.destroyAll();
  hostStatus = null;
  sentForms.length = 0;
  vi.useRealTimers();
});

function ImageHarness({ initial = [], onValue, maxKb }: { initial?: UploadedImage[]; onValue?: (v: UploadedImage[]) => void; maxKb?: number }) {
  const [value, setValue] = useState<UploadedImage[]>(initial);
  return (
    <ImageUpload
      value={value}
      maxKb={maxKb}
      onChange={(v) => {
        setValue(v);
        onValue?.(v);
      }}
    />
  );
}

describe('image upload', () => {
  it('uploads each file (sign, storage host, registration); finished files leave the progress list and show as thumbnails', async () => {
    signIn();
    const onValue = vi.fn();
    inConsole(<ImageHarness onValue={onValue} />);
    choose('image-upload-input', [new File([PNG], '门店.png', { type: 'image/png' }), new File([PNG], 'logo.png', { type: 'image/png' })]);
    await waitFor(() => expect(onValue.mock.lastCall?.[0]).toHaveLength(2), { timeout: 10_000 });
    await waitFor(() => expect(screen.queryAllByTestId('upload-task')).toHaveLength(0));
    const value = onValue.mock.lastCall![0] as UploadedImage[];
    expect(value.map((v) => v.name).sort()).toEqual(['logo.png', '门店.png']);
    for (const v of value) expect(v.url).toMatch(new RegExp(`/api/files/img/u${admin.id}/\\d{8}/[a-z0-9]{12}\\.png$`));
    // The storage form: the signed fields, then the file.
    expect(Object.keys(sentForms[0].fields)).toEqual(['key', 'OSSAccessKeyId', 'policy', 'signature', 'success_action_status']);
    expect(sentForms[0].url).toBe(`${serverUrl}/api/storage/upload`);
    const thumbs = [...document.querySelectorAll('.upload-images__item img')].map((i) => i.getAttribute('src'));
    expect(thumbs).toHaveLength(2);
    for (const src of thumbs) expect(src).toContain('?x-oss-process=image/resize,w_240/quality,q_90');
    // The stored file is there.
    const path = new URL(value[0].url).pathname;
    expect((await fetch(`${serverUrl}${path}`)).status).toBe(200);
  });

  it('says at most N (delete first), wrong format and too large before sending anything', async () => {
    signIn();
    const nine = Array.from({ length: 9 }, (_, i) => ({ id: i + 1, url: `http://x/files/img/${i}.png`, name: `${i}.png`, type: 'image/png', createTime: '' }));
    inConsole(<ImageHarness initial={nine} maxKb={1} />);
    choose('image-upload-input', [new File([PNG], 'a.png'), new File([PNG], 'b.png')]);
    await findMessage('最多上传10个，请先删除');
    choose('image-upload-input', [new File([PNG], 'a.bmp')]);
    await findMessage('仅支持jpg、jpeg、png、pdf、gif、svg、apk格式');
    choose('image-upload-input', [new File([new Uint8Array(2048)], 'big.png')]);
    await findMessage('文件大小不能超过1KB');
    expect(sentForms).toHaveLength(0);
  });

  it('the storage host refuses content that does not match: 上传失败 with the reason, and the file leaves the list', async () => {
    signIn();
    const onValue = vi.fn();
    inConsole(<ImageHarness onValue={onValue} />);
    choose('image-upload-input', [new File(['<html>not an image</html>'], 'fake.png')]);
    await findMessage('fake.png：上传失败：文件内容与格式不符或格式不支持');
    await waitFor(() => expect(screen.queryAllByTestId('upload-task')).toHaveLength(0));
    expect(onValue).not.toHaveBeenCalled();
  });

  it('a 401 from the storage host: login expired, and the user info goes about a second later', async () => {
    signIn();
    hostStatus = 401;
    inConsole(<ImageHarness />);
    choose('image-upload-input', [new File([PNG], 'a.png')]);
    await findMessage('登录已过期，请重新登录');
    expect(storage.read(StorageKey.user)).not.toBeNull();
    await waitFor(() => expect(storage.read(StorageKey.user)).toBeNull(), { timeout: 3000 });
  });

  it('no upload configuration: 获取上传配置失败', async () => {
    signIn();
    configureRequest({ baseUrl: 'http://127.0.0.1:9/api' });
    forgetSigns(); // a signature of an earlier test would still be good
    try {
      inConsole(<ImageHarness />);
      choose('image-upload-input', [new File([PNG], 'a.png')]);
      await findMessage('获取上传配置失败');
    } finally {
      configureRequest({ baseUrl: api });
    }
  });
});

/** jsdom loads no media: a <video> answers with the metadata (or the error) the test sets. */
function fakeVideoElement(answer: { duration: number; width: number; height: number } | 'error') {
  const proto = HTMLMediaElement.prototype as unknown as Record<string, unknown>;
  const saved = Object.getOwnPropertyDescriptor(HTMLMediaElement.prototype, 'src');
  Object.defineProperty(HTMLMediaElement.prototype, 'src', {
    configurable: true,
    set(this: HTMLVideoElement, value: string) {
      this.setAttribute('src', value);
      setTimeout(() => {
        if (answer === 'error') return this.onerror?.(new Event('error'));
        Object.defineProperty(this, 'duration', { value: answer.duration, configurable: true });
        Object.defineProperty(this, 'videoWidth', { value: answer.width, configurable: true });
        Object.defineProperty(this, 'videoHeight', { value: answer.height, configurable: true });
        this.onloadedmetadata?.(new Event('loadedmetadata'));
      }, 5);
    },
    get(this: HTMLVideoElement) {
      return this.getAttribute('src') ?? '';
    },
  });
  proto.load = () => {};
  return () => {
    if (saved) Object.defineProperty(HTMLMediaElement.prototype, 'src', saved);
  };
}

function VideoHarness({ onValue, maxDuration }: { onValue?: (v: UploadedVideo[]) => void; maxDuration?: number }) {
  const [value, setValue] = useState<UploadedVideo[]>([]);
  return (
    <VideoUpload
      value={value}
      maxDuration={maxDuration}
      onChange={(v) => {
        setValue(v);
        onValue?.(v);
      }}
    />
  );
}

const mp4File = (name: string, options?: Parameters<typeof makeMp4>[0]) => new File([new Uint8Array(makeMp4(options))], name, { type: 'video/mp4' });

describe('video upload', () => {
  it('uploads, has the server read the duration, and lists the video with its cover and title', async () => {
    signIn();
    const restore = fakeVideoElement({ duration: 2.5, width: 320, height: 240 });
    try {
      const onValue = vi.fn();
      inConsole(<VideoHarness onValue={onValue} />);
      choose('video-upload-input', [mp4File('剪发教学视频.mp4', { duration: 2500, timescale: 1000 })]);
      await waitFor(() => expect(onValue).toHaveBeenCalled(), { timeout: 10_000 });
      const [video] = onValue.mock.lastCall![0] as UploadedVideo[];
      expect(video).toMatchObject({ duration: 2.5, width: 320, height: 240, videoTitle: '剪发教学视频', deleteFlag: 0 });
      expect(video.url).toMatch(new RegExp(`/api/files/video/u${admin.id}/\\d{8}/\\w+\\.mp4$`));
      expect(video.imgCover).toBe(`${video.url}.cover.png`);
      await waitFor(() => expect(screen.queryAllByTestId('upload-task')).toHaveLength(0));
      expect(screen.getByText('00:03')).toBeTruthy();
      expect((screen.getByLabelText('视频标题') as HTMLInputElement).value).toBe('剪发教学视频');
    } finally {
      restore();
    }
  });

  it('a file the browser cannot play gets the re-encode hint and is not sent', async () => {
    signIn();
    const restore = fakeVideoElement('error');
    try {
      inConsole(<VideoHarness />);
      choose('video-upload-input', [mp4File('hevc.mp4')]);
      await screen.findByText(/请转换为浏览器支持的 mp4/);
      expect(sentForms).toHaveLength(0);
    } finally {
      restore();
    }
  });

  it('too long for maxDuration: refused in the browser; unreadable on the server: 校验失败', async () => {
    signIn();
    const restore = fakeVideoElement({ duration: 30, width: 320, height: 240 });
    try {
      inConsole(<VideoHarness maxDuration={10} />);
      choose('video-upload-input', [mp4File('long.mp4', { duration: 30_000 })]);
      await findMessage('视频时长不能超过10秒');
      expect(sentForms).toHaveLength(0);
      cleanup();
      const onValue = vi.fn();
      inConsole(<VideoHarness onValue={onValue} />);
      const broken = new Uint8Array(makeMp4()).slice(0, 40);
      choose('video-upload-input', [new File([broken, new Uint8Array(100)], 'broken.mp4')]);
      await findMessage(/broken\.mp4：校验失败/);
      expect(onValue).not.toHaveBeenCalled();
    } finally {
      restore();
    }
  });

  it('at most 5 videos; formats and size are checked first', async () => {
    signIn();
    inConsole(<VideoHarness />);
    choose(
      'video-upload-input',
      Array.from({ length: 6 }, (_, i) => mp4File(`${i}.mp4`)),
    );
    await findMessage('最多上传5个，请先删除');
    choose('video-upload-input', [new File(['x'], 'clip.avi')]);
    await findMessage('仅支持mp4、mov、m4v格式');
    expect(sentForms).toHaveLength(0);
    await act(async () => {});
  });
});

/**
 * jsdom decodes no images and has no canvas: the picture answers with the size the test sets,
 * and a recording 2D context stands in, so the test sees every drawing (which canvas, what
 * rectangle, what rotation) and the cropped output is a real PNG sent to the real server.
 */
function fakePictureAndCanvas(natural: { width: number; height: number }) {
  const draws: { canvas: { width: number; height: number }; args: number[] }[] = [];
  const rotations: number[] = [];
  const restore: (() => void)[] = [];
  const define = (target: object, key: string, value: unknown) => {
    const saved = Object.getOwnPropertyDescriptor(target, key);
    Object.defineProperty(target, key, { configurable: true, writable: true, value });
    restore.push(() => (saved ? Object.defineProperty(target, key, saved) : delete (target as Record<string, unknown>)[key]));
  };
  define(HTMLImageElement.prototype, 'decode', () => Promise.resolve());
  define(URL, 'createObjectURL', () => 'blob:picture');
  define(URL, 'revokeObjectURL', () => {});
  vi.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get').mockReturnValue(natural.width);
  vi.spyOn(HTMLImageElement.prototype, 'naturalHeight', 'get').mockReturnValue(natural.height);
  const contextOf = (canvas: HTMLCanvasElement) =>
    ({
      canvas,
      imageSmoothingQuality: 'low',
      translate() {},
      rotate(radians: number) {
        rotations.push(Math.round((radians * 180) / Math.PI));
      },
      drawImage(_source: unknown, ...args: number[]) {
        draws.push({ canvas: { width: canvas.width, height: canvas.height }, args });
      },
    }) as unknown as CanvasRenderingContext2D;
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(function (this: HTMLCanvasElement) {
    return contextOf(this);
  } as never);
  vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation(function (this: HTMLCanvasElement, done: BlobCallback, type?: string) {
    draws.push({ canvas: { width: this.width, height: this.height }, args: [] });
    setTimeout(() => done(new Blob([PNG], { type: type ?? 'image/png' })), 0);
  });
  return { draws, rotations, restore: () => restore.reverse().forEach((r) => r()) };
}

function CropHarness({ initial = [], onValue }: { initial?: UploadedImage[]; onValue?: (v: UploadedImage[]) => void }) {
  const [value, setValue] = useState<UploadedImage[]>(initial);
  return (
    <ImageCropper
      value={value}
      onChange={(v) => {
        setValue(v);
        onValue?.(v);
      }}
    />
  );
}

/** The crop rectangle as shown on the stage, in CSS pixels. */
function shownRect() {
  const style = screen.getByTestId('crop-rect').style;
  return [style.left, style.top, style.width, style.height].map((v) => Math.round(parseFloat(v) * 100) / 100);
}

describe('image cropper', () => {
  it('checks the file, shows 2000 px at most with an 80 % crop, turns both ways, and uploads the 200 x 200 crop', async () => {
    signIn();
    const fake = fakePictureAndCanvas({ width: 3000, height: 1500 });
    try {
      const onValue = vi.fn();
      const existing: UploadedImage = { id: 1, url: 'http://x/files/img/a.png', name: '已有.png', type: 'image/png', createTime: '' };
      inConsole(<CropHarness initial={[existing]} onValue={onValue} />);
      fireEvent.click(screen.getByRole('button', { name: /裁剪上传/ }));
      await screen.findByText('裁剪图片');
      // Nothing chosen yet.
      fireEvent.click(screen.getByRole('button', { name: '裁剪并上传' }));
      await findMessage('请选择图片');
      // Refused before reading: a name stem over 50, and a name already in the list.
      choose('image-cropper-input', [new File([PNG], `${'长'.repeat(51)}.png`, { type: 'image/png' })]);
      await findMessage('文件名不能超过50个字符');
      choose('image-cropper-input', [new File([PNG], '已有.png', { type: 'image/png' })]);
      await findMessage('已存在同名文件：已有.png');
      expect(screen.queryByTestId('crop-rect')).toBeNull();

      choose('image-cropper-input', [new File([PNG], '门头照.png', { type: 'image/png' })]);
      await screen.findByTestId('crop-rect');
      // The working copy: 3000 x 1500 scaled to 2000 x 1000.
      expect(fake.draws[0]).toEqual({ canvas: { width: 2000, height: 1000 }, args: [0, 0, 2000, 1000] });
      // Shown at 0.24 (480 / 2000): the crop is 80 % of the shorter side (800 px), centred.
      expect(shownRect()).toEqual([144, 24, 192, 192]);

      fireEvent.click(screen.getByRole('button', { name: '向右旋转' }));
      await waitFor(() => expect(shownRect()).toEqual([18, 108, 144, 144])); // 1000 x 2000 at 0.18
      expect(fake.rotations.at(-1)).toBe(90);
      fireEvent.click(screen.getByRole('button', { name: '向左旋转' }));
      await waitFor(() => expect(fake.rotations.at(-1)).toBe(0));
      fireEvent.click(screen.getByRole('button', { name: '向左旋转' }));
      await waitFor(() => expect(fake.rotations.at(-1)).toBe(270));
      expect(shownRect()).toEqual([18, 108, 144, 144]);

      fireEvent.click(screen.getByRole('button', { name: '裁剪并上传' }));
      await waitFor(() => expect(onValue).toHaveBeenCalled(), { timeout: 10_000 });
      // The crop of the turned 1000 x 2000 picture, drawn into a 200 x 200 output.
      const crop = fake.draws.find((d) => d.canvas.width === 200 && d.args.length === 8)!;
      expect(crop.args).toEqual([100, 600, 800, 800, 0, 0, 200, 200]);
      const value = onValue.mock.lastCall![0] as UploadedImage[];
      expect(value).toHaveLength(2);
      expect(value[1].name).toBe('门头照.png');
      expect(value[1].url).toMatch(new RegExp(`/api/files/img/u${admin.id}/\\d{8}/[a-z0-9]{12}\\.png$`));
      expect(sentForms.at(-1)!.fields.key).toMatch(/\.png$/);
      await waitFor(() => expect(screen.queryByText('裁剪图片')).toBeNull());
    } finally {
      fake.restore();
      vi.restoreAllMocks();
    }
  });
});
