import { endpointFromTitle } from './endpoint.cjs';

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

  it('never starts or ends with a hyphen', () => {
    expect(endpointFromTitle('Ready? Set: Go!')).toBe('Ready-Set-Go');
    expect(endpointFromTitle('Why Quit ?')).toBe('Why-Quit');
  });

  it('keeps existing hyphens', () => {
    expect(endpointFromTitle('Same-Day Refills')).toBe('Same-Day-Refills');
  });
});
