import { familyMenuLogResource } from '@salon/contract';
import type { FastifyInstance } from 'fastify';
import { mountWeixinMenu } from './_shared/menus.js';

/** /operate/weixinMenu/familyMenu: the family official account's menu editor and publish log (the shared module). */
export function registerFamilyMenu(app: FastifyInstance): void {
  mountWeixinMenu(app, 'family', familyMenuLogResource);
}
