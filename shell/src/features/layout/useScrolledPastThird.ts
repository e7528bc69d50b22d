import { useEffect, useState } from 'react';

/** True once the visitor has scrolled beyond one third of the page height (SPEC.md section 9). */
export function useScrolledPastThird(): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const update = () => setPast(window.scrollY > document.documentElement.scrollHeight / 3);
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, []);
  return past;
}
