/** One office of the practice, as shown in the header, footer and on the Contact page. */
export interface PostalAddress {
  street: string;
  /** Suite, floor or building; may be empty. */
  unit: string;
  locality: string;
  region: string;
  postalCode: string;
}

export interface OfficeLocation {
  /** 'CONTACT US' for the main office, 'Satellite Unit' for the second one. */
  title: string;
  /** The township or town, shown on its own for the satellite. */
  township: string;
  description: string;
  address: PostalAddress;
  phone: string;
  email: string;
  openHours: string;
  openHoursAfter: string;
  acceptsNewPatients: boolean;
  telehealth: boolean;
}

/**
 * Practice facts. They live once, in the shell's config, and reach every remote as the
 * `site` prop, so a new phone number is a shell deploy and never a deploy of every remote.
 */
export interface SiteInfo {
  /** Public origin used for canonical and share URLs, without a trailing slash. */
  origin: string;
  /** Name used in breadcrumbs such as '{network name} > BLOG'. */
  networkName: string;
  practiceName: string;
  /** Display form, such as '(732) 555-0142'. */
  phone: string;
  /** tel: form, such as '+17325550142'. */
  phoneHref: string;
  email: string;
  hours: {
    weekdays: string;
    afterHours: string;
  };
  main: OfficeLocation;
  satellite: OfficeLocation;
  social: {
    facebook: string;
    instagram: string;
    youtube: string;
  };
  links: {
    booking: string;
    intake: string;
    portal: string;
    pharmacy: string;
    map: string;
    mapEmbed: string;
    googleReview: string;
  };
  /** Doctor-directory profile links carry this token and campaign tag. */
  directory: {
    token: string;
    campaign: string;
  };
}
