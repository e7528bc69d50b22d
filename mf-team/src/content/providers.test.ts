import { splitKeywords, underscoreForm } from '../lib/keywords';
import { servicePaths } from '@practice/shell/standalone-site';
import { providers, type Provider } from './providers';

const biography = (provider: (typeof providers)[number]) => provider.description.join('\n');

describe('providers content', () => {
  it('has 9 providers: 5 of type Doctor and 4 Practitioner', () => {
    expect(providers).toHaveLength(9);
    expect(providers.filter((provider) => provider.type === 'Doctor')).toHaveLength(5);
    expect(providers.filter((provider) => provider.type === 'Practitioner')).toHaveLength(4);
  });

  it('gives each provider a unique First_Last id taken from the name', () => {
    const ids = providers.map((provider) => provider.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const provider of providers) {
      expect(provider.id).toMatch(/^[A-Z][a-z]+_[A-Z][a-z]+$/);
      expect(provider.name).toContain(provider.id.replace('_', ' '));
    }
  });

  it('links only to the service pages of the shell', () => {
    for (const provider of providers) {
      for (const path of Object.values(provider.urls)) {
        expect(servicePaths).toContain(path);
      }
    }
  });

  it("keys every url by the underscore form of one of the provider's keywords", () => {
    for (const provider of providers) {
      const keys = provider.keywords.map(underscoreForm);
      for (const key of Object.keys(provider.urls)) expect(keys).toContain(key);
    }
  });

  it('finds every keyword as a whole word in its own biography', () => {
    for (const provider of providers) {
      for (const keyword of provider.keywords) {
        const found = splitKeywords(biography(provider), [keyword]).some(
          (part) => part.kind !== 'text',
        );
        expect({ provider: provider.id, keyword, found }).toEqual({
          provider: provider.id,
          keyword,
          found: true,
        });
      }
    }
  });

  it('has exactly one provider without booking: the consultant anesthesiologist', () => {
    const withoutBooking = providers.filter((provider) => !provider.bookable);
    expect(withoutBooking).toHaveLength(1);
    expect(withoutBooking[0].credentials).toMatch(/Consultant Anesthesiologist/);
  });

  it('has exactly one provider with a review link', () => {
    expect(providers.filter((provider) => provider.reviewLink)).toHaveLength(1);
  });

  it('opens with the founder, the only card with an accolade and description', () => {
    const [first, ...rest] = providers;
    expect(first.credentials).toMatch(/Founder & Chief Executive/);
    expect(first.accolade).toBeTruthy();
    expect(first.cardDescription).toBeTruthy();
    for (const provider of rest) {
      expect(provider.accolade).toBeUndefined();
      expect(provider.cardDescription).toBeUndefined();
    }
  });

  it('has a psychiatric practitioner and nurse practitioners who see patients aged 16 and above', () => {
    const practitioners = providers.filter((provider) => provider.type === 'Practitioner');
    expect(practitioners.some((provider) => /Psychiatric/.test(provider.credentials))).toBe(true);
    for (const provider of practitioners) {
      expect(biography(provider)).toContain('patients aged 16 and above');
    }
  });

  it('gives every profile its texts, an image with alt text and https directory links', () => {
    for (const provider of providers) {
      for (const field of [
        provider.name,
        provider.credentials,
        provider.speciality,
        provider.degrees,
        provider.hobbies,
        provider.head.title,
        provider.head.description,
        provider.imageUrl,
        provider.altText,
      ]) {
        expect(field.trim()).not.toBe('');
      }
      expect(provider.altText).toContain(provider.name);
      expect(provider.description.length).toBeGreaterThanOrEqual(2);
      expect(provider.head.description.length).toBeLessThanOrEqual(160);
      if (provider.externalUrl) expect(provider.externalUrl).toMatch(/^https:\/\//);
    }
  });

  it('uses a distinct portrait, title and description for each provider', () => {
    const fields = [
      (provider: Provider) => provider.imageUrl,
      (provider: Provider) => provider.head.title,
      (provider: Provider) => provider.head.description,
    ];
    for (const field of fields) {
      expect(new Set(providers.map(field)).size).toBe(providers.length);
    }
  });
});
