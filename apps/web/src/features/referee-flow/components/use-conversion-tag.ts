import { useEffect } from 'react';

/**
 * Loads the advertising service's conversion tag once (spec: referee completion page), only when the operator
 * configured one (REFEREE_CONVERSION_TAG_URL; the server's CSP allows that origin only then).
 */
export function useConversionTag(url: string | null) {
  useEffect(() => {
    if (!url || document.querySelector(`script[data-conversion-tag]`)) return;
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.dataset.conversionTag = '';
    document.head.appendChild(script);
  }, [url]);
}
