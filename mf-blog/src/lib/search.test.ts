import type { BlogArticleSummary } from '../content/model';
import { searchArticles } from './search';

const summary = (id: number, title: string, tags: string[]) =>
  ({ endpoint: String(id), title, tags }) as BlogArticleSummary;

const articles = [
  summary(1, 'Blood Pressure Basics', ['heart health', 'prevention']),
  summary(2, 'Flu Shots Are Here', ['vaccines', 'flu']),
  summary(3, 'Sleep and Mood', ['mental health']),
];
const found = (query: string) => searchArticles(articles, query).map((a) => Number(a.endpoint));

describe('searchArticles', () => {
  it('matches a substring of the title, ignoring case', () => {
    expect(found('PRESSURE')).toEqual([1]);
    expect(found('sho')).toEqual([2]);
  });

  it('matches a substring of any tag', () => {
    expect(found('vaccine')).toEqual([2]);
    expect(found('health')).toEqual([1, 3]);
  });

  it('finds nothing for empty or blank input', () => {
    expect(found('')).toEqual([]);
    expect(found('   ')).toEqual([]);
  });

  it('finds nothing when no title or tag contains the text', () => {
    expect(found('dentist')).toEqual([]);
  });
});
