// The Home page, one file per section.
export type * from './types';
export { carouselHeadings, carouselImages } from './carousels';
export { hero } from './hero';
export { highlights } from './highlights';
export { promos } from './promos';
export { homeSectionTitles } from './section-titles';
export { homeServiceCards } from './service-cards';
export { serviceTabs } from './service-tabs';
export { languageHelp } from './language-help';
