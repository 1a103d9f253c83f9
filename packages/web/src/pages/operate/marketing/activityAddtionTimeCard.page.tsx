import { activityFormPage } from './activityParts';

/** /operate/marketing/activityAddtionTimeCard (hidden): the create form of this kind of activity. */
export default activityFormPage(7);
