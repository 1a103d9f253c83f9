import { ArticleChannel, officialWebsiteNewsResource } from '@salon/contract';
import type { FastifyInstance } from 'fastify';
import { mountArticles } from './_shared/articles.js';

/** /operate/enterCulture/officialWebsiteNews: the website's news (channel 2 of the article table). */
export function registerOfficialWebsiteNews(app: FastifyInstance): void {
  mountArticles(app, officialWebsiteNewsResource, ArticleChannel.officialWebsiteNews);
}
