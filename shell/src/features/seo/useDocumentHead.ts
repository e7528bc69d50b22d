import { useEffect, useState } from 'react';

interface DocumentHead {
  title: string;
  description: string;
}

const read = (): DocumentHead => ({
  title: document.title,
  description:
    document.head.querySelector('meta[name="description"]')?.getAttribute('content') ?? '',
});

/**
 * The title and description the current screen set (the shell's or a remote's: React hoists both
 * into the head), followed as screens change.
 */
export function useDocumentHead(): DocumentHead {
  const [head, setHead] = useState(read);
  useEffect(() => {
    const update = () =>
      setHead((current) => {
        const next = read();
        return next.title === current.title && next.description === current.description
          ? current
          : next;
      });
    const observer = new MutationObserver(update);
    observer.observe(document.head, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
      attributeFilter: ['content'],
    });
    update();
    return () => observer.disconnect();
  }, []);
  return head;
}
