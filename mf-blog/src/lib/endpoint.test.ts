import { endpointFromTitle } from './endpoint';

describe('endpointFromTitle', () => {
  it('replaces spaces with hyphens', () => {
    expect(endpointFromTitle('Flu Shots Are Now Available')).toBe('Flu-Shots-Are-Now-Available');
  });

  it('drops characters that would need encoding in a URL', () => {
    expect(endpointFromTitle("What's New: Telehealth & You?")).toBe('Whats-New-Telehealth-You');
  });

  it('collapses repeated spaces and trims', () => {
    expect(endpointFromTitle('  Sleep   and Mood ')).toBe('Sleep-and-Mood');
  });
});
