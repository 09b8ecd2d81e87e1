import { Activity, BarChart3, Bell, CalendarHeart, Image, Inbox, LayoutGrid, Lightbulb, Package, Receipt, Settings, ShieldCheck, Star, TrendingUp, Users } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';

/**
 * The operator console's sections, in the order of its navigation. Each has its own address,
 * /admin/<path> (the overview is /admin itself), so a reload, Back and Forward keep it.
 */
export const CONSOLE_SECTIONS = [
  { path: '', name: 'overview', icon: BarChart3 },
  { path: 'players', name: 'players', icon: Users },
  { path: 'notifications', name: 'notifications', icon: Bell },
  { path: 'points', name: 'points', icon: Star },
  { path: 'purchases', name: 'purchases', icon: Receipt },
  { path: 'sales', name: 'sales', icon: TrendingUp },
  { path: 'packages', name: 'packages', icon: Package },
  { path: 'content', name: 'content', icon: LayoutGrid },
  { path: 'suggestions', name: 'suggestions', icon: Lightbulb },
  { path: 'occasions', name: 'occasions', icon: CalendarHeart },
  { path: 'site', name: 'site', icon: Image },
  { path: 'settings', name: 'settings', icon: Settings },
  { path: 'reports', name: 'reports', icon: Inbox },
  { path: 'operators', name: 'operators', icon: ShieldCheck },
  { path: 'audit', name: 'audit', icon: Activity },
] as const satisfies readonly { path: string; name: string; icon: LucideIcon }[];

export type ConsoleSectionName = (typeof CONSOLE_SECTIONS)[number]['name'];

/** The address of a section of the console. */
export const consolePath = (path: string) => (path ? `/admin/${path}` : '/admin');

