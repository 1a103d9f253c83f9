import { defineResource } from '../../../resource/types.js';
import { wxMenuLogDeclaration } from './_shared/menu.js';

/** /operate/weixinMenu/udreamMenu: the udream official account's menu (the shared editor) and its publish log. */
export const udreamMenuLogResource = defineResource(wxMenuLogDeclaration('udream'));
