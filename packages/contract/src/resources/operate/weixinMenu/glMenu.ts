import { defineResource } from '../../../resource/types.js';
import { wxMenuLogDeclaration } from './_shared/menu.js';

/** /operate/weixinMenu/glMenu: the gl official account's menu (the shared editor) and its publish log. */
export const glMenuLogResource = defineResource(wxMenuLogDeclaration('gl'));
