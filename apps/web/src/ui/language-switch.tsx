import { lazy, Suspense, useState } from 'react';
import { LanguageButton } from './language-button.tsx';

// The menu (Mantine's Menu, Popover and floating-ui, ~30 KiB gzipped) loads on the first click only: a referee or
// candidate opening a link on a phone does not download it before seeing the page.
const LanguageMenu = lazy(() => import('./language-menu.tsx').then((m) => ({ default: m.LanguageMenu })));

/** Compact language menu (jp, en, cn), remembered in localStorage `lang`. */
export function LanguageSwitch({ compact = false }: { compact?: boolean }) {
  const [used, setUsed] = useState(false);
  const button = <LanguageButton compact={compact} onClick={() => setUsed(true)} />;
  if (!used) return button;
  return (
    <Suspense fallback={button}>
      <LanguageMenu compact={compact} opened />
    </Suspense>
  );
}
