import { SiteEditor } from '../../components/site-editor';

/** The console's site images and sponsors section (/admin/site). */
export function Component() {
  return <SiteEditor />;
}
