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
} from './structuredData';
export { visuallyHidden } from './visuallyHidden';
export { HttpStatusContext, httpStatus, useHttpStatus, type ReportHttpStatus } from './httpStatus';
export { useTypedBeforeHydration } from './useTypedBeforeHydration';
export { prefersReducedMotion, scrollToTop, usePrefersReducedMotion } from './motion';
export { useMediaQuery } from './useMediaQuery';
export { useSlickSemantics } from './useSlickSemantics';
export { Image, type ImageLoad } from './Image';
