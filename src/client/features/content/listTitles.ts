// The article lists' names and addresses (lists, article breadcrumbs), apart from the list page
// so an article does not load the list's code.
import { messages } from '../../messages';

export const LIST_TITLES = {
  advisor: { title: messages.pages.advisor, path: '/poradna' },
  blog: { title: messages.pages.blog, path: '/blog' },
  news: { title: messages.content.news, path: '/aktuality' },
  article: { title: messages.pages.article, path: '/stranky' },
} as const;
