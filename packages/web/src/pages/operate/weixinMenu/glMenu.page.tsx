import { glMenuLogResource } from '@salon/contract';
import { weixinMenuPage } from './WeixinMenuPage';

/** /operate/weixinMenu/glMenu: the shared official-account menu page for this account. */
export default weixinMenuPage('gl', glMenuLogResource);
