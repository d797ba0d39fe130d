/**
 * A site notice's "Dismiss" (src/components/SiteNotices.tsx) is a form that works without
 * JavaScript: its post sets the session cookie and returns to the page. This adds what a script
 * can: the same post in the background, the notice taken away in place without reloading the
 * page, and the focus moved to the page's main content (the button it was on is gone). Any
 * failure falls back to the plain post.
 */
export function enhance(root: HTMLElement): void {
  const form = root.querySelector<HTMLFormElement>('form');
  if (!form) return;
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    try {
      const body = new URLSearchParams();
      for (const [name, value] of new FormData(form)) if (typeof value === 'string') body.append(name, value);
      // The answer is a 303 back to the page: followed by nothing, its cookie set all the same.
      const res = await fetch(form.action, { method: 'POST', body, credentials: 'same-origin', redirect: 'manual' });
      if (res.type !== 'opaqueredirect' && !res.ok) throw new Error(`dismiss answered ${res.status}`);
    } catch {
      form.submit();
      return;
    }
    root.closest('section')?.remove();
    document.getElementById('main')?.focus();
  });
}
