import { getBusinessTool } from './business.ts';
import { getServiceAreaTool, getServiceTool, getTechnicianTool } from './catalogue.ts';
import type { Tool } from './define.ts';
import { getAspectSentimentTool, getFaqTool, getSummaryTool, listAspectsTool } from './insights.ts';
import { getRatingSummaryTool, getReviewsSinceTool, getReviewTool, searchReviewsTool } from './reviews.ts';

/** Every MCP tool, in the order tools/list shows them (the list of decisions.md). All are read-only. */
export const tools: readonly Tool[] = [
  getBusinessTool,
  searchReviewsTool,
  getReviewTool,
  getReviewsSinceTool,
  getRatingSummaryTool,
  listAspectsTool,
  getAspectSentimentTool,
  getTechnicianTool,
  getServiceTool,
  getServiceAreaTool,
  getFaqTool,
  getSummaryTool,
];
