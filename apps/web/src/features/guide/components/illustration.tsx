import type { ReactNode } from 'react';
import type { ArticleSlug } from '../articles.ts';

const BRAND = 'var(--mantine-color-brand-6)';
const BRAND_LIGHT = 'var(--mantine-color-brand-0)';
const LINE = 'var(--mantine-color-gray-3)';
const INK = 'var(--mantine-color-gray-5)';

/** A light sketch of the screen the article is about: a window with the product's sidebar and the page's key part. */
export function GuideIllustration({ slug, label }: { slug: ArticleSlug; label: string }) {
  return (
    <svg
      viewBox="0 0 320 170"
      role="img"
      aria-label={label}
      style={{ width: '100%', height: 'auto', display: 'block' }}
      data-testid="guide-illustration"
    >
      <rect x="0" y="0" width="320" height="170" rx="12" fill={BRAND_LIGHT} />
      <rect x="14" y="12" width="292" height="146" rx="8" fill="#fff" stroke={LINE} />
      <circle cx="26" cy="22" r="3" fill={LINE} />
      <circle cx="36" cy="22" r="3" fill={LINE} />
      <circle cx="46" cy="22" r="3" fill={LINE} />
      <line x1="14" y1="32" x2="306" y2="32" stroke={LINE} />
      <rect x="14" y="32" width="58" height="126" fill="var(--mantine-color-gray-0)" />
      {[44, 58, 72, 86].map((y, i) => (
        <rect
          key={y}
          x="22"
          y={y}
          width={i === 0 ? 40 : 34}
          height="6"
          rx="3"
          fill={i === 0 ? BRAND : LINE}
        />
      ))}
      <g transform="translate(84 42)">{SCENES[slug]}</g>
    </svg>
  );
}

const bar = (x: number, y: number, w: number, fill = LINE) => (
  <rect x={x} y={y} width={w} height="7" rx="3.5" fill={fill} />
);

const SCENES: Record<ArticleSlug, ReactNode> = {
  candidates: (
    <>
      {bar(0, 0, 70, INK)}
      {[18, 40, 62].map((y) => (
        <g key={y}>
          {bar(0, y, 40)}
          <rect x="0" y={y + 9} width="120" height="10" rx="3" fill="none" stroke={LINE} />
        </g>
      ))}
      <rect x="0" y="92" width="64" height="18" rx="5" fill={BRAND} />
      <text x="32" y="105" fontSize="11" fill="#fff" textAnchor="middle" fontWeight="700">
        +
      </text>
      <rect x="146" y="14" width="66" height="84" rx="6" fill="#fff" stroke={BRAND} strokeWidth="1.5" />
      {[28, 42, 56, 70, 84].map((y) => (
        <g key={y}>
          <line x1="152" y1={y} x2="206" y2={y} stroke={LINE} />
        </g>
      ))}
      <line x1="172" y1="20" x2="172" y2="92" stroke={LINE} />
      <text x="179" y="112" fontSize="10" fill={BRAND} textAnchor="middle" fontWeight="700">
        CSV
      </text>
    </>
  ),
  invitations: (
    <>
      <rect x="10" y="10" width="120" height="78" rx="6" fill="#fff" stroke={BRAND} strokeWidth="1.5" />
      <path d="M10 16 L70 56 L130 16" fill="none" stroke={BRAND} strokeWidth="1.5" />
      <circle cx="170" cy="72" r="30" fill="#fff" stroke={INK} strokeWidth="1.5" />
      <line x1="170" y1="72" x2="170" y2="52" stroke={BRAND} strokeWidth="2.5" strokeLinecap="round" />
      <line x1="170" y1="72" x2="184" y2="80" stroke={BRAND} strokeWidth="2.5" strokeLinecap="round" />
      <rect x="10" y="98" width="80" height="16" rx="5" fill={BRAND} />
      {bar(100, 103, 60)}
    </>
  ),
  referees: (
    <>
      {[0, 28, 56, 84].map((y, i) => (
        <g key={y}>
          <rect x="0" y={y} width="210" height="22" rx="5" fill="#fff" stroke={LINE} />
          <circle cx="12" cy={y + 11} r="5" fill={['#2f9e44', '#f59f00', '#e03131', '#2f9e44'][i]} />
          {bar(24, y + 8, 60, INK)}
          {bar(96, y + 8, 50)}
          <rect x="160" y={y + 5} width="42" height="12" rx="6" fill={BRAND_LIGHT} />
        </g>
      ))}
    </>
  ),
  report: (
    <>
      <polygon points="70,8 118,40 104,96 36,96 22,40" fill="none" stroke={LINE} />
      <polygon
        points="70,30 98,44 90,80 50,84 40,46"
        fill={BRAND}
        fillOpacity="0.3"
        stroke={BRAND}
        strokeWidth="1.5"
      />
      <text x="70" y="60" fontSize="16" fill={BRAND} textAnchor="middle" fontWeight="800">
        A
      </text>
      <rect x="150" y="6" width="62" height="82" rx="5" fill="#fff" stroke={INK} strokeWidth="1.5" />
      {[20, 32, 44, 56].map((y) => bar(158, y, 46))}
      <rect x="150" y="96" width="62" height="16" rx="5" fill={BRAND} />
      <text x="181" y="108" fontSize="9" fill="#fff" textAnchor="middle" fontWeight="700">
        PDF
      </text>
    </>
  ),
  'regain-trust': (
    <>
      <rect x="0" y="4" width="130" height="40" rx="10" fill={BRAND_LIGHT} stroke={BRAND} />
      {bar(12, 15, 90, BRAND)}
      {bar(12, 27, 60)}
      <rect x="80" y="58" width="130" height="40" rx="10" fill="#fff" stroke={INK} />
      {bar(92, 69, 100, INK)}
      {bar(92, 81, 70)}
      <rect x="0" y="104" width="70" height="14" rx="5" fill={BRAND} />
    </>
  ),
};
