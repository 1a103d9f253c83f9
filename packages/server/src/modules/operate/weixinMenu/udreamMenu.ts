import { udreamMenuLogResource } from '@salon/contract';
import type { FastifyInstance } from 'fastify';
import { mountWeixinMenu } from './_shared/menus.js';

/** /operate/weixinMenu/udreamMenu: the udream official account's menu editor and publish log (the shared module). */
export function registerUdreamMenu(app: FastifyInstance): void {
  mountWeixinMenu(app, 'udream', udreamMenuLogResource);
}
