export interface ToastMessage {
  title: string;
  description?: string;
  tone?: 'success' | 'error';
}

export const TOAST_REGION_ID = 'toasts';
const TOAST_DURATION_MS = 5000;
let hideTimer: ReturnType<typeof setTimeout> | undefined;

/** Shows one toast at a time in the page's toast region (src/ui/Toast.tsx): a new toast replaces the one on screen. */
export function showToast({ title, description, tone = 'success' }: ToastMessage): void {
  const region = document.getElementById(TOAST_REGION_ID);
  if (!region) return;
  const card = document.createElement('div');
  card.dataset.tone = tone;
  const heading = card.appendChild(document.createElement('strong'));
  heading.textContent = title;
  if (description) card.appendChild(document.createElement('p')).textContent = description;
  region.replaceChildren(card);
  clearTimeout(hideTimer);
  hideTimer = setTimeout(() => region.replaceChildren(), TOAST_DURATION_MS);
}
