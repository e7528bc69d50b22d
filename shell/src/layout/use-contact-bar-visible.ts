import { useEffect, useState } from 'react';

/** Below this scroll offset (px) the contact bar always shows (docs/product.md, "Header"). */
const BAR_ALWAYS_VISIBLE_BELOW = 10;

/** The contact bar hides while the visitor scrolls down and comes back when they scroll up or near the top. */
export function useContactBarVisible(): boolean {
  const [visible, setVisible] = useState(true);
  useEffect(() => {
    let lastY = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      if (y < BAR_ALWAYS_VISIBLE_BELOW) setVisible(true);
      else if (y > lastY) setVisible(false);
      else if (y < lastY) setVisible(true);
      lastY = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  return visible;
}
