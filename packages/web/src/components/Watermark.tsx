import { WATERMARK } from '@salon/contract';
import { Watermark as AntWatermark } from 'antd';
import type { ReactNode } from 'react';

/** The text box inside each 500x300 tile. */
const BOX = { width: 220, height: 40 };

/**
 * antd lays each mark out as the rotated text box plus a gap: the gaps here make that exactly
 * one 500 x 300 tile per mark (spec §9), whatever the angle.
 */
export function watermarkGeometry(box: { width: number; height: number } = BOX, tile: { width: number; height: number; rotate: number } = WATERMARK) {
  const angle = (Math.abs(tile.rotate) * Math.PI) / 180;
  const rotatedWidth = box.width * Math.cos(angle) + box.height * Math.sin(angle);
  const rotatedHeight = box.width * Math.sin(angle) + box.height * Math.cos(angle);
  return { width: box.width, height: box.height, gap: [tile.width - rotatedWidth, tile.height - rotatedHeight] as [number, number] };
}

export interface WatermarkProps {
  /** Text tiled over the children (e.g. name plus last 4 digits); nothing when empty. */
  content?: string | string[];
  children: ReactNode;
  /** Default a light grey. */
  color?: string;
}

/** The watermark of spec §6/§9: tiles of 500x300, font size 24, rotated -20 degrees. */
export function Watermark({ content, children, color = 'rgba(0,0,0,0.06)' }: WatermarkProps) {
  if (!content || (Array.isArray(content) && content.length === 0)) return <>{children}</>;
  const { width, height, gap } = watermarkGeometry();
  return (
    <AntWatermark content={content} width={width} height={height} gap={gap} rotate={WATERMARK.rotate} font={{ fontSize: WATERMARK.fontSize, color }}>
      {children}
    </AntWatermark>
  );
}

/** The watermark text of spec §6: the user's name and the last 4 characters of the mobile (or account). */
export function watermarkText(user: { name: string; mobile?: string | null; account: string } | null | undefined): string | undefined {
  if (!user) return undefined;
  return `${user.name} ${(user.mobile || user.account).slice(-4)}`;
}
