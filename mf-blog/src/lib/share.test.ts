import { facebookShareUrl, publicPostUrl, shareWindowFeatures } from './share';

describe('sharing', () => {
  it('builds the public post URL from the origin and endpoint', () => {
    expect(publicPostUrl('https://www.omegahealth.example', 'Flu-Shots')).toBe(
      'https://www.omegahealth.example/blog/Flu-Shots/',
    );
    expect(publicPostUrl('https://www.omegahealth.example/', 'Flu-Shots')).toBe(
      'https://www.omegahealth.example/blog/Flu-Shots/',
    );
  });

  it('encodes the post URL into the facebook share link', () => {
    expect(facebookShareUrl('https://www.omegahealth.example/blog/Flu-Shots/')).toBe(
      'https://www.facebook.com/sharer/sharer.php?u=' +
        'https%3A%2F%2Fwww.omegahealth.example%2Fblog%2FFlu-Shots%2F',
    );
  });

  it('opens a 550 by 400 window, centred on the screen', () => {
    expect(shareWindowFeatures(1550, 1000)).toBe(
      'width=550,height=400,left=500,top=300,noopener,noreferrer',
    );
    expect(shareWindowFeatures(320, 300)).toContain('left=0,top=0');
  });
});
