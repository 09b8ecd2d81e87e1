import { PointsAdjuster } from '../../components/points-adjuster';

/** The console's players' points section (/admin/points). */
export function Component() {
  return <PointsAdjuster />;
}
