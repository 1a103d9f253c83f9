import { activityFormPage } from './activityParts';

/** /operate/marketing/activityAddtionDirect (hidden): the create form of this kind of activity. */
export default activityFormPage(6);
