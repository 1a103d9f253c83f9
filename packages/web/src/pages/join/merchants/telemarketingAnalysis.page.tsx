import { telemarketingAnalysisReport } from '@salon/contract';
import { reportPage } from '../../../engine/ReportPage';

/** /join/merchants/telemarketingAnalysis 电销分析: the period's follow-ups by caller, the leads they touched and how many became applications. */
export default reportPage(telemarketingAnalysisReport);
