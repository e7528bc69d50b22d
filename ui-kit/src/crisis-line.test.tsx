import { render, screen } from '@testing-library/react';
import { CrisisLine } from './CrisisLine';
import { carriesCrisisLine, lacksCrisisLine, speaksOfCrisisTopics } from './crisis-topics';

const site = {
  practiceName: 'Omega Health Care',
  phone: '(732) 555-0142',
  phoneHref: '+17325550142',
};

describe('CrisisLine', () => {
  it('names the lifeline and the emergency number, each a working tel: link', () => {
    render(<CrisisLine site={site} />);
    const region = screen.getByRole('region', { name: 'If you need help now' });
    expect(region).toHaveTextContent(
      'If you or someone you know is in crisis or thinking about suicide, call or text 988 ' +
        '(Suicide & Crisis Lifeline)',
    );
    expect(region).toHaveTextContent('In an emergency, call 911');
    expect(screen.getByRole('link', { name: '988' })).toHaveAttribute('href', 'tel:988');
    expect(screen.getByRole('link', { name: '911' })).toHaveAttribute('href', 'tel:911');
  });

  it("tells the practice's patients how to reach the on-call clinician, with its number", () => {
    render(<CrisisLine site={site} />);
    expect(screen.getByRole('region')).toHaveTextContent(
      'After hours, Omega Health Care patients can reach our on-call clinician through our ' +
        'answering service at (732) 555-0142.',
    );
    expect(screen.getByRole('link', { name: 'reach our on-call clinician' })).toHaveAttribute(
      'href',
      'tel:+17325550142',
    );
  });
});

describe('the crisis-line rule', () => {
  it.each([
    'Support for your mental health',
    'Thoughts of suicide',
    'A mental health crisis',
    'Help with substance use',
    'Addiction treatment',
    'Opioid use disorder',
    'Depression and anxiety',
  ])('hears a crisis topic in "%s"', (text) => {
    expect(speaksOfCrisisTopics(text)).toBe(true);
    expect(lacksCrisisLine(text)).toBe(true);
    expect(lacksCrisisLine(`${text}. Call or text 988; in an emergency call 911.`)).toBe(false);
  });

  it('leaves other health topics alone', () => {
    expect(speaksOfCrisisTopics('Flu shots are now available. Blood pressure basics.')).toBe(false);
  });

  it('wants both numbers, as numbers of their own', () => {
    expect(carriesCrisisLine('Call 988.')).toBe(false);
    expect(carriesCrisisLine('Call 911.')).toBe(false);
    expect(carriesCrisisLine('Call 9880 or 9110.')).toBe(false);
    expect(carriesCrisisLine('Call or text 988. In an emergency, call 911.')).toBe(true);
  });
});
