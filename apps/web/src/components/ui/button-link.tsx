import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link, type LinkProps } from "react-router";
import { Button, type ButtonProps } from "./button";

type ButtonLinkProps = Pick<ButtonProps, "variant" | "size" | "className"> &
  Pick<LinkProps, "to" | "state"> & {
    /** Drawn before the text, hidden from screen readers. */
    icon?: LucideIcon;
    children: ReactNode;
    "data-testid"?: string;
  };

/** A link to a page of the app that looks like a button. */
export function ButtonLink({
  icon: Icon,
  variant,
  size,
  className,
  children,
  ...link
}: ButtonLinkProps) {
  return (
    <Button asChild variant={variant} size={size} className={className}>
      <Link {...link}>
        {Icon ? <Icon aria-hidden /> : null}
        {children}
      </Link>
    </Button>
  );
}
