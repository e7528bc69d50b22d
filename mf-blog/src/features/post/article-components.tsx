import type { ComponentProps, ElementType } from 'react';
import { Link } from '@practice/router';
import { ExternalLink } from '@practice/ui-kit';
import type { ArticleComponents } from '../../content/model';
import styles from './BlogPost.module.css';

/**
 * The compiled text names its classes by the local names of BlogPost.module.css (such as 'lead');
 * this gives the element the module's class instead.
 */
function withModuleClass(Tag: ElementType) {
  return function Styled(props: { className?: string }) {
    const local = props.className as keyof typeof styles | undefined;
    return <Tag {...props} className={local && styles[local]} />;
  };
}

/** A link in the text: within the site by the router, elsewhere in a new tab. */
function PostLink({ href = '', children }: ComponentProps<'a'>) {
  return href.startsWith('/') ? (
    <Link to={href}>{children}</Link>
  ) : (
    <ExternalLink href={href}>{children}</ExternalLink>
  );
}

/** How the compiled Markdown's elements render in the post. */
export const articleComponents = {
  a: PostLink,
  h2: withModuleClass('h2'),
  img: withModuleClass('img'),
  span: withModuleClass('span'),
  strong: withModuleClass('strong'),
  ul: withModuleClass('ul'),
} as ArticleComponents;
