import { channelAnalysisReport } from '@salon/contract';
import { reportPage } from '../../../engine/ReportPage';

/** /join/merchants/channelAnalysis 渠道分析: the period's leads by channel and how far they came (followed, keen, converted, approved, invalid) with the rates. */
export default reportPage(channelAnalysisReport);
