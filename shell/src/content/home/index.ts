// The Home page, one file per section. The carousels' (./carousels) is imported by its own path:
// their code and content load only as they near the viewport.
export type * from './types';
export { hero } from './hero';
export { highlights } from './highlights';
export { promos } from './promos';
export { homeSectionTitles } from './section-titles';
export { homeServiceCards } from './service-cards';
export { serviceTabs } from './service-tabs';
export { languageHelp } from './language-help';
