import { recommendLevelResource } from '@salon/contract';
import { resourcePage } from '../../../engine/ResourcePage';

/** /operate/delivery_goods/recommended_level: 推荐等级 — how strongly goods are recommended and the commission, 启用/停用 (head office). */
export default resourcePage(recommendLevelResource);
