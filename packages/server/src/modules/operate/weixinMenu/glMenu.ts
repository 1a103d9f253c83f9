import { glMenuLogResource } from '@salon/contract';
import type { FastifyInstance } from 'fastify';
import { mountWeixinMenu } from './_shared/menus.js';

/** /operate/weixinMenu/glMenu: the gl official account's menu editor and publish log (the shared module). */
export function registerGlMenu(app: FastifyInstance): void {
  mountWeixinMenu(app, 'gl', glMenuLogResource);
}
