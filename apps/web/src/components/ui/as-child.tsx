import { Children, cloneElement, type ReactElement, type ReactNode, type Ref } from 'react';
import { cn } from '@/lib/cn';

type Props = Record<string, unknown>;

/**
 * `asChild`: renders the single child element with these props added (Radix's Slot, in the few
 * lines the first download needs). The child's own props win, except that class names and styles
 * are merged, both event handlers run (the child's first) and both refs are set.
 */
export function asChildOf(children: ReactNode, props: Props): ReactElement {
  const child = Children.only(children) as ReactElement<Props>;
  const own = child.props;
  const merged: Props = { ...props, ...own };
  for (const [key, handler] of Object.entries(props)) {
    const ownHandler = own[key];
    if (/^on[A-Z]/.test(key) && typeof handler === 'function' && typeof ownHandler === 'function') {
      merged[key] = (...args: unknown[]) => {
        ownHandler(...args);
        handler(...args);
      };
    }
  }
  merged.className = cn(props.className as string | undefined, own.className as string | undefined);
  if (props.style || own.style) merged.style = { ...(props.style as object), ...(own.style as object) };
  if (props.ref && own.ref) merged.ref = bothRefs(props.ref as Ref<unknown>, own.ref as Ref<unknown>);
  return cloneElement(child, merged);
}

function bothRefs(...refs: Ref<unknown>[]) {
  return (value: unknown) => {
    for (const ref of refs) {
      if (typeof ref === 'function') ref(value);
      else if (ref) (ref as { current: unknown }).current = value;
    }
  };
}
