/**
 * The written content against docs/product.md's counts, paths and required facts, so a content edit that
 * breaks a screen fails here first.
 */
import { aboutBanner, hereForYouCards, peopleFirstItems } from './about';
import { announcements } from './announcements';
import { faqs } from './faqs';
import { financingPlans } from './financing';
import { highlights, homeServiceCards, promos, serviceTabs } from './home';
import { carouselHeadings, carouselImages } from './home/carousels';
import { AXON_SERVICE_PATH } from './services/axon-therapy-path';
import { services } from './services';

const SERVICE_PATHS = [
  '/services/primary-health-care/',
  '/services/axon-therapy-mpns/',
  '/services/ob-gyn-services/',
  '/services/precise-diagnosis/',
  '/services/sud/',
  '/services/mental-health-treatment/',
  '/services/psychiatry/',
  '/services/psychiatry-nurse-practitioners/',
  '/services/ancillary-support-staff/',
  '/services/internal-medicine-physicians/',
];

const SHELL_PATHS = ['/', '/aboutUs/', '/services/', '/get-financed/', '/FAQs', '/contact-us'];

describe('the counts of docs/product.md', () => {
  it.each([
    ['services', services, 10],
    ['home service cards', homeServiceCards, 6],
    ['service tabs', serviceTabs, 6],
    ['highlights', highlights, 3],
    ['promo blocks', promos, 2],
    ['announcements', announcements, 3],
    ['FAQs', faqs, 11],
    ['financing tiers', financingPlans, 2],
    ['WE ARE HERE FOR YOU cards', hereForYouCards, 3],
    ['WHERE PEOPLE COME FIRST items', peopleFirstItems, 3],
  ])('%s: %i', (_name, list, count) => {
    expect(list).toHaveLength(count);
  });
});

describe('services', () => {
  it('cover exactly the ten service paths, once each', () => {
    expect(services.map((service) => service.url).sort()).toEqual([...SERVICE_PATHS].sort());
  });

  it.each(services.map((service) => [service.url, service] as const))(
    '%s fills every required field of the Service entity',
    (_url, service) => {
      for (const text of [
        service.head.title,
        service.head.description,
        service.title,
        service.summary,
        service.image.src,
        service.image.alt,
        service.intro.heading,
        service.intro.text,
        service.callToAction.heading,
        service.callToAction.text,
      ]) {
        expect(text.trim()).not.toBe('');
      }
      expect(service.sections[0]).toEqual(
        expect.objectContaining({ heading: expect.any(String), points: expect.any(Array) }),
      );
      for (const section of service.sections) {
        expect('points' in section ? section.points : section.bullets).not.toHaveLength(0);
      }
    },
  );

  it('link only text that is in the paragraph, to pages that exist', () => {
    for (const service of services) {
      for (const link of service.intro.links ?? []) {
        expect(service.intro.text).toContain(link.text);
        expect([...SERVICE_PATHS, ...SHELL_PATHS]).toContain(link.href);
      }
    }
  });

  it('give a plain bullet list to the OB-GYN service only', () => {
    const withBullets = services.filter((service) =>
      service.sections.some((section) => 'bullets' in section),
    );
    expect(withBullets.map((service) => service.url)).toEqual(['/services/ob-gyn-services/']);
  });

  it('give the nerve-pain service a Get Financed button to /get-financed/', () => {
    const axon = services.find((service) => service.url === AXON_SERVICE_PATH)!;
    expect(axon.buttonLink).toEqual({ label: 'Get Financed', href: '/get-financed/' });
  });

  it('keep page titles and descriptions short enough for search results', () => {
    for (const service of services) {
      expect(service.head.title.length).toBeLessThanOrEqual(65);
      expect(service.head.description.length).toBeLessThanOrEqual(170);
    }
  });
});

describe('Home', () => {
  it('has the three highlights and two promos docs/product.md names', () => {
    expect(highlights.map((highlight) => highlight.heading)).toEqual([
      'Qualified Doctors',
      '24 Hours On-Call Services',
      'We Are Here For You',
    ]);
    expect(promos.map((promo) => promo.title)).toEqual([
      'CHOOSE CONFIDENTLY',
      'EFFECTIVE WEIGHT LOSS',
    ]);
  });

  it('says how a patient reaches the on-call clinician, as 24 Hours On-Call Services promises', () => {
    const onCall = highlights.find(
      (highlight) => highlight.heading === '24 Hours On-Call Services',
    )!;
    expect(onCall.content).toMatch(/Outside office hours, call \{phone\}/);
    expect(onCall.content).toMatch(/pages the on-call clinician/);
  });

  it('links the six HIGH QUALITY TREATMENT cards in order', () => {
    expect(homeServiceCards.map((card) => card.url)).toEqual([
      '/services/primary-health-care/',
      '/services/ob-gyn-services/',
      '/services/precise-diagnosis/',
      '/services/sud/',
      '/services/mental-health-treatment/',
      '/services/axon-therapy-mpns/',
    ]);
  });

  it('names the six tabs in order', () => {
    expect(serviceTabs.map((tab) => tab.title)).toEqual([
      'INTERNAL MEDICINE',
      'ADDICTION',
      'NURSING',
      'PSYCHIATRY',
      'ANCILLARY SUPPORT',
      'WEIGHT LOSS MANAGEMENT',
    ]);
  });

  it('pairs every heading slide with an image slide', () => {
    expect(carouselImages).toHaveLength(carouselHeadings.length);
  });
});

describe('About Us', () => {
  it('links its three cards to the services docs/product.md names', () => {
    expect(aboutBanner.heading).toBe('ABOUT US');
    expect(hereForYouCards.map((card) => card.url)).toEqual([
      '/services/sud/',
      '/services/internal-medicine-physicians/',
      '/services/mental-health-treatment/',
    ]);
  });
});

describe('announcements', () => {
  it('link to an article, and announce telehealth on Tuesdays and Thursdays at the satellite', () => {
    expect(announcements.some((item) => item.link.startsWith('/blog/'))).toBe(true);
    expect(
      announcements.some((item) =>
        /telehealth every tuesday and thursday at our pine ridge township/i.test(item.description),
      ),
    ).toBe(true);
  });

  it('are three items, one linking to an article and another announcing the telehealth days', () => {
    const article = announcements.filter((item) => /^\/blog\/[^/]+\/$/.test(item.link));
    const telehealth = announcements.filter((item) =>
      /telehealth every tuesday and thursday/i.test(item.description),
    );
    expect(announcements).toHaveLength(3);
    expect(article).toHaveLength(1);
    expect(telehealth).toHaveLength(1);
    expect(article[0]).not.toBe(telehealth[0]);
  });

  it('open other sites in a new tab and this site in place', () => {
    for (const item of announcements) {
      expect(item.target).toBe(item.link.startsWith('/') ? '_self' : '_blank');
    }
  });
});

describe('FAQs', () => {
  it('write the phone number only as {phone}, so the one configured number is used', () => {
    for (const faq of faqs) expect(faq.answer).not.toMatch(/\d{3}\D{0,2}\d{3}\D\d{4}/);
    expect(faqs.filter((faq) => faq.answer.includes('{phone}')).length).toBeGreaterThan(0);
  });

  it('tell a visitor in crisis to call 911, go to the nearest emergency room, or call 988', () => {
    const crisis = faqs.find((faq) => /crisis/i.test(faq.question))!;
    expect(crisis.answer).toMatch(/911/);
    expect(crisis.answer).toMatch(/nearest emergency room/);
    expect(crisis.answer).toMatch(/988 Suicide & Crisis Lifeline/);
  });

  it('agree with the on-call promise: after hours, the practice number reaches the on-call clinician', () => {
    const crisis = faqs.find((faq) => /crisis/i.test(faq.question))!;
    expect(crisis.answer).not.toMatch(/during office hours/);
    expect(crisis.answer).toMatch(/Outside office hours, the same number .* on-call clinician/);
  });

  it('cover the topics docs/product.md lists', () => {
    const questions = faqs.map((faq) => faq.question).join(' | ');
    for (const topic of [
      /addiction/i,
      /mental health support/i,
      /primary care and mental health/i,
      /schedule/i,
      /insurance/i,
      /refill/i,
      /medical records/i,
      /services/i,
      /first visit/i,
      /specialist/i,
      /crisis/i,
    ]) {
      expect(questions).toMatch(topic);
    }
  });
});

describe('financing', () => {
  it('offers $1,500 for more than one site and $1,200 for one, each with its product code', () => {
    expect(financingPlans.map(({ amount, label }) => [amount, label])).toEqual([
      ['$1,500', 'More than one pain location site'],
      ['$1,200', 'One pain location site'],
    ]);
    expect(new Set(financingPlans.map((plan) => plan.productCode)).size).toBe(2);
  });
});
