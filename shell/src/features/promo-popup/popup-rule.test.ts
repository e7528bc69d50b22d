import { shouldOfferPopup } from './popup-rule';

const ARTICLE = '/blog/Axon-Therapy-for-Nerve-Pain/';

describe('shouldOfferPopup', () => {
  it('offers the pop-up on ordinary pages, whatever the blog says', () => {
    expect(shouldOfferPopup('/')).toBe(true);
    expect(shouldOfferPopup('/services/sud/', ARTICLE)).toBe(true);
    expect(shouldOfferPopup('/FAQs')).toBe(true);
  });

  it('never offers it on the therapy service page, with or without the trailing slash', () => {
    expect(shouldOfferPopup('/services/axon-therapy-mpns/', ARTICLE)).toBe(false);
    expect(shouldOfferPopup('/services/axon-therapy-mpns')).toBe(false);
  });

  it('never offers it on the therapy article the blog names', () => {
    expect(shouldOfferPopup(ARTICLE, ARTICLE)).toBe(false);
    expect(shouldOfferPopup('/blog/Axon-Therapy-for-Nerve-Pain', ARTICLE)).toBe(false);
  });

  it('offers it on other blog pages', () => {
    expect(shouldOfferPopup('/blog/', ARTICLE)).toBe(true);
    expect(shouldOfferPopup('/blog/Another-Article/', ARTICLE)).toBe(true);
  });

  it('keeps it closed on blog pages when the blog cannot say which article it is', () => {
    expect(shouldOfferPopup('/blog/')).toBe(false);
    expect(shouldOfferPopup('/blog/Axon-Therapy-for-Nerve-Pain/')).toBe(false);
  });
});
