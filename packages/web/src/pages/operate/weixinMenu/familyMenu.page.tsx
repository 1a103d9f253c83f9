import { familyMenuLogResource } from '@salon/contract';
import { weixinMenuPage } from './WeixinMenuPage';

/** /operate/weixinMenu/familyMenu: the shared official-account menu page for this account. */
export default weixinMenuPage('family', familyMenuLogResource);
