import { materialLibraryResource } from '@salon/contract';
import { resourcePage } from '../../../engine/ResourcePage';

/** /operate/enterCulture/materialLibrary: 素材库, all from its declaration. */
export default resourcePage(materialLibraryResource);
