import { ArticleChannel, enterMessageResource } from '@salon/contract';
import type { FastifyInstance } from 'fastify';
import { mountArticles } from './_shared/articles.js';

/** /operate/enterCulture/enterMessage: news inside the chain (channel 1 of the article table). */
export function registerEnterMessage(app: FastifyInstance): void {
  mountArticles(app, enterMessageResource, ArticleChannel.enterMessage);
}
