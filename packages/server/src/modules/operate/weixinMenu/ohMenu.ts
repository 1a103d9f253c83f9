import { ohMenuLogResource } from '@salon/contract';
import type { FastifyInstance } from 'fastify';
import { mountWeixinMenu } from './_shared/menus.js';

/** /operate/weixinMenu/ohMenu: the oh official account's menu editor and publish log (the shared module). */
export function registerOhMenu(app: FastifyInstance): void {
  mountWeixinMenu(app, 'oh', ohMenuLogResource);
}
