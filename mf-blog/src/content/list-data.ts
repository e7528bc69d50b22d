import type { BlogData } from '../lib/filters';
import { articles } from './articles';
import { educationArticles } from './education';

/** Everything a blog list chooses from: the articles and the education links. */
export const listData: BlogData = { articles, education: educationArticles };
