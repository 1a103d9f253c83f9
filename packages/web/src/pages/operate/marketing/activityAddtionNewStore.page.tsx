import { activityFormPage } from './activityParts';

/** /operate/marketing/activityAddtionNewStore (hidden): the create form of this kind of activity. */
export default activityFormPage(1);
