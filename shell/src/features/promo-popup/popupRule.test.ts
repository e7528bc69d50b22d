import { shouldOfferPopup } from './popupRule';

const ARTICLE = '/blog/Axon-Therapy-for-Nerve-Pain/';
const articlePath = () => Promise.resolve(ARTICLE);
const blogDown = () => Promise.reject(new Error('The blog remote is unavailable'));

describe('shouldOfferPopup', () => {
  it('offers the pop-up on ordinary pages without asking the blog', async () => {
    const ask = jest.fn(articlePath);
    expect(await shouldOfferPopup('/', ask)).toBe(true);
    expect(await shouldOfferPopup('/services/sud/', ask)).toBe(true);
    expect(await shouldOfferPopup('/FAQs', ask)).toBe(true);
    expect(ask).not.toHaveBeenCalled();
  });

  it('never offers it on the therapy service page, with or without the trailing slash', async () => {
    expect(await shouldOfferPopup('/services/axon-therapy-mpns/', articlePath)).toBe(false);
    expect(await shouldOfferPopup('/services/axon-therapy-mpns', articlePath)).toBe(false);
  });

  it('never offers it on the therapy article the blog names', async () => {
    expect(await shouldOfferPopup(ARTICLE, articlePath)).toBe(false);
    expect(await shouldOfferPopup('/blog/Axon-Therapy-for-Nerve-Pain', articlePath)).toBe(false);
  });

  it('offers it on other blog pages', async () => {
    expect(await shouldOfferPopup('/blog/', articlePath)).toBe(true);
    expect(await shouldOfferPopup('/blog/Another-Article/', articlePath)).toBe(true);
  });

  it('keeps it closed on blog pages when the blog cannot say which article it is', async () => {
    expect(await shouldOfferPopup('/blog/', blogDown)).toBe(false);
    expect(await shouldOfferPopup('/blog/Axon-Therapy-for-Nerve-Pain/', blogDown)).toBe(false);
  });
});
