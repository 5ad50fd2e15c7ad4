import { useSession } from '@app/shared';
import { useState } from 'react';

/** The site logo from app info, falling back to a lettermark when there is none or it fails to load. */
export function SiteLogo({ className }: { className?: string }) {
  const logo = useSession((state) => state.appInfo?.site_logo);
  const [failed, setFailed] = useState<string | null>(null);
  if (logo && failed !== logo) {
    return <img className={className} src={logo} alt="" onError={() => setFailed(logo)} />;
  }
  return (
    <div className={className} aria-hidden="true">
      彩
    </div>
  );
}
