import { Link } from '@practice/router';
import { splitByKeywords, type Block, type Paragraph } from '../../lib/paragraphs';
import { ExternalLink } from '@practice/ui-kit';
import styles from './BlogPost.module.css';

function Highlighted({ text, keywords }: { text: string; keywords?: readonly string[] }) {
  return splitByKeywords(text, keywords).map((part, index) =>
    part.keyword ? (
      <strong key={index} className={styles.keyword}>
        {part.text}
      </strong>
    ) : (
      part.text
    ),
  );
}

/** A paragraph's text in its style; plain text gets the post's keywords highlighted. */
function Content({ paragraph, keywords }: { paragraph: Paragraph; keywords?: readonly string[] }) {
  const { style, text, href = '' } = paragraph;
  switch (style) {
    case 'span':
      return <span className={styles.lead}>{text}</span>;
    case 'italic':
      return <em>{text}</em>;
    case 'bold':
      return <strong>{text}</strong>;
    case 'link':
      return href.startsWith('/') ? (
        <Link to={href}>{text}</Link>
      ) : (
        <ExternalLink href={href}>{text}</ExternalLink>
      );
    default:
      return <Highlighted text={text} keywords={keywords} />;
  }
}

export function RichBlock({ block, keywords }: { block: Block; keywords?: readonly string[] }) {
  if (block.type === 'list') {
    return (
      <ul className={styles.bullets}>
        {block.items.map((item) => (
          <li key={item.text}>
            <Content paragraph={item} keywords={keywords} />
          </li>
        ))}
      </ul>
    );
  }
  const { paragraph } = block;
  if (paragraph.style === 'subHeading')
    return <h2 className={styles.subHeading}>{paragraph.text}</h2>;
  return (
    <p>
      <Content paragraph={paragraph} keywords={keywords} />
    </p>
  );
}
