export { Breadcrumb } from './Breadcrumb';
export { ExternalLink } from './ExternalLink';
export { JsonLd } from './JsonLd';
export { PageHead } from './PageHead';
export {
  SCHEMA_CONTEXT,
  absoluteUrl,
  breadcrumbJsonLd,
  postalAddress,
  serializeJsonLd,
  type BreadcrumbStep,
} from './structured-data';
export { visuallyHidden } from './visually-hidden';
export { HttpStatusContext, httpStatus, useHttpStatus, type ReportHttpStatus } from './http-status';
export { useTypedBeforeHydration } from './use-typed-before-hydration';
export { prefersReducedMotion, scrollToTop, usePrefersReducedMotion } from './motion';
export { useMediaQuery } from './use-media-query';
export { useSlickSemantics } from './use-slick-semantics';
export { Image, preloadImage, type ImageLoad } from './Image';
export { CrisisLine } from './CrisisLine';
export { carriesCrisisLine, lacksCrisisLine, speaksOfCrisisTopics } from './crisis-topics';
export { AfterFirstFrame } from './AfterFirstFrame';
export { afterNextPaint } from './after-next-paint';
