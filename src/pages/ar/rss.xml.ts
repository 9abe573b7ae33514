import type { APIContext } from 'astro';
import { journalFeed } from '../rss.xml';

/** The journal's posts written in Arabic, as RSS (the English ones: /rss.xml). */
export const GET = (context: APIContext) => journalFeed(context, 'ar');
