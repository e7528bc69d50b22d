import { Fragment } from 'react';
import { Link } from '@practice/router';
import { site } from '../../config/site';
import { splitInlineLinks } from '../../lib/inline-links';

const PLACEHOLDER = /(\{phone\}|\{email\})/;

/** A run of notice text, `{phone}` and `{email}` shown as the practice's, as links. */
function WithContacts({ text }: { text: string }) {
  return text.split(PLACEHOLDER).map((part, index) => {
    if (part === '{phone}')
      return (
        // dir: a number stays in its order inside right-to-left text.
        <a key={index} href={`tel:${site.phoneHref}`} dir="ltr">
          {site.phone}
        </a>
      );
    if (part === '{email}')
      return (
        <a key={index} href={`mailto:${site.email}`} dir="ltr">
          {site.email}
        </a>
      );
    return <Fragment key={index}>{part}</Fragment>;
  });
}

interface Props {
  text: string;
  links?: ReadonlyArray<{ text: string; href: string }>;
}

/** A paragraph or list item of a notice: its links to other pages, and the practice's contacts. */
export function NoticeText({ text, links }: Props) {
  return splitInlineLinks(text, links).map((segment, index) =>
    segment.href ? (
      <Link key={index} to={segment.href}>
        {segment.text}
      </Link>
    ) : (
      <WithContacts key={index} text={segment.text} />
    ),
  );
}
