import { clsx, type ClassValue } from 'clsx';

/** Joins class names. Components take care not to pass conflicting utilities. */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
