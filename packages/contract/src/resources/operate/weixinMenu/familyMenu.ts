import { defineResource } from '../../../resource/types.js';
import { wxMenuLogDeclaration } from './_shared/menu.js';

/** /operate/weixinMenu/familyMenu: the family official account's menu (the shared editor) and its publish log. */
export const familyMenuLogResource = defineResource(wxMenuLogDeclaration('family'));
