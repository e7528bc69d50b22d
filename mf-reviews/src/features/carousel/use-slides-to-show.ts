import { useMediaQuery } from '@practice/ui-kit';

/**
 * Slides side by side: 3, 2 up to 768 px, 1 up to 640 px. Read from matchMedia on the first
 * render, because react-slick's own `responsive` setting only reacts to later changes.
 */
export function useSlidesToShow(): number {
  const phone = useMediaQuery('(max-width: 640px)');
  const tablet = useMediaQuery('(max-width: 768px)');
  return phone ? 1 : tablet ? 2 : 3;
}
