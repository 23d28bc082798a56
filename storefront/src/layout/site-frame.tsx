import type { ReactNode } from 'react';
import { Toaster } from '@sauda/ui';
import { Link } from 'wouter';
import { footerLinks } from './footer-links';

/** Header and footer around every page. The kit's Header/Footer widgets replace these parts as they land. */
export function SiteFrame({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col bg-bg text-fg">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:start-2 focus:top-2 focus:z-50">
        Skip to content
      </a>
      <header className="border-b border-line bg-raised">
        <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4">
          <Link href="/" className="focus-ring rounded-md text-2xl font-bold text-brand">
            Sauda
          </Link>
        </div>
      </header>
      <main id="main" className="mx-auto w-full max-w-7xl flex-1 px-4 py-6">
        {children}
      </main>
      <footer className="border-t border-line bg-surface">
        <nav aria-label="Footer" className="mx-auto flex max-w-7xl flex-wrap gap-x-6 gap-y-2 px-4 py-6 text-sm">
          {footerLinks.map((link) => (
            <Link key={link.href} href={link.href} className="focus-ring rounded-sm text-muted hover:text-fg">
              {link.label}
            </Link>
          ))}
        </nav>
        <p className="mx-auto max-w-7xl px-4 pb-6 text-xs text-muted">© 2024 Sauda. Lahore, Pakistan.</p>
      </footer>
      <Toaster />
    </div>
  );
}
