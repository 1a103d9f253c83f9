import { WATERMARK } from '@salon/contract';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Watermark, watermarkGeometry, watermarkText } from './Watermark';

/**
 * jsdom has no canvas: a recording 2D context stands in, so the test sees what the watermark
 * draws (font, angle) and the size of the tile it repeats.
 */
interface Drawn {
  fonts: string[];
  rotations: number[];
  texts: string[];
  /** width/height attributes of every canvas prepared, in order. */
  canvases: { width: number; height: number }[];
}
let drawn: Drawn;

function recordingContext(canvas: HTMLCanvasElement) {
  const ctx = {
    canvas,
    set font(value: string) {
      drawn.fonts.push(value);
    },
    fillStyle: '',
    textAlign: '',
    textBaseline: '',
    save() {},
    restore() {},
    translate() {},
    rotate(angle: number) {
      drawn.rotations.push(angle);
    },
    drawImage() {},
    fillText(text: string) {
      drawn.texts.push(text);
    },
    measureText(text: string) {
      return { width: text.length * 12, fontBoundingBoxAscent: 20, fontBoundingBoxDescent: 4 };
    },
  };
  return ctx;
}

beforeEach(() => {
  drawn = { fonts: [], rotations: [], texts: [], canvases: [] };
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(function (this: HTMLCanvasElement) {
    return recordingContext(this) as unknown as CanvasRenderingContext2D;
  } as never);
  vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockImplementation(function (this: HTMLCanvasElement) {
    drawn.canvases.push({ width: parseFloat(this.getAttribute('width') ?? '0'), height: parseFloat(this.getAttribute('height') ?? '0') });
    return 'data:image/png;base64,AAAA';
  });
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** The element antd puts over the content, with the tiled background. */
const overlay = () => [...document.querySelectorAll<HTMLElement>('div[style]')].find((d) => d.style.backgroundImage.includes('data:image/png'));

describe('Watermark (spec §6, §9: tile 500x300, font 24, -20 degrees)', () => {
  it('has gaps that make each rotated mark exactly one 500 x 300 tile', () => {
    const { width, height, gap } = watermarkGeometry();
    const angle = (20 * Math.PI) / 180;
    expect(width * Math.cos(angle) + height * Math.sin(angle) + gap[0]).toBeCloseTo(500, 9);
    expect(width * Math.sin(angle) + height * Math.cos(angle) + gap[1]).toBeCloseTo(300, 9);
    expect(gap[0]).toBeGreaterThan(0);
    expect(gap[1]).toBeGreaterThan(0);
    expect(WATERMARK).toEqual({ width: 500, height: 300, fontSize: 24, rotate: -20 });
  });

  it('draws the text in 24 px, turned -20 degrees, repeated every 500 x 300', async () => {
    render(
      <Watermark content="张三 0001">
        <p>受保护的内容</p>
      </Watermark>,
    );
    expect(screen.getByText('受保护的内容')).toBeTruthy();
    await waitFor(() => expect(overlay()).toBeTruthy());
    expect(drawn.texts).toContain('张三 0001');
    expect(drawn.fonts.some((f) => /\b24px\b/.test(f))).toBe(true);
    expect(drawn.rotations.map((r) => (r * 180) / Math.PI)).toContainEqual(expect.closeTo(-20, 9));
    // The repeated image holds two staggered columns of marks: 2 x 500 wide, 300 high.
    const tile = drawn.canvases.at(-1)!;
    expect(tile.width).toBeCloseTo(1000, 6);
    expect(tile.height).toBeCloseTo(300, 6);
    expect(overlay()!.style.backgroundSize).toBe('1000px');
  });

  it('draws nothing without content', async () => {
    render(
      <Watermark content="">
        <p>无水印</p>
      </Watermark>,
    );
    expect(screen.getByText('无水印')).toBeTruthy();
    await new Promise((r) => setTimeout(r, 50));
    expect(overlay()).toBeUndefined();
    expect(drawn.texts).toEqual([]);
  });

  it('reads the name and the last 4 of the mobile, else of the account', () => {
    expect(watermarkText({ name: '张三', mobile: '13800001234', account: 'zhangsan' })).toBe('张三 1234');
    expect(watermarkText({ name: '李四', mobile: null, account: 'store001' })).toBe('李四 e001');
    expect(watermarkText(null)).toBeUndefined();
  });
});
