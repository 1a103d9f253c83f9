import { activityFormPage } from './activityParts';

/** /operate/marketing/activityAddtionShare (hidden): the create form of this kind of activity. */
export default activityFormPage(4);
