import { site } from '../config/site';
import { RemoteSlot } from './remotes/RemoteSlot';
import { useRuntimeConfig } from './RuntimeConfigContext';

/** The routes owned by remotes: each renders its remote's exposed module in the shell's frame. */
export function BlogArea() {
  return <RemoteSlot id="blog/BlogRoutes" props={{ site }} site={site} label="Our blog" />;
}

export function TeamArea() {
  return <RemoteSlot id="team/TeamRoutes" props={{ site }} site={site} label="Our team page" />;
}

export function CareersArea() {
  const { uploadUrl } = useRuntimeConfig();
  return (
    <RemoteSlot
      id="careers/CareersPage"
      props={{ site, uploadUrl }}
      site={site}
      label="Our careers page"
    />
  );
}
