import type { ReactNode } from 'react';
import { CrisisLine, PageHead } from '@practice/ui-kit';
import type { Notice, NoticeBlock } from '../../content/notices/types';
import { site } from '../../config/site';
import { PageBanner } from '../../ui/PageBanner';
import { NoticeText } from './NoticeText';
import styles from './NoticePage.module.css';

const longDate = (iso: string) =>
  new Date(`${iso}T12:00:00Z`).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });

function Block({ block, links }: { block: NoticeBlock; links: Notice['links'] }) {
  if (typeof block === 'string')
    return (
      <p>
        <NoticeText text={block} links={links} />
      </p>
    );
  return (
    <ul>
      {block.list.map((item) => (
        <li key={item}>
          <NoticeText text={item} links={links} />
        </li>
      ))}
    </ul>
  );
}

interface Props {
  notice: Notice;
  /** What follows a section, by the section's id (the taglines after language assistance). */
  after?: Record<string, ReactNode>;
}

/** One notice as a page: its banner and date, a list of its sections, the sections, the crisis line. */
export function NoticePage({ notice, after = {} }: Props) {
  const { heading, dated, intro, sections, links } = notice;
  return (
    <>
      <PageHead title={notice.pageTitle} description={notice.description} />
      <PageBanner title={heading} eyebrow={site.practiceName}>
        <p className={styles.dated}>
          {dated.label}: <time dateTime={dated.date}>{longDate(dated.date)}</time>
        </p>
      </PageBanner>
      <article className={styles.notice}>
        {intro.map((text) => (
          <p key={text} className={styles.intro}>
            <NoticeText text={text} links={links} />
          </p>
        ))}
        <nav aria-label="On this page" className={styles.contents}>
          <ul>
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.heading}</a>
              </li>
            ))}
          </ul>
        </nav>
        {sections.map((section) => (
          <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`}>
            <h2 id={`${section.id}-heading`}>{section.heading}</h2>
            {section.body.map((block, index) => (
              <Block key={index} block={block} links={links} />
            ))}
            {after[section.id]}
          </section>
        ))}
        {/* The notices are a mental health and addiction practice's: each carries the crisis line. */}
        <CrisisLine site={site} />
      </article>
    </>
  );
}
