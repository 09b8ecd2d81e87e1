import { ContentStudio } from '../../components/content/content-studio';

/** The console's content studio section (/admin/content). */
export function Component() {
  return <ContentStudio />;
}
