import { act, render } from '@testing-library/react';
import { useRef } from 'react';
import { useSlickSemantics } from './use-slick-semantics';

/** react-slick's markup for three slides in an infinite loop: a clone on each side, one in view. */
function Slides({ listSize }: { listSize?: number }) {
  const root = useRef<HTMLDivElement>(null);
  useSlickSemantics(root, listSize);
  return (
    <div ref={root}>
      <div className="slick-track">
        {[-1, 0, 1, 2, 3].map((index) => (
          <div
            key={index}
            className="slick-slide"
            data-index={index}
            aria-hidden={index === 0 ? 'false' : 'true'}
          >
            <a href={`#slide-${index}`}>Slide</a>
          </div>
        ))}
      </div>
    </div>
  );
}

const slides = (container: HTMLElement) => Array.from(container.querySelectorAll('.slick-slide'));
const inert = (container: HTMLElement) =>
  slides(container).map((slide) => slide.hasAttribute('inert'));

describe('useSlickSemantics', () => {
  it('makes the slides out of view, clones included, inert, and follows as slides move', async () => {
    const { container } = render(<Slides />);
    expect(inert(container)).toEqual([true, false, true, true, true]);
    await act(async () => {
      slides(container)[0].setAttribute('aria-hidden', 'true');
      slides(container)[1].setAttribute('aria-hidden', 'true');
      slides(container)[2].setAttribute('aria-hidden', 'false');
    });
    expect(inert(container)).toEqual([true, true, false, true, true]);
  });

  it('leaves the roles alone without a list size', () => {
    const { container } = render(<Slides />);
    expect(container.querySelector('[role]')).toBeNull();
  });

  it('with a list size, makes the track a list of slides numbered as the real ones, clones too', () => {
    const { container } = render(<Slides listSize={3} />);
    expect(container.querySelector('.slick-track')).toHaveAttribute('role', 'list');
    expect(slides(container).map((slide) => slide.getAttribute('role'))).toEqual(
      Array(5).fill('listitem'),
    );
    expect(slides(container).map((slide) => slide.getAttribute('aria-posinset'))).toEqual([
      '3',
      '1',
      '2',
      '3',
      '1',
    ]);
    slides(container).forEach((slide) => expect(slide).toHaveAttribute('aria-setsize', '3'));
  });
});
