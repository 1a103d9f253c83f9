import { activityFormPage } from './activityParts';

/** /operate/marketing/activityAddtionHaif (hidden): the create form of this kind of activity. */
export default activityFormPage(2);
