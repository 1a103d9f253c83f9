import { merchantsAnalysisReport } from '@salon/contract';
import { reportPage } from '../../../engine/ReportPage';

/** /join/merchants/merchantsAnalysis 招商概况: leads, follow-ups, applications and their reviews, new franchise stores by month. */
export default reportPage(merchantsAnalysisReport);
