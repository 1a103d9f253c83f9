import { render } from '@testing-library/react';
import { ConfigProvider, Form } from 'antd';
import { describe, expect, it } from 'vitest';
import { ImageUpload } from './ImageUpload';
import { VideoUpload } from './VideoUpload';

/**
 * The uploads' native file inputs stay out of sight wherever the kit is used: antd's form styles
 * show every input[type=file] as a block, which put a raw "Choose Files / No file chosen" box
 * beside the 上传视频 tile on 新增门店/编辑门店 (issue 12.6).
 */
describe('upload file inputs', () => {
  it('are not displayed inside a form item, for images and videos', () => {
    const { getByTestId } = render(
      <ConfigProvider theme={{ token: { motion: false } }}>
        <Form>
          <Form.Item label="门头照">
            <ImageUpload value={[]} />
          </Form.Item>
          <Form.Item label="宣传视频">
            <VideoUpload value={[]} />
          </Form.Item>
        </Form>
      </ConfigProvider>,
    );
    for (const id of ['image-upload-input', 'video-upload-input']) expect(window.getComputedStyle(getByTestId(id)).display).toBe('none');
  });
});
