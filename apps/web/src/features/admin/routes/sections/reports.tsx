import { FeedbackInbox } from '../../components/feedback-inbox';

/** The console's reported issues section (/admin/reports). */
export function Component() {
  return <FeedbackInbox />;
}
