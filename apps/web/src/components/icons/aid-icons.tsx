import type { ReactElement, SVGProps } from 'react';
import type { GulfAid } from '@app/shared/game/state';

type IconProps = SVGProps<SVGSVGElement>;

/** Drawn on Lucide's grid (24 x 24, stroke 2, round caps) so they sit beside the phone icon. */
function AidSvg({ children, ...props }: IconProps) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={24}
      height={24}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden
      {...props}
    >
      {children}
    </svg>
  );
}

/** The Pit: an arrow dropping into a hole. */
export function PitIcon(props: IconProps) {
  return (
    <AidSvg {...props}>
      <ellipse cx="12" cy="18.5" rx="9" ry="3" />
      <path d="M12 3v11" />
      <path d="m8 10 4 4 4-4" />
    </AidSvg>
  );
}

/** Answer Twice: two speech bubbles. */
export function AnswerTwiceIcon(props: IconProps) {
  return (
    <AidSvg {...props}>
      <path d="M14 9a2 2 0 0 1-2 2H6l-4 4V4a2 2 0 0 1 2-2h8a2 2 0 0 1 2 2z" />
      <path d="M18 9h2a2 2 0 0 1 2 2v11l-4-4h-6a2 2 0 0 1-2-2v-1" />
    </AidSvg>
  );
}

/** Rest: an empty chair and a "z". */
export function RestIcon(props: IconProps) {
  return (
    <AidSvg {...props}>
      <path d="M5 4v17" />
      <path d="M5 14h10v7" />
      <path d="M5 10h6" />
      <path d="M15 3h5l-5 5h5" />
    </AidSvg>
  );
}

export const AID_ICONS: Record<GulfAid, (props: IconProps) => ReactElement> = {
  pit: PitIcon,
  answerTwice: AnswerTwiceIcon,
  rest: RestIcon,
};
