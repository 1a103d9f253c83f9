import { ohMenuLogResource } from '@salon/contract';
import { weixinMenuPage } from './WeixinMenuPage';

/** /operate/weixinMenu/ohMenu: the shared official-account menu page for this account. */
export default weixinMenuPage('oh', ohMenuLogResource);
