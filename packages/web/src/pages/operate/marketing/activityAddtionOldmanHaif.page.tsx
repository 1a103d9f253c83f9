import { activityFormPage } from './activityParts';

/** /operate/marketing/activityAddtionOldmanHaif (hidden): the create form of this kind of activity. */
export default activityFormPage(3);
