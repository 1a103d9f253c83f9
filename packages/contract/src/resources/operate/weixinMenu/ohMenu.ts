import { defineResource } from '../../../resource/types.js';
import { wxMenuLogDeclaration } from './_shared/menu.js';

/** /operate/weixinMenu/ohMenu: the oh official account's menu (the shared editor) and its publish log. */
export const ohMenuLogResource = defineResource(wxMenuLogDeclaration('oh'));
