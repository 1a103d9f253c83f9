import { activityFormPage } from './activityParts';

/** /operate/marketing/activityAddtionInvite (hidden): the create form of this kind of activity. */
export default activityFormPage(5);
