interface PharmacyBlock {
  heading: string;
  text: string;
}

/** Shown on the Services list, beside each service page and on the Contact page. */
export const pharmacyBlock: PharmacyBlock = {
  heading: 'On-Site Local Pharmacy',
  text:
    'Our on-site local pharmacy offers same-day prescription refills, so you can start your ' +
    'treatment without delay. Pick up your medications conveniently right after your visit.',
};
