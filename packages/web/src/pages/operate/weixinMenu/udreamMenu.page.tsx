import { udreamMenuLogResource } from '@salon/contract';
import { weixinMenuPage } from './WeixinMenuPage';

/** /operate/weixinMenu/udreamMenu: the shared official-account menu page for this account. */
export default weixinMenuPage('udream', udreamMenuLogResource);
