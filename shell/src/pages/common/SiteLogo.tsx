import { useState } from 'react';
import { useSiteLogo } from './useSiteBrand';

/** The site logo (app info, else config: visitors see it too), falling back to a lettermark when there is none or it fails to load. */
export function SiteLogo({ className }: { className?: string }) {
  const logo = useSiteLogo();
  const [failed, setFailed] = useState<string | null>(null);
  if (logo && failed !== logo) {
    return (
      <img className={className} src={logo} alt="" data-testid="site-logo" onError={() => setFailed(logo)} />
    );
  }
  return (
    <div className={className} aria-hidden="true">
      彩
    </div>
  );
}
